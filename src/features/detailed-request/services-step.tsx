import { BriefQuestions } from './brief-questions.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 3: the services of interest (any number) and, optionally, what matters most. */
export function ServicesStep({ headingRef, ...fields }: StepProps) {
  const { copy } = useBriefCopy();
  return (
    <StepFrame id={STEP_IDS[3]} {...copy.stepTitles[3]} headingRef={headingRef}>
      <BriefQuestions group="services" {...fields} />
    </StepFrame>
  );
}
