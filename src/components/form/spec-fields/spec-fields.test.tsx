// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VALUATION_QUESTIONS, valuationInputSchema } from '../../../domain/calculators/index.ts';
import { CALCULATORS_MESSAGES, type CalculatorsMessages } from '../../../i18n/calculators.ts';
import { I18nProvider, type Lang } from '../../../i18n/index.tsx';
import { MESSAGES } from '../../../i18n/all-messages.ts';
import { useSchemaForm } from '../use-schema-form.ts';
import { fieldsOf, initialValues, toInput, type FormSection, type FormValues } from './field-spec.ts';
import { SpecFields } from './spec-fields.tsx';

afterEach(cleanup);

const SECTIONS: readonly FormSection<CalculatorsMessages>[] = [
  ...VALUATION_QUESTIONS,
  { group: 'works', fields: [{ kind: 'select', name: 'includeBathrooms', options: ['0', '1', '2'], initial: '0' }] },
];
const FIELDS = fieldsOf(SECTIONS);

function Form({ lang }: { lang: Lang }) {
  const form = useSchemaForm({
    schema: valuationInputSchema(new Date('2026-11-28T12:00:00Z')),
    initial: (): FormValues => initialValues(FIELDS, lang),
    toInput: (values: FormValues) => toInput(FIELDS, values, lang),
  });
  return (
    <SpecFields
      sections={SECTIONS}
      form={form}
      formId="f"
      copy={CALCULATORS_MESSAGES[lang]}
      errorText={(code) => `error ${code}`}
    />
  );
}

function renderForm(lang: Lang) {
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <Form lang={lang} />
    </I18nProvider>,
  );
  return CALCULATORS_MESSAGES[lang];
}

describe('SpecFields', () => {
  it.each(['es', 'en'] as const)('asks the valuation’s questions in groups, in the words of the copy given (%s)', (lang) => {
    const c = renderForm(lang);
    const property = screen.getByRole('group', { name: c.groups.property });
    const type = within(property).getByRole('combobox', { name: c.fields.propertyType }) as HTMLSelectElement;
    expect([...type.options].slice(1).map((o) => o.textContent)).toEqual(Object.values(c.options.propertyType));
    expect(within(property).getByRole('textbox', { name: c.fields.usableArea })).toBeTruthy();
    expect(screen.getByText(c.hints.usableArea)).toBeTruthy();
    const location = screen.getByRole('group', { name: c.groups.location });
    expect(within(location).getByRole('combobox', { name: c.fields.district })).toBeTruthy();
    expect(screen.getByRole('group', { name: new RegExp(c.fields.features) })).toBeTruthy();
  });

  it('shows a select without labels as numbers, and hides what a rule hides (a house has no floor or lift)', () => {
    const c = renderForm('es');
    const bathrooms = screen.getByRole('combobox', { name: c.fields.includeBathrooms }) as HTMLSelectElement;
    expect([...bathrooms.options].map((o) => o.textContent)).toEqual(['0', '1', '2']);
    expect(screen.getByRole('checkbox', { name: c.fields.elevator })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: c.fields.propertyType }), { target: { value: 'house' } });
    expect(screen.queryByRole('checkbox', { name: c.fields.elevator })).toBeNull();
    expect(screen.queryByRole('combobox', { name: c.fields.floor })).toBeNull();
  });
});
