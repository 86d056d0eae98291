// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIEF_QUESTIONS, briefQuestionsOf } from '../../domain/contact/brief-questions.ts';
import { EMPTY_DETAILED_DRAFT, type DetailedDraft } from '../../domain/contact/detailed-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../i18n/detailed-request.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { QuestionFields, type Question } from './question-fields.tsx';

afterEach(cleanup);

function renderQuestions(
  questions: readonly Question<keyof DetailedDraft>[],
  values: Partial<DetailedDraft> = {},
  more: { requiredNow?: { phone?: boolean }; offered?: { goal?: readonly string[] } } = {},
  lang: Lang = 'es',
) {
  const copy = DETAILED_REQUEST_MESSAGES[lang];
  const onSet = vi.fn();
  const onToggle = vi.fn();
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <QuestionFields
        questions={questions}
        copy={copy.fields}
        optional={copy.optional}
        values={{ ...EMPTY_DETAILED_DRAFT, ...values }}
        errorOf={() => undefined}
        onSet={onSet}
        onToggle={onToggle}
        disabled={false}
        {...more}
      />
    </I18nProvider>,
  );
  return { copy: copy.fields, onSet, onToggle };
}

describe('QuestionFields', () => {
  it('asks a choice with radios and several choices with checkboxes, each under its legend, in the given order', () => {
    const { copy, onSet, onToggle } = renderQuestions(briefQuestionsOf('services'));
    const groups = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(groups[0]).toContain(copy.services.label);
    expect(groups[1]).toContain(copy.priority.label);
    expect(screen.getAllByRole('checkbox')).toHaveLength(BRIEF_QUESTIONS.services.options.length);
    expect(screen.getAllByRole('radio')).toHaveLength(BRIEF_QUESTIONS.priority.options.length);
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${copy.services.options.legal.label}`) }));
    expect(onToggle).toHaveBeenCalledWith('services', 'legal', true);
    fireEvent.click(screen.getByRole('radio', { name: copy.priority.options.discretion }));
    expect(onSet).toHaveBeenCalledWith('priority', 'discretion');
  });

  it('offers only the options given for a question (a buyer’s goals)', () => {
    const { copy } = renderQuestions([BRIEF_QUESTIONS.goal], {}, { offered: { goal: ['buy', 'rent'] } });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['buy', 'rent']);
    expect(screen.queryByRole('radio', { name: copy.goal.options.sell })).toBeNull();
  });

  it('asks a phone as a telephone field, optional until a rule requires it, in English too', () => {
    const { copy } = renderQuestions([BRIEF_QUESTIONS.phone], {}, {}, 'en');
    const phone = screen.getByRole('textbox', { name: new RegExp(copy.phone.label) }) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.autocomplete).toBe('tel');
    expect(phone.required).toBe(false);
    cleanup();
    renderQuestions([BRIEF_QUESTIONS.phone], {}, { requiredNow: { phone: true } }, 'en');
    expect((screen.getByRole('textbox') as HTMLInputElement).required).toBe(true);
    expect(screen.getByText(copy.phone.required)).toBeTruthy();
  });

  it('counts a long text’s characters against its maximum, in the page’s numbers', () => {
    const { copy } = renderQuestions([BRIEF_QUESTIONS.message], { message: 'Hola' });
    expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA');
    expect(screen.getByText(copy.message.counter('4', '1.000'))).toBeTruthy();
  });
});
