import type { Lang } from '../i18n/languages.ts';

/** Both languages of one piece of configured text. */
type InBothLanguages = Readonly<Record<Lang, string>>;

/** The company's entry in the Registro Mercantil, as it appears on its registry sheet. */
export type MercantileRegistration = {
  /** The provincial registry, e.g. 'Madrid'. */
  readonly registry: string;
  readonly tomo: string;
  readonly folio: string;
  /** Sheet number, e.g. 'M-123456'. */
  readonly hoja: string;
  /** The entry, e.g. '1.ª'. */
  readonly inscripcion: string;
};

/** Registration in a register of estate agents (a regional one, or a professional body's). */
export type AgentRegistration = { readonly register: InBothLanguages; readonly number: string };

/** One of the firm's people, as the about section shows them. */
export type TeamMember = {
  readonly name: string;
  readonly role: InBothLanguages;
  /** Languages the person works in, as ISO 639-1 codes ('es', 'en', 'fr'…); shown by name in the page's language. */
  readonly languages: readonly string[];
};

/** A membership, licence or certification the firm holds. */
export type Credential = {
  readonly name: InBothLanguages;
  /** Number or reference, as the issuing body writes it. */
  readonly reference?: string;
  /** Where a visitor can check it. */
  readonly url?: string;
};

/** An article that mentions the firm. */
export type PressMention = {
  readonly outlet: string;
  /** The headline, in the language it was published in. */
  readonly title: string;
  /** That language, as an ISO 639-1 code ('es', 'en'…), so screen readers read the headline in it. */
  readonly lang: string;
  /** Publication date, YYYY-MM-DD. */
  readonly date: string;
  readonly url?: string;
};

/**
 * What the firm publishes to be trusted: registry data (the legal notice shows it), its people, its
 * credentials and its press. Nothing here is invented: every field starts empty, a page shows a block
 * only once it is filled, and the legal notice publishes the registry data only when it is set
 * (docs/operations.md, "Going live", lists what to fill in; ADR 0023).
 */
export type TrustConfig = {
  /** Número de Identificación Fiscal of the company, e.g. 'B12345678'. */
  readonly nif: string | null;
  readonly mercantileRegistration: MercantileRegistration | null;
  readonly agentRegistration: AgentRegistration | null;
  readonly team: readonly TeamMember[];
  readonly credentials: readonly Credential[];
  readonly press: readonly PressMention[];
};

/**
 * The firm's identity. The spec names no firm, phone, e-mail, address or tax id, so these are
 * documented placeholders (see docs/content.md). Everything a page shows about the
 * firm comes from here; nothing like `{phone}` ever reaches a page.
 */
export const SITE = {
  name: 'Aurea Concierge Madrid',
  legalName: 'Aurea Concierge Inmobiliario, S.L.',
  /** Absolute origin used for canonical URLs, hreflang and the sitemap. Overridden by SITE_URL at build time. */
  url: 'https://www.aureaconcierge.es',
  email: 'contacto@aureaconcierge.es',
  /**
   * E.164 for tel: links, and the human-readable form. `pending`: the spec marks the firm's phone
   * line as pending, so no page shows the number (the legal notice says it is pending); set it to
   * false once the line is in service and it appears everywhere at once (see `publishedPhone`).
   */
  phone: { e164: '+34910000000', display: '+34 910 000 000', pending: true as boolean },
  address: {
    street: 'Calle de Serrano, 45',
    postalCode: '28001',
    city: 'Madrid',
    country: 'España',
  },
  foundedYear: 2018,
  /**
   * TO FILL IN BEFORE GOING LIVE (docs/operations.md, "Going live"). Left empty on purpose: the site never shows
   * invented registry data, people or press. For example:
   *   nif: 'B00000000',
   *   mercantileRegistration: { registry: 'Madrid', tomo: '00000', folio: '000', hoja: 'M-000000', inscripcion: '1.ª' },
   *   agentRegistration: { register: { es: 'Registro de …', en: '… register' }, number: '0000' },
   *   team: [{ name: '…', role: { es: 'Socia directora', en: 'Managing partner' }, languages: ['es', 'en'] }],
   *     (a person's portrait is uploaded in the workspace's Content view, ADR 0036)
   *   credentials: [{ name: { es: 'Miembro de …', en: 'Member of …' }, reference: '…', url: 'https://…' }],
   *   press: [{ outlet: '…', title: '…', lang: 'es', date: '2026-03-01', url: 'https://…' }],
   */
  trust: {
    nif: null,
    mercantileRegistration: null,
    agentRegistration: null,
    team: [],
    credentials: [],
    press: [],
  } satisfies TrustConfig as TrustConfig,
} as const;

export type SiteConfig = typeof SITE;

export type PublishedPhone = { e164: string; display: string };

/**
 * The firm's phone as a page may show it, or null while the line is pending. The one way every
 * place (header drawer, footer, contact section, legal notice, JSON-LD) decides whether to show it.
 */
export function publishedPhone(site: { phone: PublishedPhone & { pending: boolean } } = SITE): PublishedPhone | null {
  return site.phone.pending ? null : { e164: site.phone.e164, display: site.phone.display };
}
