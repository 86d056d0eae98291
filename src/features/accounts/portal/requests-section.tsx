import { Fragment, useEffect, useRef, useState } from 'react';
import { REQUEST_CONFIRMATION_PARAM } from '../../../config/account-routes.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import type { PortalRequest } from '../../../domain/accounts/index.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useSearch } from '../../../lib/use-search.ts';
import { SectionLink } from '../../../components/ui/section-link.tsx';
import { CONTACT_STEPS_MESSAGES } from '../../../i18n/contact-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../../i18n/detailed-request.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { useConfirmRequest, useRequests } from '../api/requests.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { ReadView, StatusBadge } from './panel.tsx';

/** Mis solicitudes: every request the account owns (sent signed in, or confirmed by its link), newest first, with its status. */
export function RequestsSection() {
  const read = useRequests();
  const { a } = useAccountsI18n();
  return (
    <ReadView read={read}>
      {({ requests }) =>
        requests.length === 0 ? (
          <div className="flex flex-col items-start gap-6 border border-dashed border-stone-300 px-6 py-10">
            <p className="text-ink-muted">{a.portal.requests.empty}</p>
            <SectionLink to="contact-form" size="default">
              {a.portal.requests.contact}
            </SectionLink>
          </div>
        ) : (
          <ol className="flex flex-col gap-5" data-testid="requests-list">
            {requests.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ol>
        )
      }
    </ReadView>
  );
}

/**
 * The page opened from a request's acknowledgement link (`?confirmar=…`, issue 22): the token is sent once,
 * then leaves the address; the request joins the list, or the page says why not.
 */
export function RequestLinkConfirmation() {
  const { a, m, lang, errorText } = useAccountsI18n();
  const search = useSearch();
  const { navigate } = useRouter();
  const { show } = useToast();
  const { mutateAsync: confirm } = useConfirmRequest();
  const token = search?.get(REQUEST_CONFIRMATION_PARAM[lang]) ?? null;
  const sent = useRef<string | null>(null);
  const [state, setState] = useState<{ pending: true } | { pending: false; refusal: string | null }>({
    pending: false,
    refusal: null,
  });
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setState({ pending: true });
    void confirm(token).then((result) => {
      navigate({ search: '' }, { replace: true });
      setState({ pending: false, refusal: result.ok ? null : result.code });
      if (result.ok) show({ title: m.messages.requestConfirmed });
    });
  }, [token, confirm, navigate, show, m]);
  if (state.pending)
    return (
      <p role="status" className="mb-6 text-ink-muted">
        {a.portal.requests.confirming}
      </p>
    );
  if (!state.refusal) return null;
  return (
    <p role="alert" className="mb-6 border border-danger/40 bg-white/60 px-6 py-4 text-ink" data-testid="request-link-refused">
      {errorText(state.refusal)}
    </p>
  );
}

function RequestItem({ request }: { request: PortalRequest }) {
  const { a, m, format } = useAccountsI18n();
  const { lang } = useI18n();
  const copy = a.portal.requests;
  const services = CONTACT_STEPS_MESSAGES[lang].serviceStep.services as Record<string, { label: string } | undefined>;
  const origin = request.clientType ? (copy.clientTypes as Record<string, string | undefined>)[request.clientType] : undefined;
  const service = request.service ? services[request.service]?.label : undefined;
  return (
    <li className="border border-stone-300 bg-white/60 px-6 py-6 sm:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="font-display text-2xl font-medium text-ink">{copy.kinds[request.kind]}</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {copy.sentOn(format.day(request.createdAt))}
            {origin ? ` · ${origin}` : ''}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <span className="sr-only">{copy.status}</span>
          <StatusBadge moved={request.status !== 'received'}>{m.requestStatus[request.status]}</StatusBadge>
        </p>
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
        {service ? (
          <>
            <dt className="font-semibold text-ink">{copy.service}</dt>
            <dd className="text-ink/85">{service}</dd>
          </>
        ) : null}
        {request.brief ? <BriefRows brief={request.brief} /> : null}
        {request.message ? (
          <>
            <dt className="font-semibold text-ink">{copy.message}</dt>
            <dd className="whitespace-pre-line text-ink/85">{request.message}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** What a detailed request asked, in the brief's own words (its labels for each slug). */
function BriefRows({ brief }: { brief: NonNullable<PortalRequest['brief']> }) {
  const { lang } = useAccountsI18n();
  const { fields } = DETAILED_REQUEST_MESSAGES[lang];
  // The columns are shared with the simple form, whose requests leave them empty: a detailed one fills each.
  const label = (options: Record<string, string | { label: string }>, slug: string | null) => {
    if (slug === null) return '';
    const entry = options[slug];
    return entry === undefined ? slug : typeof entry === 'string' ? entry : entry.label;
  };
  const rows = [
    [fields.propertyType.label, label(fields.propertyType.options, brief.propertyType)],
    [fields.goal.label, label(fields.goal.options, brief.goal)],
    [fields.location.label, brief.location],
    [fields.budget.label, label(fields.budget.options, brief.budget)],
    [fields.timeline.label, label(fields.timeline.options, brief.timeline)],
    [fields.services.label, brief.services.map((s) => label(fields.services.options, s)).join(', ')],
  ] as const;
  return (
    <>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="text-ink/85">{value}</dd>
        </Fragment>
      ))}
    </>
  );
}
