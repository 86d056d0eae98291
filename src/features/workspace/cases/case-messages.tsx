import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MESSAGE_MAX_CHARS, isClosed, type StaffCase, type ThreadMessage } from '../../../domain/cases/index.ts';
import { staffDocumentHref } from '../api/cases.ts';
import { useSendStaffMessage, useStaffMessages } from '../api/dealings.ts';
import { SelectField } from '../select-field.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

/** The thread with the client, oldest first, each message with its read receipt; reading it marks the client's read. */
export function CaseMessages({ kase }: { kase: StaffCase }) {
  const { s, ui, errorText } = useDealingWords();
  const read = useStaffMessages(kase.id);
  return (
    <section aria-labelledby="case-messages-title" className="flex flex-col gap-4 border border-stone-300 px-5 py-6">
      <h3 id="case-messages-title" className="font-display text-2xl text-ink">
        {s.messages.title}
      </h3>
      {read.status === 'loading' ? <p role="status">{ui.loading}</p> : null}
      {read.status === 'failed' ? <p role="alert">{errorText(read.failure.code)}</p> : null}
      {read.status === 'ready' && read.data.messages.length === 0 ? <p className="text-ink-muted">{s.messages.empty}</p> : null}
      {read.status === 'ready' && read.data.messages.length > 0 ? (
        <ol aria-label={s.messages.thread} className="flex flex-col gap-4" data-testid="staff-messages">
          {read.data.messages.map((m) => (
            <MessageItem key={m.id} kase={kase} message={m} />
          ))}
        </ol>
      ) : null}
      {isClosed(kase.status) ? null : <SendMessage kase={kase} />}
    </section>
  );
}

function MessageItem({ kase, message }: { kase: StaffCase; message: ThreadMessage }) {
  const { s, when } = useDealingWords();
  const fromClient = message.from === 'client';
  const receipt = message.readAt ? s.messages.read(when(message.readAt)) : s.messages.unread;
  return (
    <li className={fromClient ? 'border-l-2 border-brass-500 pl-3' : 'self-end pl-3'}>
      <p className="text-sm font-semibold text-ink">
        {fromClient ? s.messages.client : (message.authorName ?? '')} ·{' '}
        <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
      </p>
      <p className="whitespace-pre-line text-ink/85">{message.body}</p>
      {message.documentId ? (
        <a
          href={staffDocumentHref(kase.id, message.documentId)}
          download
          className="text-sm break-all text-ink underline decoration-brass-500 underline-offset-4"
        >
          {s.messages.attachment(kase.documents.find((doc) => doc.id === message.documentId)?.name ?? '')}
        </a>
      ) : null}
      {fromClient ? null : <p className="text-xs text-ink-muted">{receipt}</p>}
    </li>
  );
}

/** A message to the client, with a shared document of the case attached if wanted (a firm-only one is not theirs to open). */
function SendMessage({ kase }: { kase: StaffCase }) {
  const { s, errorText } = useDealingWords();
  const send = useSendStaffMessage();
  const [body, setBody] = useState('');
  const [documentId, setDocumentId] = useState('');
  const shared = kase.documents.filter((doc) => doc.current && doc.visibility === 'shared');
  const [status, setStatus] = useState<WriteStatus>(null);
  const submit = async () => {
    const result = await send.mutateAsync({ caseId: kase.id, body, ...(documentId ? { documentId } : {}) });
    if (result.ok) {
      setBody('');
      setDocumentId('');
    }
    setStatus(result.ok ? { ok: true, text: s.messages.sent } : { ok: false, text: errorText(result.code) });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-3"
    >
      <TextField
        id="staff-message"
        name="body"
        multiline
        required
        maxLength={MESSAGE_MAX_CHARS}
        label={s.messages.label}
        value={body}
        onValueChange={setBody}
      />
      {shared.length > 0 ? (
        <SelectField
          id="staff-message-attachment"
          label={s.messages.attach}
          value={documentId}
          onChange={(event) => setDocumentId(event.target.value)}
          options={[['', s.messages.noAttachment], ...shared.map((doc) => [doc.id, doc.name] as const)]}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="sm" disabled={send.isPending || body.trim() === ''}>
          {s.messages.send}
        </Button>
        <WriteNote status={status} />
      </div>
    </form>
  );
}
