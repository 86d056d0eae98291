import { LazyIsland } from '../../components/lazy-island.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { LEGAL_DOCUMENT_ID, LegalDocumentFallback, LegalPage } from './legal-page.tsx';

const loadDocument = () => import('../../features/legal/privacy-policy-document.tsx');

export default function PrivacyPolicyPage() {
  const { t } = useI18n();
  return (
    <LegalPage title={t.legal.headings.privacyPolicy}>
      <LazyIsland anchorId={LEGAL_DOCUMENT_ID} loader={loadDocument} props={{}} fallback={<LegalDocumentFallback />} />
    </LegalPage>
  );
}
