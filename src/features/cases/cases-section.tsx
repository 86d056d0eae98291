import { useCallback } from 'react';
import { PORTAL_CASES_QUERY } from '../../config/routes.ts';
import type { SessionUser } from '../../lib/session.ts';
import { useRouter } from '../../lib/router.tsx';
import { searchParams, useSearch } from '../../lib/use-search.ts';
import { CaseList } from './case-list.tsx';
import { CaseView } from './case-view.tsx';
import { ClaimCase } from './claim-case.tsx';
import { ReportView } from './report-view.tsx';
import { useCaseCopy } from './use-case-copy.ts';

/**
 * Mi operación: the client's cases, or the one the address names (`?expediente=`, `?case=` in English),
 * or one of its weekly reports as sent (`&informe=`), or an invitation's link being taken (`?invitacion=`). The private area's frame (the app's route module
 * composes it) has made sure someone is signed in.
 */
export function CasesSection(_: { user: SessionUser }) {
  const { lang } = useCaseCopy();
  const search = useSearch();
  const { navigate } = useRouter();
  const key = (name: keyof typeof PORTAL_CASES_QUERY) => PORTAL_CASES_QUERY[name].key[lang];
  const caseSearch = useCallback((id: string | null) => searchParams({ [PORTAL_CASES_QUERY.case.key[lang]]: id }), [lang]);
  const open = useCallback((id: string | null) => navigate({ search: caseSearch(id) }), [navigate, caseSearch]);
  const claimed = useCallback((id: string) => navigate({ search: caseSearch(id) }, { replace: true }), [navigate, caseSearch]);
  const refused = useCallback(() => undefined, []);

  if (!search) return null;
  const token = search.get(key('invitation'));
  if (token) return <ClaimCase token={token} onClaimed={claimed} onRefused={refused} />;
  const id = search.get(key('case'));
  const week = search.get(key('report'));
  if (id && week) {
    const back = searchParams({ [key('case')]: id });
    return <ReportView caseId={id} week={week} backHref={`?${back}`} onBack={() => navigate({ search: back })} />;
  }
  if (id) return <CaseView id={id} backHref={`?${caseSearch(null)}`} onBack={() => open(null)} />;
  return <CaseList hrefOf={(caseId) => `?${caseSearch(caseId)}`} onOpen={open} />;
}
