import { TextField } from '../../components/form/text-field.tsx';
import { BriefQuestions } from './brief-questions.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 4: who to contact (name and e-mail), how, when, and a message. */
export function ContactStep({ headingRef, ...fields }: StepProps) {
  const { copy } = useBriefCopy();
  const { draft, errorOf, onSet } = fields;
  return (
    <StepFrame id={STEP_IDS[4]} {...copy.stepTitles[4]} headingRef={headingRef}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="name"
          autoComplete="name"
          required
          label={copy.fields.name.label}
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
          label={copy.fields.email.label}
          value={draft.email}
          error={errorOf('email')}
          onValueChange={(value) => onSet('email', value)}
        />
      </div>
      <BriefQuestions group="contactWay" {...fields} />
    </StepFrame>
  );
}
