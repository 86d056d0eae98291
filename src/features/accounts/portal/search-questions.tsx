import { QuestionFields } from '../../../components/form/question-fields.tsx';
import { briefQuestionsOf, type BriefGroup } from '../../../domain/contact/brief-questions.ts';
import { BRIEF_SERVICES, BUYER_GOALS, BUYER_SERVICES, type BriefService } from '../../../domain/contact/detailed-limits.ts';
import { requiredByPreference, type DetailedDraft, type DetailedField } from '../../../domain/contact/detailed-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../../i18n/detailed-request.ts';
import { useI18n } from '../../../i18n/index.tsx';

/** A buyer's search offers a buyer's goals and services only (the seller's are refused at the door). */
const OFFERED = { goal: BUYER_GOALS, services: BUYER_SERVICES };

/** A group of the brief's questions (the domain's, as the public brief asks them), for a buyer, in the brief's words. */
export function SearchQuestions({
  group,
  draft,
  errorOf,
  onSet,
  onLeave,
  onToggleService,
  disabled,
}: {
  group: BriefGroup;
  draft: DetailedDraft;
  errorOf: (field: DetailedField) => string | undefined;
  onSet: (field: DetailedField, value: string) => void;
  onLeave: (field: DetailedField) => void;
  onToggleService: (service: BriefService, checked: boolean) => void;
  disabled: boolean;
}) {
  const copy = DETAILED_REQUEST_MESSAGES[useI18n().lang];
  return (
    <div className="flex flex-col gap-8">
      <QuestionFields
        questions={briefQuestionsOf(group)}
        copy={copy.fields}
        optional={copy.optional}
        values={draft}
        requiredNow={requiredByPreference(draft)}
        offered={OFFERED}
        errorOf={errorOf}
        onSet={onSet}
        onToggle={(_field, option, checked) => {
          const service = BRIEF_SERVICES.find((s) => s === option);
          if (service) onToggleService(service, checked);
        }}
        onLeave={onLeave}
        disabled={disabled}
      />
    </div>
  );
}
