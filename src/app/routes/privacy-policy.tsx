import { LazyIsland } from '../../components/lazy-island.tsx';
import { LEGAL_DOCUMENT_ID, LegalDocumentFallback, LegalPage } from './legal-page.tsx';

const loadDocument = () => import('../../features/legal/privacy-policy-document.tsx');

export default function PrivacyPolicyPage() {
  return (
    <LegalPage page="privacyPolicy">
      <LazyIsland anchorId={LEGAL_DOCUMENT_ID} loader={loadDocument} props={{}} fallback={<LegalDocumentFallback />} />
    </LegalPage>
  );
}
