import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { OwnerReport, StaffCase } from '../../../domain/cases/index.ts';
import { useHoldReport, useReportPreview } from '../api/dealings.ts';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

/** The seller's next weekly report as it stands, its e-mail as it will go out, and the firm's hold on it. */
export function CaseReport({ kase }: { kase: StaffCase }) {
  const { s, ui, errorText } = useDealingWords();
  const read = useReportPreview(kase.id);
  return (
    <section aria-labelledby="case-report-title" className="flex flex-col gap-4 border border-stone-300 px-5 py-6">
      <div>
        <h3 id="case-report-title" className="font-display text-2xl text-ink">
          {s.report.title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{s.report.intro}</p>
      </div>
      {read.status === 'loading' ? <p role="status">{ui.loading}</p> : null}
      {read.status === 'failed' ? <p role="alert">{errorText(read.failure.code)}</p> : null}
      {read.status === 'ready' ? <ReportPreview caseId={kase.id} report={read.data.report} /> : null}
    </section>
  );
}

function ReportPreview({ caseId, report }: { caseId: string; report: OwnerReport }) {
  const { s, errorText, format } = useDealingWords();
  const hold = useHoldReport();
  const [status, setStatus] = useState<WriteStatus>(null);
  const held = report.status === 'held';
  const toggle = async () => {
    const result = await hold.mutateAsync({ caseId, week: report.week, held: !held });
    setStatus(result.ok ? null : { ok: false, text: errorText(result.code) });
  };
  return (
    <div className="flex flex-col gap-3" data-testid="staff-report">
      <p className="font-semibold text-ink">
        {s.report.week(format.day(`${report.week}T12:00:00Z`))} ·{' '}
        <span data-testid="staff-report-status">{s.report.status[report.status]}</span>
      </p>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm text-ink">{s.report.email}</summary>
        <pre className="font-sans text-sm whitespace-pre-wrap text-ink/85">{report.text}</pre>
      </details>
      {report.status === 'sent' ? null : (
        <div className="flex flex-wrap items-center gap-4">
          <Button size="sm" variant="outline" disabled={hold.isPending} onClick={() => void toggle()}>
            {held ? s.report.release : s.report.hold}
          </Button>
          <WriteNote status={status} />
        </div>
      )}
    </div>
  );
}
