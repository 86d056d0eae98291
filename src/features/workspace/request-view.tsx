import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useRequestPage } from './api/requests.ts';
import { BriefAnswers } from './brief-answers.tsx';
import { RequestCase } from './cases/open-case.tsx';
import { RequestHistory } from './request-history.tsx';
import { RequestWork } from './request-work.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

/** One request: what the client sent, their account, the follow-up (status, assignee, notes) and its history. */
export function RequestView({
  id,
  staffId,
  onBack,
  caseHref,
  onOpenCase,
}: {
  id: string;
  staffId: string;
  onBack: () => void;
  caseHref: (caseId: string) => string;
  onOpenCase: (caseId: string) => void;
}) {
  const { ui, when, serviceLabel, clientTypeLabel, errorText } = useWorkspaceCopy();
  const copy = ui.request;
  const page = useRequestPage(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !!page.data;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (page.status === 'failed') return <p role="alert">{errorText(page.failure.code)}</p>;
  if (page.status === 'loading') return <p role="status">{ui.loading}</p>;
  const { request, account } = page.data;
  const rows: [string, string][] = [
    ...(request.name ? [[copy.name, request.name] as [string, string]] : []),
    [ui.inbox.email, request.email],
    [copy.phone, request.phone ?? copy.none],
    [ui.inbox.service, serviceLabel(request.service)],
    [ui.inbox.clientType, clientTypeLabel(request.clientType)],
    [copy.referredBy, request.referredBy ?? copy.none],
    [copy.lang, request.lang.toUpperCase()],
  ];
  return (
    <article aria-labelledby="request-heading" className="flex flex-col gap-8">
      <div>
        <Button variant="link" size="sm" onClick={onBack}>
          {copy.back}
        </Button>
        <h2 id="request-heading" ref={heading} tabIndex={-1} className="mt-2 font-display text-3xl text-ink outline-none">
          {copy.heading(when(request.createdAt))}
        </h2>
      </div>
      <section aria-labelledby="request-sent" className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 id="request-sent" className="text-sm font-semibold text-ink">
            {copy.sent}
          </h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-ink-muted">{term}</dt>
                <dd className="break-all text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {request.brief ? <BriefAnswers brief={request.brief} /> : null}
          <h3 className="mt-4 text-sm font-semibold text-ink">{copy.message}</h3>
          <p className="mt-2 whitespace-pre-line text-ink">{request.message || copy.none}</p>
          <h3 className="mt-4 text-sm font-semibold text-ink">{copy.account}</h3>
          <p className="mt-2 text-sm text-ink">
            {account ? copy.accountSince(account.name, when(account.createdAt)) : copy.noAccount}
          </p>
        </div>
        <div className="flex flex-col gap-8">
          <RequestWork page={page.data} staffId={staffId} onChanged={page.replace} />
          <RequestCase
            requestId={request.id}
            caseId={request.caseId}
            defaultSide={request.service === 'buy' ? 'buyer' : 'seller'}
            caseHref={caseHref}
            onOpen={onOpenCase}
          />
        </div>
      </section>
      <RequestHistory page={page.data} />
    </article>
  );
}
