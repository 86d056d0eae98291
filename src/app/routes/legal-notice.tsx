import { useI18n } from '../../i18n/index.tsx';
import { LegalPage } from './legal-page.tsx';

export default function LegalNoticePage() {
  const { t } = useI18n();
  return <LegalPage title={t.legal.headings.legalNotice} />;
}
