/**
 * The firm's identity. The spec names no firm, phone, e-mail, address or tax id, so these are
 * documented placeholders (see README, "Make the site yours"). Everything a page shows about the
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
   * line as pending, so the legal notice says so instead of printing the number; set it to false
   * once the line is in service.
   */
  phone: { e164: '+34910000000', display: '+34 910 000 000', pending: true },
  address: {
    street: 'Calle de Serrano, 45',
    postalCode: '28001',
    city: 'Madrid',
    country: 'España',
  },
  foundedYear: 2018,
  copyrightYear: 2025,
} as const;

export type SiteConfig = typeof SITE;
