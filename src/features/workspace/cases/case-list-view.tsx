import { CASE_SIDES, CASE_STATUSES } from '../../../domain/cases/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DEALINGS_MESSAGES } from '../../../i18n/dealings.ts';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { CASE_FILTER_KEYS, useStaffCases, type CaseFilterValues } from '../api/cases.ts';
import { useFirmWaiting } from '../api/dealings.ts';
import { useTeam } from '../api/staff.ts';
import { SelectField } from '../select-field.tsx';
import { useCaseWords } from './use-case-words.ts';
import { WaitingCell } from './waiting-cell.tsx';

/** The cases, newest first, filtered by side, status, assignee and an overdue next step (the filters live in the address). */
export function CaseListView({
  filters,
  onFilter,
  hrefOf,
  onOpen,
}: {
  filters: CaseFilterValues;
  onFilter: (filters: Record<string, string | undefined>) => void;
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
}) {
  const { p, c, ui, errorText, step, caseTitle, lang } = useCaseWords();
  const copy = p.staff.list;
  const read = useStaffCases(filters);
  const team = useTeam().data?.staff ?? [];
  const waiting = useFirmWaiting().data?.waiting ?? {};
  const any = ['', copy.any] as const;
  const waitingColumn = DEALINGS_MESSAGES[lang].staff.waiting.column;
  return (
    <section aria-labelledby="cases-heading" className="flex flex-col gap-6">
      <h2 id="cases-heading" className="font-display text-3xl text-ink">
        {copy.title}
      </h2>
      <form
        role="search"
        aria-label={copy.filters}
        key={JSON.stringify(filters)}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onFilter(Object.fromEntries(CASE_FILTER_KEYS.map((k) => [k, String(form.get(k) ?? '') || undefined])));
        }}
        className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          id="case-filter-side"
          name="side"
          label={copy.side}
          defaultValue={filters.side ?? ''}
          options={[any, ...CASE_SIDES.map((s) => [s, c.sides[s]] as const)]}
        />
        <SelectField
          id="case-filter-status"
          name="status"
          label={copy.status}
          defaultValue={filters.status ?? ''}
          options={[any, ...CASE_STATUSES.map((s) => [s, c.statuses[s]] as const)]}
        />
        <SelectField
          id="case-filter-assigned"
          name="assigned"
          label={copy.assigned}
          defaultValue={filters.assigned ?? ''}
          options={[any, ['me', copy.me], ['none', copy.nobody], ...team.map((s) => [s.id, s.name] as const)]}
        />
        <label className="flex min-h-12 items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="overdue"
            value="true"
            defaultChecked={filters.overdue === 'true'}
            className="size-5 accent-ink"
          />
          {copy.overdue}
        </label>
        <Button type="submit">{copy.apply}</Button>
      </form>
      {read.status === 'loading' ? <p role="status">{ui.loading}</p> : null}
      {read.status === 'failed' ? <p role="alert">{errorText(read.failure.code)}</p> : null}
      {read.status === 'ready' && read.data.cases.length === 0 ? <p role="status">{copy.empty}</p> : null}
      {read.status === 'ready' && read.data.cases.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm" data-testid="staff-cases">
            <caption className="sr-only">{copy.caption}</caption>
            <TableHead
              className="border-b border-stone-300 text-ink-muted"
              columns={[copy.case, copy.side, copy.client, copy.status, copy.next, copy.assigned, waitingColumn]}
            />
            <tbody>
              {read.data.cases.map((row) => (
                <tr key={row.id} className="border-b border-stone-200 align-top">
                  <td className="py-3 pr-4">
                    <a
                      href={hrefOf(row.id)}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(row.id);
                      }}
                      className="inline-flex min-h-11 items-center text-ink underline decoration-brass-500 underline-offset-4"
                    >
                      {caseTitle(row)}
                    </a>
                  </td>
                  <td className="py-3 pr-4">{c.sides[row.side]}</td>
                  <td className="py-3 pr-4 break-all">{row.client?.name ?? copy.noClient}</td>
                  <td className="py-3 pr-4">{c.statuses[row.status]}</td>
                  <td className="py-3 pr-4">
                    {row.nextStep ? step({ key: row.nextStep, label: null }) : p.allStepsDone}
                    {row.overdue ? <span className="block font-semibold text-danger">{p.overdue}</span> : null}
                  </td>
                  <td className="py-3 pr-4">{row.assignee?.name ?? copy.nobody}</td>
                  <WaitingCell waiting={waiting[row.id]} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
