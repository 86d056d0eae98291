import { PORTAL_CASES_QUERY } from '../../config/routes.ts';
import { useRouter } from '../../lib/router.tsx';
import { searchParams } from '../../lib/use-search.ts';
import { useReports } from './api/dealings.ts';
import { CasePanel, CaseRead } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** The seller's weekly reports as sent, newest first, each a link to its page. */
export function ReportsPanel({ caseId }: { caseId: string }) {
  const { d, when } = useDealingsCopy();
  const { format, lang } = useCaseCopy();
  const { navigate } = useRouter();
  const search = (week: string) =>
    searchParams({ [PORTAL_CASES_QUERY.case.key[lang]]: caseId, [PORTAL_CASES_QUERY.report.key[lang]]: week });
  const w = d.reports;
  const read = useReports(caseId);
  return (
    <CasePanel id="case-reports" title={w.title} intro={w.intro}>
      <CaseRead read={read}>
        {({ reports }) =>
          reports.length === 0 ? (
            <p className="text-ink-muted">{w.empty}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {reports.map((r) => (
                <li key={r.week} className="flex flex-wrap items-baseline gap-x-3">
                  <a
                    href={`?${search(r.week)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate({ search: search(r.week) });
                    }}
                    className="inline-flex min-h-11 items-center font-semibold text-ink underline decoration-brass-500 underline-offset-4"
                  >
                    {w.week(format.day(`${r.week}T12:00:00Z`))}
                  </a>
                  <span className="text-sm text-ink-muted">{w.sentOn(when(r.sentAt))}</span>
                </li>
              ))}
            </ul>
          )
        }
      </CaseRead>
    </CasePanel>
  );
}
