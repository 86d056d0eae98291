import { CLIENT_TYPES, SERVICE_TYPES } from '../../domain/contact/index.ts';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../domain/staff/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import type { StaffOption } from '../../domain/staff/index.ts';

export const FILTER_KEYS = ['status', 'kind', 'service', 'clientType', 'from', 'to', 'assignee', 'q'] as const;

/** The inbox's filters as a form; submitting puts them in the address (so a filtered list can be linked). */
export function InboxFilters({
  values,
  staff,
  onApply,
}: {
  values: URLSearchParams;
  staff: StaffOption[];
  onApply: (filters: Record<string, string | undefined>) => void;
}) {
  const { ui, statusLabel, serviceLabel, clientTypeLabel } = useWorkspaceCopy();
  const copy = ui.inbox;
  const any = ['', copy.any] as const;
  return (
    <form
      role="search"
      aria-label={copy.filters}
      key={values.toString()}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, String(form.get(k) ?? '').trim() || undefined])));
      }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        id="filter-q"
        name="q"
        type="search"
        label={copy.search}
        defaultValue={values.get('q') ?? ''}
        autoComplete="off"
      />
      <SelectField
        id="filter-status"
        name="status"
        label={copy.status}
        defaultValue={values.get('status') ?? ''}
        options={[any, ...REQUEST_STATUSES.map((s) => [s, statusLabel(s)] as const)]}
      />
      <SelectField
        id="filter-kind"
        name="kind"
        label={copy.kind}
        defaultValue={values.get('kind') ?? ''}
        options={[any, ...REQUEST_KINDS.map((k) => [k, copy.kinds[k]] as const)]}
      />
      <SelectField
        id="filter-service"
        name="service"
        label={copy.service}
        defaultValue={values.get('service') ?? ''}
        options={[any, ...SERVICE_TYPES.map((s) => [s, serviceLabel(s)] as const)]}
      />
      <SelectField
        id="filter-client-type"
        name="clientType"
        label={copy.clientType}
        defaultValue={values.get('clientType') ?? ''}
        options={[any, ...CLIENT_TYPES.map((s) => [s, clientTypeLabel(s)] as const)]}
      />
      <TextField id="filter-from" name="from" type="date" label={copy.from} defaultValue={values.get('from') ?? ''} />
      <TextField id="filter-to" name="to" type="date" label={copy.to} defaultValue={values.get('to') ?? ''} />
      <SelectField
        id="filter-assignee"
        name="assignee"
        label={copy.assignee}
        defaultValue={values.get('assignee') ?? ''}
        options={[any, ['me', copy.me], ['none', copy.nobody], ...staff.map((s) => [s.id, s.name] as const)]}
      />
      <div className="flex items-end gap-3">
        <Button type="submit">{copy.apply}</Button>
        <Button type="button" variant="ghost" onClick={() => onApply({})}>
          {copy.clear}
        </Button>
      </div>
    </form>
  );
}
