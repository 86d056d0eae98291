import { QuestionFields } from '../../components/form/question-fields.tsx';
import { briefQuestionsOf, type BriefGroup } from '../../domain/contact/brief-questions.ts';
import { BRIEF_SERVICES } from '../../domain/contact/detailed-limits.ts';
import { requiredByPreference } from '../../domain/contact/detailed-steps.ts';
import { useBriefCopy, type BriefAnswers } from './step-props.ts';

/** A group of the brief's questions (the domain's), in the brief's words. */
export function BriefQuestions({
  group,
  draft,
  errorOf,
  onSet,
  onToggleService,
  disabled,
}: BriefAnswers & { group: BriefGroup }) {
  const { copy } = useBriefCopy();
  return (
    <QuestionFields
      questions={briefQuestionsOf(group)}
      copy={copy.fields}
      optional={copy.optional}
      values={draft}
      requiredNow={requiredByPreference(draft)}
      errorOf={errorOf}
      onSet={(field, value) => field !== 'services' && onSet(field, value)}
      onToggle={(_field, option, checked) => {
        const service = BRIEF_SERVICES.find((s) => s === option);
        if (service) onToggleService(service, checked);
      }}
      disabled={disabled}
    />
  );
}
