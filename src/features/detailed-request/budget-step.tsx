import { BUDGETS, TIMELINES } from '../../domain/contact/index.ts';
import { ChoiceGroup, optionsOf } from '../../components/form/choice-group.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 2: the budget (or the property's estimated value) and the timeline. */
export function BudgetStep({ draft, errorOf, onSet, disabled, headingRef }: StepProps) {
  const { copy } = useBriefCopy();
  const { budget, timeline } = copy.fields;
  return (
    <StepFrame id={STEP_IDS[2]} {...copy.stepTitles[2]} headingRef={headingRef}>
      <ChoiceGroup
        name="budget"
        legend={budget.label}
        options={optionsOf(BUDGETS, budget.options)}
        value={draft.budget}
        onChange={(value) => onSet('budget', value)}
        error={errorOf('budget')}
        disabled={disabled}
      />
      <ChoiceGroup
        name="timeline"
        legend={timeline.label}
        options={optionsOf(TIMELINES, timeline.options)}
        value={draft.timeline}
        onChange={(value) => onSet('timeline', value)}
        error={errorOf('timeline')}
        disabled={disabled}
        columns={3}
      />
    </StepFrame>
  );
}
