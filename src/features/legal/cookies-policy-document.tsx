import { usePublishedContent } from '../../content/published-content.tsx';
import { cookiesPolicy } from '../../content/legal/cookies-policy.ts';
import { LegalDocument } from './legal-document.tsx';

/** Loaded as a lazy island: the document's copy in both languages stays out of the first JavaScript. */
export default function CookiesPolicyDocument() {
  return <LegalDocument document={cookiesPolicy(usePublishedContent().identity)} />;
}
