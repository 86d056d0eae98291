import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MESSAGE_MAX_CHARS, isClosed, type StaffCase, type ThreadMessage } from '../../../domain/cases/index.ts';
import { useSendStaffMessage, useStaffMessages } from '../api/dealings.ts';
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
            <MessageItem key={m.id} message={m} />
          ))}
        </ol>
      ) : null}
      {isClosed(kase.status) ? null : <SendMessage caseId={kase.id} />}
    </section>
  );
}

function MessageItem({ message }: { message: ThreadMessage }) {
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
      {fromClient ? null : <p className="text-xs text-ink-muted">{receipt}</p>}
    </li>
  );
}

function SendMessage({ caseId }: { caseId: string }) {
  const { s, errorText } = useDealingWords();
  const send = useSendStaffMessage();
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<WriteStatus>(null);
  const submit = async () => {
    const result = await send.mutateAsync({ caseId, body });
    if (result.ok) setBody('');
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
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="sm" disabled={send.isPending || body.trim() === ''}>
          {s.messages.send}
        </Button>
        <WriteNote status={status} />
      </div>
    </form>
  );
}
