import { LazyIsland } from '../../components/lazy-island.tsx';
import { LEGAL_DOCUMENT_ID, LegalDocumentFallback, LegalPage } from './legal-page.tsx';

const loadDocument = () => import('../../features/legal/legal-notice-document.tsx');

export default function LegalNoticePage() {
  return (
    <LegalPage page="legalNotice">
      <LazyIsland anchorId={LEGAL_DOCUMENT_ID} loader={loadDocument} props={{}} fallback={<LegalDocumentFallback />} />
    </LegalPage>
  );
}
