import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { MESSAGE_MAX_CHARS, type ClientDocument } from '../../domain/cases/index.ts';
import { documentHref } from './api/cases.ts';
import { useMessages, usePostMessage } from './api/dealings.ts';
import { CasePanel, CaseRead } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** The case's thread with the firm, oldest first, and a message to send. */
export function MessagesPanel({ caseId, open, documents }: { caseId: string; open: boolean; documents: ClientDocument[] }) {
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
                  {m.documentId ? (
                    <a
                      href={documentHref(caseId, m.documentId)}
                      download
                      className="text-sm break-all text-ink underline decoration-brass-500 underline-offset-4"
                    >
                      {w.attachment(documents.find((doc) => doc.id === m.documentId)?.name ?? '')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ol>
          )
        }
      </CaseRead>
      {open ? <MessageForm caseId={caseId} documents={documents.filter((doc) => doc.current)} /> : null}
    </CasePanel>
  );
}

function MessageForm({ caseId, documents }: { caseId: string; documents: ClientDocument[] }) {
  const { d } = useDealingsCopy();
  const { errorText } = useCaseCopy();
  const w = d.pages.messages;
  const id = useId();
  const [body, setBody] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { mutateAsync, isPending } = usePostMessage(caseId);
  const send = async () => {
    const result = await mutateAsync({ body, ...(documentId ? { documentId } : {}) });
    if (result.ok) {
      setBody('');
      setDocumentId('');
    }
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
      {documents.length > 0 ? (
        <>
          <label htmlFor={`${id}-attachment`} className="text-sm font-semibold text-ink">
            {w.attach}
          </label>
          <select
            id={`${id}-attachment`}
            value={documentId}
            onChange={(event) => setDocumentId(event.target.value)}
            className="min-h-12 border border-stone-400 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-ink"
          >
            <option value="">{w.noAttachment}</option>
            {documents.map((doc) => (
              <option key={doc.id} value={doc.id}>
                {doc.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
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
