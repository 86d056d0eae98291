/**
 * Issue 39, item 1: a redirect target taken from a request leads back into the site or to its home, never
 * out of it, however it is spelled. Each is what a phishing link starting with the firm's address would carry.
 */
export const HOSTILE_REDIRECT_TARGETS = [
  '/.//evil.test/phish',
  '/..//evil.test',
  '/./%2fevil.test',
  '/%2F.%2F%2Fevil.test',
  '%2F.%2F%2Fevil.test',
  '//evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '/\t/evil.test',
  '/\n/evil.test',
  '/%09/evil.test',
  '/%5cevil.test',
  'https:evil.test',
  'http:evil.test',
  'https://evil.test/',
  'http://localhost@evil.test/',
  '//localhost@evil.test',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%252f%252fevil.test',
  '/area-privada/../..//evil.test',
];
