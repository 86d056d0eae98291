import { BriefQuestions } from './brief-questions.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 2: the budget (or the property's estimated value) and the timeline. */
export function BudgetStep({ headingRef, ...fields }: StepProps) {
  const { copy } = useBriefCopy();
  return (
    <StepFrame id={STEP_IDS[2]} {...copy.stepTitles[2]} headingRef={headingRef}>
      <BriefQuestions group="budget" {...fields} />
    </StepFrame>
  );
}
