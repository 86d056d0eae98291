import { SITE } from '../../config/site.ts';
import type { Block, Inline } from './types.ts';

export const p = (...content: Inline[]): Block => ({ kind: 'p', content });
/** A list; each item is a string or a run of inlines. */
export const ul = (...items: (string | Inline[])[]): Block => ({
  kind: 'ul',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
export const dl = (...items: [term: string, ...details: Inline[]][]): Block => ({
  kind: 'dl',
  items: items.map(([term, ...details]) => ({ term, details })),
});
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const link = (text: string, href: string): Inline => ({ text, href });

/** The firm's contact links and postal address, always read from the site configuration. */
export const emailLink = (): Inline => link(SITE.email, `mailto:${SITE.email}`);
export const siteLink = (): Inline => link(SITE.url.replace(/^https?:\/\//, ''), SITE.url);
export const postalAddress = (country: string): string =>
  `${SITE.address.street}, ${SITE.address.postalCode} ${SITE.address.city} (${country})`;

/** The Spanish Data Protection Agency, where anyone may lodge a complaint. */
export const AEPD_URL = 'https://www.aepd.es';
