import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FIELD_CONTROL_CLASSES, Field } from '../../components/ui/field.tsx';
import { REQUEST_STATUSES } from '../../domain/staff/index.ts';
import { cn } from '../../lib/cn.ts';
import { FormMessage } from './form-message.tsx';
import { SelectField } from './select-field.tsx';
import { useApiData } from './use-api-data.ts';
import { useSubmit } from './use-submit.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { api, type RequestPage, type StaffOption } from './workspace-api.ts';

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
  const { lang, ui, statusLabel, internalError } = useWorkspaceCopy();
  const copy = ui.request;
  const staff = useApiData<{ staff: StaffOption[] }>('/api/staff/staff');
  const { error, busy, handle } = useSubmit(internalError);
  const [done, setDone] = useState<string>();
  const path = `/api/staff/requests/${page.request.id}`;

  const send = (method: string, url: string, body: unknown, message: string, element?: HTMLFormElement) =>
    api<RequestPage>(lang, url, { method, body }).then((next) => {
      onChanged(next);
      setDone(message);
      element?.reset();
    });

  const status = handle((form) => send('PATCH', path, { status: form.get('status') }, copy.statusSaved));
  const assign = handle((form) => send('PATCH', path, { assigneeId: String(form.get('assignee') || '') || null }, copy.assigned));
  const note = handle((form, element) => send('POST', `${path}/notes`, { text: form.get('text') }, copy.noteAdded, element));
  const people = staff.data?.staff ?? [{ id: staffId, name: '' }];

  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-sm font-semibold text-ink">{copy.work}</h3>
      <form onSubmit={status} className="flex flex-wrap items-end gap-3" key={`s-${page.request.status}`}>
        <SelectField
          id="request-status"
          name="status"
          label={copy.status}
          defaultValue={page.request.status}
          options={REQUEST_STATUSES.map((s) => [s, statusLabel(s)] as const)}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {copy.saveStatus}
        </Button>
      </form>
      <form onSubmit={assign} className="flex flex-wrap items-end gap-3" key={`a-${page.request.assigneeId}-${people.length}`}>
        <SelectField
          id="request-assignee"
          name="assignee"
          label={copy.assignee}
          defaultValue={page.request.assigneeId ?? ''}
          options={[['', ui.inbox.nobody], ...people.map((p) => [p.id, p.name] as const)]}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {copy.assign}
        </Button>
      </form>
      <form onSubmit={note} className="flex flex-col gap-3">
        <Field id="request-note" label={copy.note}>
          {(control) => (
            <textarea {...control} name="text" rows={3} required maxLength={2000} className={cn(FIELD_CONTROL_CLASSES, 'py-3')} />
          )}
        </Field>
        <Button type="submit" size="sm" variant="outline" disabled={busy} className="self-start">
          {copy.addNote}
        </Button>
      </form>
      <FormMessage error={error} done={error ? undefined : done} />
    </div>
  );
}
