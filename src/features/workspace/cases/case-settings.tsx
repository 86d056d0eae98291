import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CASE_STATUSES, canMoveCase, isClosed, type CaseStatus, type StaffCase } from '../../../domain/cases/index.ts';
import { useChangeCase } from '../api/cases.ts';
import { useTeam } from '../api/staff.ts';
import { SelectField } from '../select-field.tsx';
import { useCaseWords } from './use-case-words.ts';

/** The case's status (only the moves its own allows) and who is assigned, saved on the version read. */
export function CaseSettings({ kase }: { kase: StaffCase }) {
  const { p, c, errorText } = useCaseWords();
  const copy = p.staff.settings;
  const team = useTeam().data?.staff ?? [];
  const change = useChangeCase();
  const [status, setStatus] = useState<CaseStatus>(kase.status);
  const [assignee, setAssignee] = useState(kase.assignee?.id ?? '');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const statuses = CASE_STATUSES.filter((s) => s === kase.status || canMoveCase(kase.status, s));
  const save = async () => {
    const result = await change.mutateAsync({
      id: kase.id,
      version: kase.version,
      ...(status !== kase.status ? { status } : {}),
      ...(assignee !== (kase.assignee?.id ?? '') ? { assigneeId: assignee || null } : {}),
    });
    setAnswer(result.ok ? { ok: true, text: copy.saved } : { ok: false, text: errorText(result.code) });
  };
  return (
    <section aria-labelledby="case-settings-title" className="border border-stone-300 px-5 py-6">
      <h3 id="case-settings-title" className="font-display text-2xl text-ink">
        {copy.title}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="mt-4 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <SelectField
          id="case-status"
          label={copy.status}
          value={status}
          disabled={isClosed(kase.status)}
          onChange={(event) => setStatus(event.target.value as CaseStatus)}
          options={statuses.map((s) => [s, c.statuses[s]] as const)}
        />
        <SelectField
          id="case-assignee"
          label={copy.assignee}
          value={assignee}
          disabled={isClosed(kase.status)}
          onChange={(event) => setAssignee(event.target.value)}
          options={[['', copy.nobody], ...team.map((s) => [s.id, s.name] as const)]}
        />
        <Button type="submit" size="sm" disabled={change.isPending || isClosed(kase.status)}>
          {copy.save}
        </Button>
      </form>
      <p role={answer && !answer.ok ? 'alert' : 'status'} className="mt-3 text-sm text-ink empty:hidden">
        {answer?.text ?? ''}
      </p>
    </section>
  );
}
