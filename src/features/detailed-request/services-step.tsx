import { BRIEF_SERVICES, PRIORITIES } from '../../domain/contact/index.ts';
import { ChoiceGroup, optionsOf } from '../../components/form/choice-group.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 3: the services of interest (any number) and, optionally, what matters most. */
export function ServicesStep({ draft, errorOf, onSet, onToggleService, disabled, headingRef }: StepProps) {
  const { copy } = useBriefCopy();
  const { services, priority } = copy.fields;
  return (
    <StepFrame id={STEP_IDS[3]} {...copy.stepTitles[3]} headingRef={headingRef}>
      <ChoiceGroup
        name="services"
        legend={services.label}
        options={optionsOf(BRIEF_SERVICES, services.options)}
        value={draft.services}
        onChange={onToggleService}
        error={errorOf('services')}
        disabled={disabled}
      />
      <ChoiceGroup
        name="priority"
        legend={priority.label}
        note={copy.optional}
        options={optionsOf(PRIORITIES, priority.options)}
        value={draft.priority}
        onChange={(value) => onSet('priority', value)}
        error={errorOf('priority')}
        disabled={disabled}
        columns={3}
      />
    </StepFrame>
  );
}
