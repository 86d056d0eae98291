import { TextField } from '../../components/form/text-field.tsx';
import { GOALS, PROPERTY_TYPES } from '../../domain/contact/index.ts';
import { ChoiceGroup, optionsOf } from '../../components/form/choice-group.tsx';
import { StepFrame } from './step-frame.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';

/** Step 1: the type of property, the goal and the location. */
export function PropertyStep({ draft, errorOf, onSet, disabled, headingRef }: StepProps) {
  const { copy } = useBriefCopy();
  const { propertyType, goal, location } = copy.fields;
  return (
    <StepFrame id={STEP_IDS[1]} {...copy.stepTitles[1]} headingRef={headingRef}>
      <ChoiceGroup
        name="propertyType"
        legend={propertyType.label}
        options={optionsOf(PROPERTY_TYPES, propertyType.options)}
        value={draft.propertyType}
        onChange={(value) => onSet('propertyType', value)}
        error={errorOf('propertyType')}
        disabled={disabled}
        columns={3}
      />
      <ChoiceGroup
        name="goal"
        legend={goal.label}
        options={optionsOf(GOALS, goal.options)}
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
        label={location.label}
        hint={location.hint}
        value={draft.location}
        error={errorOf('location')}
        onValueChange={(value) => onSet('location', value)}
      />
    </StepFrame>
  );
}
