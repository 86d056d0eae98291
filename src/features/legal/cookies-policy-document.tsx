import { COOKIES_POLICY } from '../../content/legal/cookies-policy.ts';
import { LegalDocument } from './legal-document.tsx';

/** Loaded as a lazy island: the document's copy in both languages stays out of the first JavaScript. */
export default function CookiesPolicyDocument() {
  return <LegalDocument document={COOKIES_POLICY} />;
}
