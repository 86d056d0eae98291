import type { Ref } from 'react';
import { MESSAGE_MAX_CHARS } from '../../domain/contact/index.ts';
import type { ContactDraft, ContactTextField, FieldErrors } from '../../domain/contact/steps.ts';
import { contactErrorKey, useI18n } from '../../i18n/index.tsx';
import { StepHeading } from '../../components/form/step-heading.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useContactCopy } from './use-contact-copy.ts';

type Props = {
  /** Before hydration, the form is one page: the referrer shows for everyone, said to be for recommended visitors. */
  allFields?: boolean;
  draft: ContactDraft;
  errors: FieldErrors;
  onEdit: (field: ContactTextField, value: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 3: e-mail, optional phone, "referred by" (recommended only) and the message with a counter. */
export function ContactDetailsStep({ allFields = false, draft, errors, onEdit, headingRef }: Props) {
  const { tk, format } = useI18n();
  const steps = useContactCopy();
  const copy = steps.contactStep;
  const error = (field: ContactTextField) => {
    const code = errors[field];
    return code ? tk(contactErrorKey(code)) : undefined;
  };
  const messageLength = draft.message.length;
  return (
    <div role="group" aria-labelledby="contact-step-contact">
      <StepHeading id="contact-step-contact" ref={headingRef} title={copy.title} hint={copy.hint} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={copy.email}
          value={draft.email}
          error={error('email')}
          onValueChange={(value) => onEdit('email', value)}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          label={copy.phone}
          optionalLabel={copy.optional}
          value={draft.phone}
          error={error('phone')}
          onValueChange={(value) => onEdit('phone', value)}
        />
      </div>
      {allFields || draft.clientType === 'recommended' ? (
        <div className="mt-6">
          <TextField
            name="referredBy"
            autoComplete="off"
            required={!allFields}
            label={copy.referredBy}
            hint={allFields ? steps.noScript.referredByHint : copy.referredByHint}
            value={draft.referredBy}
            error={error('referredBy')}
            onValueChange={(value) => onEdit('referredBy', value)}
          />
        </div>
      ) : null}
      <div className="mt-6">
        <TextField
          name="message"
          multiline
          required
          label={copy.message}
          hint={copy.messageHint}
          value={draft.message}
          error={error('message')}
          onValueChange={(value) => onEdit('message', value)}
          footer={
            <span className={messageLength > MESSAGE_MAX_CHARS ? 'font-semibold text-danger' : undefined}>
              {copy.counter(format.number(messageLength), format.number(MESSAGE_MAX_CHARS))}
            </span>
          }
        />
      </div>
    </div>
  );
}
