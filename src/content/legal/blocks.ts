import { SITE } from '../../config/site.ts';
import type { Identity } from '../../domain/content/index.ts';
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

/** The firm's contact links and postal address, from its published identity. */
export const emailLink = (firm: Identity): Inline => link(firm.email, `mailto:${firm.email}`);
export const siteLink = (): Inline => link(SITE.url.replace(/^https?:\/\//, ''), SITE.url);
export const postalAddress = (firm: Identity, country: string): string =>
  `${firm.address.street}, ${firm.address.postalCode} ${firm.address.city} (${country})`;

/** The Spanish Data Protection Agency, where anyone may lodge a complaint. */
export const AEPD_URL = 'https://www.aepd.es';
