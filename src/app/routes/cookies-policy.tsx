import { LazyIsland } from '../../components/lazy-island.tsx';
import { LEGAL_DOCUMENT_ID, LegalDocumentFallback, LegalPage } from './legal-page.tsx';

const loadDocument = () => import('../../features/legal/cookies-policy-document.tsx');

export default function CookiesPolicyPage() {
  return (
    <LegalPage page="cookiesPolicy">
      <LazyIsland anchorId={LEGAL_DOCUMENT_ID} loader={loadDocument} props={{}} fallback={<LegalDocumentFallback />} />
    </LegalPage>
  );
}
