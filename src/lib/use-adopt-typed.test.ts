// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readTyped } from './use-adopt-typed.ts';

/** A prerendered form as the server sends it: what the HTML gives each control is its default. */
function prerendered(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input type="hidden" name="formType" value="simple">
      <input name="email" value="">
      <input name="name" value="Ana">
      <textarea name="message"></textarea>
      <input type="radio" name="clientType" value="recommended">
      <input type="radio" name="clientType" value="waiting-list">
      <input type="checkbox" name="elevator">
      <input type="checkbox" name="features" value="terrace">
      <input type="checkbox" name="features" value="garage" checked>
      <select name="district"><option value="">—</option><option value="chamberi">Chamberí</option></select>
      <button type="submit" name="go" value="1">Send</button>
    </form>`;
  return document.querySelector('form')!;
}

const control = <E extends Element>(form: HTMLFormElement, selector: string) => form.querySelector<E>(selector)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readTyped', () => {
  it('reads nothing from a form the visitor has not touched', () => {
    expect(readTyped(prerendered())).toEqual({ values: {}, focus: null });
  });

  it('reads only what the visitor changed, each control in its own terms', () => {
    const form = prerendered();
    control<HTMLInputElement>(form, '[name=email]').value = 'ana@example.com';
    control<HTMLTextAreaElement>(form, 'textarea').value = 'Busco piso';
    control<HTMLInputElement>(form, '[value=waiting-list]').checked = true;
    control<HTMLInputElement>(form, '[name=elevator]').checked = true;
    control<HTMLInputElement>(form, '[value=terrace]').checked = true;
    control<HTMLSelectElement>(form, 'select').value = 'chamberi';
    expect(readTyped(form).values).toEqual({
      email: 'ana@example.com',
      message: 'Busco piso',
      clientType: 'waiting-list',
      elevator: true,
      features: ['terrace', 'garage'],
      district: 'chamberi',
    });
  });

  it('names the focused control and its caret', () => {
    const form = prerendered();
    const message = control<HTMLTextAreaElement>(form, 'textarea');
    message.value = 'Busco piso en Sal';
    message.focus();
    message.setSelectionRange(6, 10);
    expect(readTyped(form).focus).toEqual({ name: 'message', value: '', selection: { start: 6, end: 10, direction: 'none' } });
  });
});
