import {
  AVAILABILITIES,
  BRIEF_SERVICES,
  BUDGETS,
  CONTACT_PREFERENCES,
  DETAILED_MESSAGE_MAX_CHARS,
  GOALS,
  PRIORITIES,
  PROPERTY_TYPES,
  TIMELINES,
  type BriefService,
  type Goal,
} from '../../domain/contact/detailed-limits.ts';
import {
  requiredByPreference,
  type DetailedDraft,
  type DetailedField,
  type DetailedValueField,
} from '../../domain/contact/detailed-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../i18n/detailed-request.ts';
import { useI18n } from '../../i18n/index.tsx';
import { ChoiceGroup, optionsOf } from './choice-group.tsx';
import { TextField } from './text-field.tsx';

/**
 * The brief's questions in groups, shared by the public detailed brief (one group a step) and the client
 * area's search (one group a panel): the same fields, copy, options and rules in both places.
 */
export type BriefFieldsProps = {
  draft: DetailedDraft;
  /** The translated error of a field, if it has one. */
  errorOf: (field: DetailedField) => string | undefined;
  onSet: (field: DetailedValueField, value: string) => void;
  /** A text field was left (its verdict may show from then on). */
  onLeave?: (field: DetailedField) => void;
  onToggleService: (service: BriefService, checked: boolean) => void;
  disabled: boolean;
  /** The goals and services offered (every one by default; a buyer's search offers a buyer's only). */
  goals?: readonly Goal[];
  services?: readonly BriefService[];
};

function useBriefFieldsCopy() {
  const { lang, format } = useI18n();
  const copy = DETAILED_REQUEST_MESSAGES[lang];
  return { fields: copy.fields, optional: copy.optional, format };
}

/** The type of property, the goal and the location. */
export function PropertyFields({ draft, errorOf, onSet, onLeave, disabled, goals = GOALS }: BriefFieldsProps) {
  const { fields } = useBriefFieldsCopy();
  return (
    <>
      <ChoiceGroup
        name="propertyType"
        legend={fields.propertyType.label}
        options={optionsOf(PROPERTY_TYPES, fields.propertyType.options)}
        value={draft.propertyType}
        onChange={(value) => onSet('propertyType', value)}
        error={errorOf('propertyType')}
        disabled={disabled}
        columns={3}
      />
      <ChoiceGroup
        name="goal"
        legend={fields.goal.label}
        options={optionsOf(goals, fields.goal.options)}
        value={draft.goal}
        onChange={(value) => onSet('goal', value)}
        error={errorOf('goal')}
        disabled={disabled}
        columns={3}
      />
      <TextField
        name="location"
        autoComplete="address-level2"
        required
        label={fields.location.label}
        hint={fields.location.hint}
        value={draft.location}
        error={errorOf('location')}
        onValueChange={(value) => onSet('location', value)}
        onBlur={() => onLeave?.('location')}
      />
    </>
  );
}

/** The budget (or the property's estimated value) and the timeline. */
export function BudgetFields({ draft, errorOf, onSet, disabled }: BriefFieldsProps) {
  const { fields } = useBriefFieldsCopy();
  return (
    <>
      <ChoiceGroup
        name="budget"
        legend={fields.budget.label}
        options={optionsOf(BUDGETS, fields.budget.options)}
        value={draft.budget}
        onChange={(value) => onSet('budget', value)}
        error={errorOf('budget')}
        disabled={disabled}
      />
      <ChoiceGroup
        name="timeline"
        legend={fields.timeline.label}
        options={optionsOf(TIMELINES, fields.timeline.options)}
        value={draft.timeline}
        onChange={(value) => onSet('timeline', value)}
        error={errorOf('timeline')}
        disabled={disabled}
        columns={3}
      />
    </>
  );
}

/** The services of interest (any number) and, optionally, what matters most. */
export function ServiceFields({ draft, errorOf, onSet, onToggleService, disabled, services = BRIEF_SERVICES }: BriefFieldsProps) {
  const { fields, optional } = useBriefFieldsCopy();
  return (
    <>
      <ChoiceGroup
        name="services"
        legend={fields.services.label}
        options={optionsOf(services, fields.services.options)}
        value={draft.services}
        onChange={onToggleService}
        error={errorOf('services')}
        disabled={disabled}
      />
      <ChoiceGroup
        name="priority"
        legend={fields.priority.label}
        note={optional}
        options={optionsOf(PRIORITIES, fields.priority.options)}
        value={draft.priority}
        onChange={(value) => onSet('priority', value)}
        error={errorOf('priority')}
        disabled={disabled}
        columns={3}
      />
    </>
  );
}

/**
 * How to contact the client and a message. The phone is required for a call or WhatsApp, the
 * availability for a call, WhatsApp or a meeting; their labels say so as soon as the preference is chosen.
 */
export function ContactWayFields({ draft, errorOf, onSet, onLeave, disabled }: BriefFieldsProps) {
  const { fields, optional, format } = useBriefFieldsCopy();
  const required = requiredByPreference(draft);
  const messageLength = draft.message.length;
  return (
    <>
      <ChoiceGroup
        name="contactPreference"
        legend={fields.contactPreference.label}
        options={optionsOf(CONTACT_PREFERENCES, fields.contactPreference.options)}
        value={draft.contactPreference}
        onChange={(value) => onSet('contactPreference', value)}
        error={errorOf('contactPreference')}
        disabled={disabled}
      />
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={required.phone}
        label={fields.phone.label}
        optionalLabel={required.phone ? fields.phone.required : optional}
        hint={fields.phone.hint}
        value={draft.phone}
        error={errorOf('phone')}
        onValueChange={(value) => onSet('phone', value)}
        onBlur={() => onLeave?.('phone')}
      />
      <ChoiceGroup
        name="availability"
        legend={fields.availability.label}
        note={required.availability ? fields.availability.required : optional}
        options={optionsOf(AVAILABILITIES, fields.availability.options)}
        value={draft.availability}
        onChange={(value) => onSet('availability', value)}
        error={errorOf('availability')}
        disabled={disabled}
      />
      <TextField
        name="message"
        multiline
        label={fields.message.label}
        optionalLabel={optional}
        hint={fields.message.hint}
        value={draft.message}
        error={errorOf('message')}
        onValueChange={(value) => onSet('message', value)}
        onBlur={() => onLeave?.('message')}
        footer={
          <span className={messageLength > DETAILED_MESSAGE_MAX_CHARS ? 'font-semibold text-danger' : undefined}>
            {fields.message.counter(format.number(messageLength), format.number(DETAILED_MESSAGE_MAX_CHARS))}
          </span>
        }
      />
    </>
  );
}
