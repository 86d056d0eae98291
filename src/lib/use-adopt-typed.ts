import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What the visitor changed in a prerendered form before its code took over, by control name: the text
 * of an input, select or textarea, the chosen value of a group of radios ('' for none), a lone
 * checkbox's tick, or the ticked values of a group of checkboxes.
 */
export type TypedValues = Record<string, string | boolean | string[]>;

/** The control that had focus, and where its caret was. */
export type TypedFocus = {
  name: string;
  /** A radio's or checkbox's value, to tell it from the others of its group. */
  value: string;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
};

export type Typed = { values: TypedValues; focus: TypedFocus | null };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (e: Element | null): e is Control =>
  e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement;

const isChoice = (e: Control): e is HTMLInputElement =>
  e instanceof HTMLInputElement && (e.type === 'radio' || e.type === 'checkbox');

/** Whether the visitor changed the control: its state differs from what the HTML gave it. */
function changed(control: Control): boolean {
  if (isChoice(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.some((o) => o.selected !== o.defaultSelected);
    // With no option marked selected, a single select starts on its first.
    return control.value !== (options.findLast((o) => o.defaultSelected) ?? options[0])?.value;
  }
  return control.value !== control.defaultValue;
}

function selectionOf(control: Control): TypedFocus['selection'] {
  try {
    // Only text-like inputs and textareas have a caret (an e-mail or number input answers null).
    if (control instanceof HTMLSelectElement || control.selectionStart === null || control.selectionEnd === null) return null;
    return { start: control.selectionStart, end: control.selectionEnd, direction: control.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

/**
 * Reads what the visitor has changed in `form` (hidden inputs and the buttons are not the visitor's) and
 * the control that has focus. Pure over the DOM: it changes nothing.
 */
export function readTyped(form: HTMLFormElement): Typed {
  const byName = new Map<string, Control[]>();
  for (const element of form.elements) {
    if (!isControl(element) || element.name === '' || element.type === 'hidden') continue;
    if (element instanceof HTMLInputElement && ['submit', 'button', 'reset', 'image', 'file'].includes(element.type)) continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  const values: TypedValues = {};
  for (const [name, controls] of byName) {
    if (!controls.some(changed)) continue;
    const first = controls[0]!;
    if (first instanceof HTMLInputElement && first.type === 'radio') {
      values[name] = controls.find((c) => (c as HTMLInputElement).checked)?.value ?? '';
    } else if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      values[name] =
        controls.length === 1 ? first.checked : controls.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value);
    } else if (first instanceof HTMLSelectElement && first.multiple) {
      values[name] = [...first.selectedOptions].map((o) => o.value);
    } else values[name] = first.value;
  }
  const active = document.activeElement;
  const focus =
    isControl(active) && active.name !== '' && form.contains(active)
      ? { name: active.name, value: isChoice(active) ? active.value : '', selection: selectionOf(active) }
      : null;
  return { values, focus };
}

/** The control of `form` that `focus` names, if it is (still, or again) in the form. */
function controlOf(form: HTMLFormElement, focus: TypedFocus): Control | undefined {
  return [...form.elements].find(
    (e): e is Control => isControl(e) && e.name === focus.name && (!isChoice(e) || e.value === focus.value),
  );
}

function giveFocusBack(form: HTMLFormElement, focus: TypedFocus): void {
  const active = document.activeElement;
  // Only focus the page lost (its control left the page, or became another); never take it from elsewhere.
  if (active && active !== document.body && active.isConnected) return;
  const control = controlOf(form, focus);
  if (!control) return;
  control.focus({ preventScroll: true });
  const { selection } = focus;
  if (selection && !(control instanceof HTMLSelectElement)) {
    try {
      control.setSelectionRange(selection.start, selection.end, selection.direction);
    } catch {
      // a control without a caret
    }
  }
}

/**
 * Nothing a visitor does in a prerendered form before the app takes it over is lost (ADR 0056). As the
 * form hydrates (before the browser paints or handles another key), `adopt` receives what the visitor
 * changed and where the focus was, and makes it the form's first state; the form renders it (its step,
 * its values) in the same commit. React keeps the controls' own values while hydrating, so the visitor's
 * text is never replaced, and the control that had focus keeps it, with its caret: if the form's next
 * renders replace it (a stepper taking over from the page of every step), the focus follows to its
 * successor until the visitor moves it (a click, Tab) or something else takes it.
 */
export function useAdoptTyped(formRef: RefObject<HTMLFormElement | null>, adopt: (typed: Typed) => void): void {
  const holding = useRef<TypedFocus | null>(null);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;

  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readTyped(form);
    if (Object.keys(typed.values).length > 0 || typed.focus) adoptRef.current(typed);
    if (!typed.focus) return;
    holding.current = typed.focus;
    const release = (event: Event) => {
      const control = holding.current && controlOf(form, holding.current);
      if (event.type === 'focusin' && event.target === control) return;
      if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Tab') return;
      stop();
    };
    const stop = () => {
      holding.current = null;
      for (const type of ['pointerdown', 'keydown', 'focusin']) document.removeEventListener(type, release, true);
    };
    for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, release, true);
    return stop;
  }, [formRef]);

  // After every commit while held: the focus the form's own renders took away goes back.
  useLayoutEffect(() => {
    if (holding.current && formRef.current) giveFocusBack(formRef.current, holding.current);
  });
}
