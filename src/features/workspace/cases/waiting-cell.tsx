import type { FirmWaiting } from '../../../domain/cases/index.ts';
import { DEALINGS_MESSAGES } from '../../../i18n/dealings.ts';
import { useI18n } from '../../../i18n/index.tsx';

/** What waits on the firm in one case of the list: unanswered messages, feedback not released, offers without advice. */
export function WaitingCell({ waiting }: { waiting: FirmWaiting | undefined }) {
  const { lang } = useI18n();
  const w = DEALINGS_MESSAGES[lang].staff.waiting;
  const lines = waiting
    ? [
        waiting.messages > 0 ? w.messages(waiting.messages) : null,
        waiting.feedback > 0 ? w.feedback(waiting.feedback) : null,
        waiting.advice > 0 ? w.advice(waiting.advice) : null,
      ].filter((line): line is string => line !== null)
    : [];
  return (
    <td className="py-3" data-testid="case-waiting">
      {lines.length === 0 ? (
        <span className="text-ink-muted">{w.nothing}</span>
      ) : (
        <ul className="flex flex-col gap-1 font-semibold text-ink">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </td>
  );
}
