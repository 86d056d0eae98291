import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FEEDBACK_MAX_CHARS, RATING_MAX, RATING_MIN, type StaffViewing } from '../../../domain/cases/index.ts';
import { useSaveFeedback } from '../api/dealings.ts';
import { SelectField } from '../select-field.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/** A done viewing's feedback: what the visitor said and the agent's rating, the firm's until released to the seller. */
export function ViewingFeedbackForm({ caseId, viewing, open }: { caseId: string; viewing: StaffViewing; open: boolean }) {
  const { s, errorText, when } = useDealingWords();
  const w = s.feedback;
  const save = useSaveFeedback();
  const [said, setSaid] = useState(viewing.feedback.said);
  const [rating, setRating] = useState(viewing.feedback.rating === null ? '' : String(viewing.feedback.rating));
  const [status, setStatus] = useState<WriteStatus>(null);
  const { releasedAt } = viewing.feedback;
  const send = async (released: boolean) => {
    const result = await save.mutateAsync({
      caseId,
      viewingId: viewing.id,
      version: viewing.version,
      said,
      rating: rating === '' ? null : Number(rating),
      ...(released ? { released: true } : {}),
    });
    setStatus(
      result.ok
        ? { ok: true, text: s.viewings.saved }
        : { ok: false, text: result.status === 412 ? s.viewings.stale : errorText(result.code) },
    );
  };
  const id = `feedback-${viewing.id}`;
  return (
    <form
      aria-label={w.title}
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
      className="grid gap-4 border-l-2 border-brass-500 pl-4 sm:grid-cols-2"
    >
      <p className="text-sm text-ink-muted sm:col-span-2">{releasedAt ? w.released(when(releasedAt)) : w.notReleased}</p>
      <TextField
        id={`${id}-said`}
        name="said"
        multiline
        maxLength={FEEDBACK_MAX_CHARS}
        label={w.said}
        value={said}
        onValueChange={setSaid}
        disabled={!open}
      />
      <SelectField
        id={`${id}-rating`}
        label={w.rating}
        value={rating}
        disabled={!open}
        onChange={(event) => setRating(event.target.value)}
        options={[['', w.noRating], ...RATINGS.map((r) => [r, r] as const)]}
      />
      {open ? (
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
            {w.save}
          </Button>
          {releasedAt ? null : (
            <Button size="sm" disabled={save.isPending || (said.trim() === '' && rating === '')} onClick={() => void send(true)}>
              {w.release}
            </Button>
          )}
          <WriteNote status={status} />
        </div>
      ) : null}
    </form>
  );
}
