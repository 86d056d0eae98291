import { usePublishedContent } from '../../content/published-content.tsx';
import { legalNotice } from '../../content/legal/legal-notice.ts';
import { LegalDocument } from './legal-document.tsx';

/** Loaded as a lazy island: the document's copy in both languages stays out of the first JavaScript. */
export default function LegalNoticeDocument() {
  return <LegalDocument document={legalNotice(usePublishedContent().identity)} />;
}
