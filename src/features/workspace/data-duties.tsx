import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from './form-message.tsx';
import { TextField } from './text-field.tsx';
import { useApiData } from './use-api-data.ts';
import { useSubmit } from './use-submit.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { api } from './workspace-api.ts';

type LastRun = { lastRun: { ranAt: string; removed: Record<string, number> } | null };

/** Right of erasure (the CLI's, confirmed by typing the address again) and the retention purge's last run. */
export function DataDuties() {
  const { lang, ui, when, format, internalError } = useWorkspaceCopy();
  const copy = ui.data;
  const { error, busy, handle } = useSubmit(internalError);
  const [done, setDone] = useState<string>();
  const retention = useApiData<LastRun>('/api/staff/retention');

  const erase = handle(async (form, element) => {
    const result = await api<{ leads: number; accounts: number }>(lang, '/api/staff/erase', {
      method: 'POST',
      body: { email: form.get('email'), confirmation: form.get('confirmation') },
    });
    setDone(copy.erased(result.leads, result.accounts));
    element.reset();
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
        <form onSubmit={erase} className="flex flex-col gap-4" noValidate>
          <TextField id="erase-email" name="email" type="email" label={copy.email} autoComplete="off" required />
          <TextField id="erase-confirmation" name="confirmation" type="email" label={copy.confirm} autoComplete="off" required />
          <FormMessage error={error} done={error ? undefined : done} />
          <Button type="submit" variant="destructive" disabled={busy} className="self-start">
            {copy.erase}
          </Button>
        </form>
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
