import { useState } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NOTE_MAX_CHARS, REQUEST_STATUSES, type RequestPage, type RequestStatus } from '../../domain/staff/index.ts';
import { useChangeRequest, type RequestChange } from './api/requests.ts';
import { useTeam } from './api/staff.ts';
import { FormMessage } from './form-message.tsx';
import { SelectField } from './select-field.tsx';
import { renamedFields, useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

/** The follow-up of a request: status (the client is e-mailed), assignee, private notes. */
export function RequestWork({
  page,
  staffId,
  onChanged,
}: {
  page: RequestPage;
  staffId: string;
  onChanged: (page: RequestPage) => void;
}) {
  const { ui, statusLabel, errorText } = useWorkspaceCopy();
  const copy = ui.request;
  const staff = useTeam();
  const change = useChangeRequest();
  const [done, setDone] = useState<string>();
  const { request } = page;
  const status = useStaffForm(['status'], { status: request.status });
  const assignee = useStaffForm(['assignee'], { assignee: request.assigneeId ?? '' });
  const note = useStaffForm(['text']);

  /** Sends a change; the answer is the request's new page (the inbox's pages are read again). */
  const send = async (sent: RequestChange, message: string) => {
    setDone(undefined);
    const result = await change.mutateAsync(sent);
    if (!result.ok) return renamedFields(result, { assigneeId: 'assignee' });
    onChanged(result.data);
    setDone(message);
    return { ok: true } as const;
  };
  const { id } = request;
  // The server checks the status against its list: a value outside it is refused by its field.
  const saveStatus = status.handleSubmit((v) => send({ id, status: v.status as RequestStatus }, copy.statusSaved));
  const assign = assignee.handleSubmit((v) => send({ id, assigneeId: v.assignee || null }, copy.assigned));
  const addNote = note.handleSubmit(async (v) => {
    const outcome = await send({ id, note: v.text }, copy.noteAdded);
    if (outcome.ok) note.reset({ text: '' });
    return outcome;
  });
  const people = staff.data?.staff ?? [{ id: staffId, name: '' }];
  const busy = status.pending || assignee.pending || note.pending;
  const failed = [status, assignee, note].find((form) => form.formError);
  const fieldText = (form: typeof status | typeof assignee, name: 'status' | 'assignee') => {
    const code = form.errorOf(name);
    return code ? errorText(code) : undefined;
  };

  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-sm font-semibold text-ink">{copy.work}</h3>
      <form ref={status.formRef} onSubmit={saveStatus} className="flex flex-wrap items-end gap-3">
        <SelectField
          id="request-status"
          name="status"
          label={copy.status}
          value={status.values.status}
          onChange={(e) => status.set('status', e.target.value)}
          error={fieldText(status, 'status')}
          options={REQUEST_STATUSES.map((s) => [s, statusLabel(s)] as const)}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {copy.saveStatus}
        </Button>
      </form>
      <form ref={assignee.formRef} onSubmit={assign} className="flex flex-wrap items-end gap-3">
        <SelectField
          id="request-assignee"
          name="assignee"
          label={copy.assignee}
          value={assignee.values.assignee}
          onChange={(e) => assignee.set('assignee', e.target.value)}
          error={fieldText(assignee, 'assignee')}
          options={[['', ui.inbox.nobody], ...people.map((p) => [p.id, p.name] as const)]}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {copy.assign}
        </Button>
      </form>
      <form ref={note.formRef} onSubmit={addNote} className="flex flex-col gap-3">
        <TextField
          {...note.textField('text', errorText)}
          id="request-note"
          multiline
          required
          maxLength={NOTE_MAX_CHARS}
          label={copy.note}
        />
        <Button type="submit" size="sm" variant="outline" disabled={busy} className="self-start">
          {copy.addNote}
        </Button>
      </form>
      <FormMessage form={failed} done={done} />
    </div>
  );
}
