import { useState } from 'react';
import { useErase, useRetention } from './api/data-duties.ts';
import { StaffForm } from './staff-form.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const ERASE_FIELDS = ['email', 'confirmation'] as const;

/** Right of erasure (the CLI's, confirmed by typing the address again) and the retention purge's last run. */
export function DataDuties() {
  const { ui, when, format } = useWorkspaceCopy();
  const copy = ui.data;
  const form = useStaffForm(ERASE_FIELDS);
  const [done, setDone] = useState<string>();
  const retention = useRetention();
  const erasure = useErase();

  const erase = form.handleSubmit(async (body) => {
    setDone(undefined);
    const result = await erasure.mutateAsync(body);
    if (!result.ok) return result;
    const kept = result.data.kept.map((c) => copy.keptCase(format.date(c.until)));
    setDone([copy.erased(result.data.leads, result.data.accounts), ...kept].join(' '));
    form.reset({ email: '', confirmation: '' });
    return { ok: true };
  });
  const run = retention.data?.lastRun;

  return (
    <div className="flex flex-col gap-10">
      <h2 className="font-display text-3xl text-ink">{copy.heading}</h2>
      <section aria-labelledby="erase-heading" className="flex max-w-md flex-col gap-4">
        <h3 id="erase-heading" className="text-lg font-semibold text-ink">
          {copy.eraseHeading}
        </h3>
        <p className="text-sm text-ink-muted">{copy.eraseIntro}</p>
        <StaffForm
          form={form}
          onSubmit={erase}
          done={done}
          submit={copy.erase}
          variant="destructive"
          className="flex flex-col gap-4"
          fields={[
            { name: 'email', id: 'erase-email', type: 'email', label: copy.email, autoComplete: 'off' },
            { name: 'confirmation', id: 'erase-confirmation', type: 'email', label: copy.confirm, autoComplete: 'off' },
          ]}
        />
      </section>
      <section aria-labelledby="purge-heading" className="flex flex-col gap-2">
        <h3 id="purge-heading" className="text-lg font-semibold text-ink">
          {copy.purgeHeading}
        </h3>
        {!run ? (
          <p className="text-sm text-ink-muted">{retention.data ? copy.purgeNever : ui.loading}</p>
        ) : (
          <>
            <p className="text-sm text-ink">{copy.purgeRan(when(run.ranAt))}</p>
            <ul className="text-sm text-ink">
              {Object.entries(copy.removed).map(([key, label]) => (
                <li key={key}>
                  {format.number(run.removed[key] ?? 0)} {label}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
