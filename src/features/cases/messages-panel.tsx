import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { MESSAGE_MAX_CHARS } from '../../domain/cases/index.ts';
import { useMessages, usePostMessage } from './api/dealings.ts';
import { CasePanel, CaseRead } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** The case's thread with the firm, oldest first, and a message to send. */
export function MessagesPanel({ caseId, open }: { caseId: string; open: boolean }) {
  const { d, when } = useDealingsCopy();
  const w = d.pages.messages;
  const read = useMessages(caseId);
  return (
    <CasePanel id="case-messages" title={w.title} intro={w.intro}>
      <CaseRead read={read}>
        {({ messages }) =>
          messages.length === 0 ? (
            <p className="text-ink-muted">{w.empty}</p>
          ) : (
            <ol className="flex flex-col gap-4" data-testid="case-messages-list">
              {messages.map((m) => (
                <li key={m.id} className={m.from === 'client' ? 'self-end border-l-2 border-brass-500 pl-3' : 'pl-3'}>
                  <p className="text-sm font-semibold text-ink">
                    {m.from === 'client' ? w.you : w.firm} · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                  </p>
                  <p className="whitespace-pre-line text-ink/85">{m.body}</p>
                </li>
              ))}
            </ol>
          )
        }
      </CaseRead>
      {open ? <MessageForm caseId={caseId} /> : null}
    </CasePanel>
  );
}

function MessageForm({ caseId }: { caseId: string }) {
  const { d } = useDealingsCopy();
  const { errorText } = useCaseCopy();
  const w = d.pages.messages;
  const id = useId();
  const [body, setBody] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { mutateAsync, isPending } = usePostMessage(caseId);
  const send = async () => {
    const result = await mutateAsync(body);
    if (result.ok) setBody('');
    setAnswer(result.ok ? { ok: true, text: w.sent } : { ok: false, text: errorText(result.code) });
  };
  return (
    <form
      className="mt-6 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {w.label}
      </label>
      <textarea
        id={id}
        value={body}
        maxLength={MESSAGE_MAX_CHARS}
        required
        rows={4}
        onChange={(event) => setBody(event.target.value)}
        className="border border-stone-400 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-ink"
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isPending || body.trim() === ''}>
          {w.send}
        </Button>
        <p aria-live="polite" role={answer && !answer.ok ? 'alert' : undefined} className="text-sm text-ink">
          {answer?.text}
        </p>
      </div>
    </form>
  );
}
