import { BriefQuestions } from './brief-questions.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 1: the type of property, the goal and the location. */
export function PropertyStep({ headingRef, ...fields }: StepProps) {
  const { copy } = useBriefCopy();
  return (
    <StepFrame id={STEP_IDS[1]} {...copy.stepTitles[1]} headingRef={headingRef}>
      <BriefQuestions group="property" {...fields} />
    </StepFrame>
  );
}
