import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { NOTICE_FREQUENCIES, type NoticeFrequency } from '../../domain/cases/index.ts';
import { useNotices, useSetNotices } from './api/cases.ts';
import { CasePanel, CaseRead } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';

/** When the client hears of news by e-mail: as it happens (bundled, at most hourly), once a day, or never. */
export function NoticesPanel() {
  const { p } = useCaseCopy();
  const read = useNotices();
  return (
    <CasePanel id="case-notices" title={p.notices.title} intro={p.notices.intro}>
      <CaseRead read={read}>{({ frequency }) => <NoticesForm key={frequency} saved={frequency} />}</CaseRead>
    </CasePanel>
  );
}

function NoticesForm({ saved }: { saved: NoticeFrequency }) {
  const { p, c, errorText } = useCaseCopy();
  const [choice, setChoice] = useState(saved);
  const { mutateAsync, isPending } = useSetNotices();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    const result = await mutateAsync(choice);
    setAnswer(result.ok ? { ok: true, text: p.notices.saved } : { ok: false, text: errorText(result.code) });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-5"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{p.notices.legend}</legend>
        {NOTICE_FREQUENCIES.map((f) => (
          <label key={f} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="radio"
              name="notice-frequency"
              value={f}
              checked={choice === f}
              onChange={() => setChoice(f)}
              className="size-5 accent-ink"
            />
            {c.frequencies[f]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isPending}>
          {p.notices.save}
        </Button>
        <p aria-live="polite" role={answer && !answer.ok ? 'alert' : undefined} className="text-sm text-ink">
          {answer?.text}
        </p>
      </div>
    </form>
  );
}
