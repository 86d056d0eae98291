import { usePublishedContent } from '../../content/published-content.tsx';
import { privacyPolicy } from '../../content/legal/privacy-policy.ts';
import { LegalDocument } from './legal-document.tsx';

/** Loaded as a lazy island: the document's copy in both languages stays out of the first JavaScript. */
export default function PrivacyPolicyDocument() {
  return <LegalDocument document={privacyPolicy(usePublishedContent().identity)} />;
}
