import { TextField } from '../../components/form/text-field.tsx';
import { AVAILABILITIES, CONTACT_PREFERENCES, DETAILED_MESSAGE_MAX_CHARS } from '../../domain/contact/index.ts';
import { requiredByPreference } from '../../domain/contact/detailed-steps.ts';
import { ChoiceGroup, optionsOf } from '../../components/form/choice-group.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/**
 * Step 4: who to contact and how. The phone is required for a call or WhatsApp, the availability for a
 * call, WhatsApp or a meeting; their labels say so as soon as the preference is chosen.
 */
export function ContactStep({ draft, errorOf, onSet, disabled, headingRef }: StepProps) {
  const { copy, format } = useBriefCopy();
  const { name, email, contactPreference, phone, availability, message } = copy.fields;
  const required = requiredByPreference(draft);
  const messageLength = draft.message.length;
  return (
    <StepFrame id={STEP_IDS[4]} {...copy.stepTitles[4]} headingRef={headingRef}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="name"
          autoComplete="name"
          required
          label={name.label}
          value={draft.name}
          error={errorOf('name')}
          onValueChange={(value) => onSet('name', value)}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={email.label}
          value={draft.email}
          error={errorOf('email')}
          onValueChange={(value) => onSet('email', value)}
        />
      </div>
      <ChoiceGroup
        name="contactPreference"
        legend={contactPreference.label}
        options={optionsOf(CONTACT_PREFERENCES, contactPreference.options)}
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
        label={phone.label}
        optionalLabel={required.phone ? phone.required : copy.optional}
        hint={phone.hint}
        value={draft.phone}
        error={errorOf('phone')}
        onValueChange={(value) => onSet('phone', value)}
      />
      <ChoiceGroup
        name="availability"
        legend={availability.label}
        note={required.availability ? availability.required : copy.optional}
        options={optionsOf(AVAILABILITIES, availability.options)}
        value={draft.availability}
        onChange={(value) => onSet('availability', value)}
        error={errorOf('availability')}
        disabled={disabled}
      />
      <TextField
        name="message"
        multiline
        label={message.label}
        optionalLabel={copy.optional}
        hint={message.hint}
        value={draft.message}
        error={errorOf('message')}
        onValueChange={(value) => onSet('message', value)}
        footer={
          <span className={messageLength > DETAILED_MESSAGE_MAX_CHARS ? 'font-semibold text-danger' : undefined}>
            {message.counter(format.number(messageLength), format.number(DETAILED_MESSAGE_MAX_CHARS))}
          </span>
        }
      />
    </StepFrame>
  );
}
