/**
 * The firm's content as one document (ADR 0036): what the studio edits, versions and publishes,
 * and what the pages render. Every piece of copy is a pair `{ es, en }` (or an entry with `es` and `en`
 * objects of the same fields), so a page can never have one language only; `missingTranslations` says
 * which visible fields still lack one. Today's `src/content` and `src/config/site.ts` are its seed
 * (`src/content/seed.ts`).
 */
import { z } from 'zod';
import { DISTRICT_SLUGS } from '../calculators/index.ts';
import { PRICE_BANDS } from './price-band.ts';
import { SEO_DESCRIPTION_MAX_CHARS, SEO_PAGE_IDS, SEO_TITLE_MAX_CHARS } from './seo.ts';
import { ZONE_IDS } from './zone-ids.ts';

/** Longest text of any one field: a case's paragraphs and the about copy fit with room to spare. */
export const CONTENT_TEXT_MAX_CHARS = 2_000;
/** At most this many cases (the page shows the visible ones in order). */
export const CONTENT_CASES_MAX = 60;

const text = z.string().max(CONTENT_TEXT_MAX_CHARS, 'tooLong');
/** An entry's id: lowercase words joined by hyphens, as in its anchors and media names. */
export const ContentIdSchema = z
  .string()
  .min(1, 'required')
  .max(80, 'tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'idInvalid');

/** One piece of copy in both languages. */
export const BilingualTextSchema = z.object({ es: text, en: text }).strict();

/** An entry's copy: the same fields in each language. */
const bilingualEntry = <S extends z.ZodRawShape>(shape: S) => ({
  es: z.object(shape).strict(),
  en: z.object(shape).strict(),
});

/** Where the app serves an uploaded image's renditions, each named by the sha256 of its bytes (ADR 0036). */
export const CONTENT_MEDIA_PREFIX = '/media/c/';
const renditionPath = (extension: 'avif' | 'webp') =>
  z.string().regex(new RegExp(`^/media/c/[0-9a-f]{64}\\.${extension}$`), 'mediaInvalid');
const uniqueIds = (entries: readonly { id: string }[]) => new Set(entries.map((e) => e.id)).size === entries.length;
const pixels = z.number().int('integer').min(1, 'range').max(20_000, 'range');
const fraction = z.number().min(0, 'range').max(1, 'range');

/** An image's focal point (`focal-crop.ts`): fractions of its width from the left and of its height from the top. */
export const FocalPointSchema = z.object({ x: fraction, y: fraction }).strict();

/**
 * An image the firm uploaded (a case's photograph, a zone's image, a team member's portrait): the AVIF
 * and WebP renditions the server made of it (`server/studio/image-renditions.ts`), smallest first, the
 * size of the largest, and its alt text, required in both languages (`missingTranslations`). The same shape as the media
 * manifest's `ResponsiveImage`, so the pages draw both alike.
 */
export const ContentImageSchema = z
  .object({
    width: pixels,
    height: pixels,
    renditions: z
      .array(z.object({ width: pixels, avif: renditionPath('avif'), webp: renditionPath('webp') }).strict())
      .min(1, 'required')
      .max(6, 'tooMany'),
    alt: BilingualTextSchema,
    /**
     * The upload as a whole (oriented, in sRGB, without metadata, at most 3000 px on its longer side):
     * what the renditions are cut from again when the focal point moves (ADR 0054). An image uploaded
     * before there was one has none and keeps its renditions as they are.
     */
    source: z
      .object({ path: renditionPath('webp'), width: pixels, height: pixels })
      .strict()
      .optional(),
    /** The point the crops keep nearest their centre (fractions from the left and the top); absent, the centre. */
    focus: FocalPointSchema.optional(),
  })
  .strict();
export type ContentImage = z.infer<typeof ContentImageSchema>;

/**
 * A film of the hero (ADR 0036): the silent WebM (VP9) and MP4 (H.264) the server made of an upload
 * (`server/studio/film-transcode.ts`), 1280×720 and at most 1.5 MB each, served at `/media/c/<sha256>.<ext>`,
 * and the poster from its first frame (AVIF and WebP renditions, its alt text in both languages); or one
 * of the site's own films under `/media/hero/` (today's three, the default). The same shape as the media
 * manifest's `HeroVideo`, so the hero plays both alike. `description` says what the footage shows.
 */
const filmMediaPath = (extension: 'webm' | 'mp4' | 'avif' | 'webp') =>
  z.string().regex(new RegExp(`^/media/(c/[0-9a-f]{64}|hero/[a-z0-9-]+)\\.${extension}$`), 'mediaInvalid');
export const HeroFilmSchema = z
  .object({
    id: ContentIdSchema,
    width: pixels,
    height: pixels,
    durationS: z.number().min(0, 'range').max(600, 'range'),
    webm: filmMediaPath('webm'),
    mp4: filmMediaPath('mp4'),
    poster: z
      .object({
        width: pixels,
        height: pixels,
        renditions: z
          .array(z.object({ width: pixels, avif: filmMediaPath('avif'), webp: filmMediaPath('webp') }).strict())
          .min(1, 'required')
          .max(6, 'tooMany'),
        alt: BilingualTextSchema,
      })
      .strict(),
    description: BilingualTextSchema,
  })
  .strict();
export type HeroFilm = z.infer<typeof HeroFilmSchema>;

/** The hero rotates among one to three films. */
export const HERO_FILMS_MAX = 3;
/**
 * The hero's films, when the firm has set its own: absent (a stored version, the seed), the hero plays
 * the media manifest's three (`HERO_VIDEOS`).
 */
export const HeroSchema = z
  .object({
    films: z.array(HeroFilmSchema).min(1, 'required').max(HERO_FILMS_MAX, 'tooMany').refine(uniqueIds, { message: 'idTaken' }),
  })
  .strict();
export type HeroContent = z.infer<typeof HeroSchema>;

export const CaseEntrySchema = z
  .object({
    id: ContentIdSchema,
    /** Hidden cases stay in the document (and in drafts) but no page shows them. */
    visible: z.boolean(),
    /** The band of the closing price: the price itself is never published (`price-band.ts`). */
    priceBand: z.enum(PRICE_BANDS, 'choiceInvalid'),
    ...bilingualEntry({ title: text, location: text, situation: text, solution: text, advantage: text }),
    /** A photograph of the property; without one, the card shows its drawing from the media manifest. */
    image: ContentImageSchema.optional(),
  })
  .strict();
export type CaseEntry = z.infer<typeof CaseEntrySchema>;

/* The four specialisation zones (ZONE_IDS) are in zone-ids.ts. */

export const ZoneEntrySchema = z
  .object({
    id: z.enum(ZONE_IDS, 'choiceInvalid'),
    ...bilingualEntry({ name: text, motto: text, text }),
    /** The firm's own image of the zone, shown instead of the manifest's illustration. */
    image: ContentImageSchema.optional(),
  })
  .strict();
export type ZoneEntry = z.infer<typeof ZoneEntrySchema>;

const short = z.string().max(200, 'tooLong');

export const TeamMemberSchema = z
  .object({
    name: short,
    role: BilingualTextSchema,
    /** ISO 639-1 codes of the languages the person works in. */
    languages: z.array(z.string().regex(/^[a-z]{2}$/, 'languageInvalid')).max(10, 'tooMany'),
    /** A portrait the firm uploaded (the same renditions and alt text rules as a case's photograph). */
    portrait: ContentImageSchema.optional(),
  })
  .strict();
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A link a page shows: https only (a visitor follows it). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'urlInvalid' }).max(500, 'tooLong');

/** A membership, licence or certification the firm holds. */
export const CredentialSchema = z
  .object({ name: BilingualTextSchema, reference: short.optional(), url: httpsUrl.optional() })
  .strict();
export type Credential = z.infer<typeof CredentialSchema>;

/** An article that mentions the firm; its headline in the language it was published in. */
export const PressMentionSchema = z
  .object({
    outlet: short,
    title: short,
    lang: z.string().regex(/^[a-z]{2}$/, 'languageInvalid'),
    date: z.iso.date('dateInvalid'),
    url: httpsUrl.optional(),
  })
  .strict();
export type PressMention = z.infer<typeof PressMentionSchema>;

export const IdentitySchema = z
  .object({
    name: short,
    legalName: short,
    email: z.email('emailInvalid').max(254, 'tooLong'),
    phone: z
      .object({ e164: z.string().regex(/^\+[1-9]\d{6,14}$/, 'phoneInvalid'), display: short, pending: z.boolean() })
      .strict(),
    address: z.object({ street: short, postalCode: short, city: short, country: short }).strict(),
    foundedYear: z.number().int('integer').min(1900, 'range').max(2100, 'range'),
    nif: z
      .string()
      .regex(/^[A-Z0-9]{9}$/, 'nifInvalid')
      .nullable(),
    /** The company's entry in the Registro Mercantil, as on its registry sheet. */
    mercantileRegistration: z
      .object({ registry: short, tomo: short, folio: short, hoja: short, inscripcion: short })
      .strict()
      .nullable(),
    /** Registration in a register of estate agents. */
    agentRegistration: z.object({ register: BilingualTextSchema, number: short }).strict().nullable(),
    team: z.array(TeamMemberSchema).max(30, 'tooMany'),
    credentials: z.array(CredentialSchema).max(30, 'tooMany'),
    press: z.array(PressMentionSchema).max(60, 'tooMany'),
  })
  .strict();
export type Identity = z.infer<typeof IdentitySchema>;

/** €/m² of one district: the average the valuation starts from, and the band it checks against. */
export const DistrictPriceSchema = z
  .object(
    {
      avgPerM2: z.number().int('integer').min(100, 'range').max(100_000, 'range'),
      minPerM2: z.number().int('integer').min(100, 'range').max(100_000, 'range'),
      maxPerM2: z.number().int('integer').min(100, 'range').max(100_000, 'range'),
    },
    // Every district of the calculator must have its row (zod's record over an enum wants each key).
    { error: 'districtMissing' },
  )
  .strict()
  .refine((d) => d.minPerM2 <= d.avgPerM2 && d.avgPerM2 <= d.maxPerM2, { message: 'bandInvalid', path: ['avgPerM2'] });

/** The valuation's market table: every district of the calculator, and the month its data describe. */
export const MarketTableSchema = z
  .object({
    /** 'YYYY-MM', or null for the seed's table, whose date nobody recorded. */
    asOf: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'monthInvalid')
      .nullable(),
    districts: z.record(z.enum(DISTRICT_SLUGS), DistrictPriceSchema),
  })
  .strict();
export type MarketTable = z.infer<typeof MarketTableSchema>;

/** The about section's three pillars, its four figures, the concierge's four services, the three steps. */
export const PILLAR_IDS = ['only-the-best', 'maximum-discretion', 'everything-managed'] as const;
export const FIGURE_IDS = ['founded', 'experience', 'properties', 'satisfaction'] as const;
export const SERVICE_IDS = ['search-selection', 'full-negotiation', 'legal-technical', 'confidential-process'] as const;
export const STEP_IDS = ['tell-us', 'we-manage', 'you-receive'] as const;

/** Fixed entries whose copy the firm edits (not which they are), in their order. */
const fixedEntries = <T extends { id: string }>(entry: z.ZodType<T>, ids: readonly string[]) =>
  z.array(entry).max(ids.length, 'tooMany').refine(uniqueIds, { message: 'idTaken' });
const titledEntry = <I extends readonly [string, ...string[]]>(ids: I) =>
  z.object({ id: z.enum(ids, 'choiceInvalid'), ...bilingualEntry({ title: text, text }) }).strict();

const heading = { eyebrow: BilingualTextSchema, title: BilingualTextSchema };

const calculatorPageHeading = z
  .object({ title: BilingualTextSchema, lead: BilingualTextSchema, summary: BilingualTextSchema })
  .strict();
const legalPageHeading = z.object({ title: BilingualTextSchema }).strict();

/**
 * The headings of the pages beyond the home (issue 40, ADR 0059): the calculators' index (eyebrow, title,
 * introduction); each calculator's page, keyed by its route id (its title and lead above the form, and its
 * one line in the lists of calculators, which show its title too); each legal page's title (their bodies
 * are the legal texts, with no introduction of their own).
 */
const PAGE_HEADINGS = {
  calculatorsIndex: z.object({ ...heading, intro: BilingualTextSchema }).strict(),
  valuationCalculator: calculatorPageHeading,
  capitalGainsCalculator: calculatorPageHeading,
  renovationCalculator: calculatorPageHeading,
  investmentCalculator: calculatorPageHeading,
  compoundInterestCalculator: calculatorPageHeading,
  legalNotice: legalPageHeading,
  privacyPolicy: legalPageHeading,
  cookiesPolicy: legalPageHeading,
};

/**
 * The headings of the home's sections (issue 40): each one's eyebrow, title and introduction, and the
 * about section's block titles. The portfolio's introduction writes the number of published cases where it
 * holds `{count}` (`count-text.ts`), and says `introOne` instead when there is one case. The seed is the
 * text the pages showed before they were editable (`src/content/seed.ts`). The other pages' headings
 * (`PAGE_HEADINGS`) are kept beside them: the same item, the same checks.
 */
export const SectionHeadingsSchema = z
  .object({
    hero: z.object({ ...heading, lead: BilingualTextSchema }).strict(),
    portfolio: z.object({ ...heading, intro: BilingualTextSchema, introOne: BilingualTextSchema }).strict(),
    zones: z.object({ ...heading, intro: BilingualTextSchema }).strict(),
    about: z
      .object({ ...heading, team: BilingualTextSchema, credentials: BilingualTextSchema, press: BilingualTextSchema })
      .strict(),
    howItWorks: z.object(heading).strict(),
    services: z.object({ ...heading, intro: BilingualTextSchema }).strict(),
    calculators: z.object({ ...heading, intro: BilingualTextSchema }).strict(),
    concierge: z.object(heading).strict(),
    contactForm: z.object({ ...heading, intro: BilingualTextSchema }).strict(),
    ...PAGE_HEADINGS,
  })
  .strict();
export type SectionHeadings = z.infer<typeof SectionHeadingsSchema>;
export type HeadedSection = keyof SectionHeadings;
/** The pages beyond the home whose headings are content. */
export type PageHeadingId = keyof typeof PAGE_HEADINGS;
export const PAGE_HEADING_IDS = Object.keys(PAGE_HEADINGS) as readonly PageHeadingId[];

/**
 * The home's copy blocks (issue 25): the about section (lead, body, pillars, figures), the concierge
 * services and how it works, each with its introduction. The founding year's figure shows the identity's
 * `foundedYear`; its `value` is kept for the shape's sake.
 */
export const CopyBlocksSchema = z
  .object({
    about: z
      .object({
        ...bilingualEntry({ lead: text, body: text }),
        pillars: fixedEntries(titledEntry(PILLAR_IDS), PILLAR_IDS),
        figures: fixedEntries(
          z
            .object({ id: z.enum(FIGURE_IDS, 'choiceInvalid'), value: BilingualTextSchema, ...bilingualEntry({ label: text }) })
            .strict(),
          FIGURE_IDS,
        ),
      })
      .strict(),
    concierge: z.object({ intro: BilingualTextSchema, services: fixedEntries(titledEntry(SERVICE_IDS), SERVICE_IDS) }).strict(),
    howItWorks: z.object({ intro: BilingualTextSchema, steps: fixedEntries(titledEntry(STEP_IDS), STEP_IDS) }).strict(),
    headings: SectionHeadingsSchema,
  })
  .strict();
export type CopyBlocks = z.infer<typeof CopyBlocksSchema>;

const seoText = (max: number) => z.object({ es: z.string().max(max, 'tooLong'), en: z.string().max(max, 'tooLong') }).strict();

/** A page's title and description for search engines and social cards (`seo.ts`), in both languages. */
export const SeoPageSchema = z
  .object({ title: seoText(SEO_TITLE_MAX_CHARS), description: seoText(SEO_DESCRIPTION_MAX_CHARS) })
  .strict();
export type SeoPage = z.infer<typeof SeoPageSchema>;
/** Every indexed page's (zod's record over an enum wants each key). */
export const SeoSchema = z.record(z.enum(SEO_PAGE_IDS), SeoPageSchema);
export type SeoContent = z.infer<typeof SeoSchema>;

export const ContentDocumentSchema = z
  .object({
    cases: z.array(CaseEntrySchema).max(CONTENT_CASES_MAX, 'tooMany').refine(uniqueIds, { message: 'idTaken' }),
    zones: z.array(ZoneEntrySchema).max(ZONE_IDS.length, 'tooMany').refine(uniqueIds, { message: 'idTaken' }),
    identity: IdentitySchema,
    market: MarketTableSchema,
    copy: CopyBlocksSchema,
    /** Each indexed page's title and description (issue 40); the seed is what the pages said before. */
    seo: SeoSchema,
    /** The hero's films; absent, today's three (`HERO_VIDEOS` of the media manifest). */
    hero: HeroSchema.optional(),
    /**
     * The day the version the pages show was published ('YYYY-MM-DD'): the server stamps it on a version
     * the firm published as it renders it (`server/studio/published-site.ts`); never edited, never stored.
     * Absent (the seed, a draft's preview), the content is the build's, and its day is the build's.
     */
    publishedOn: z.iso.date('dateInvalid').optional(),
  })
  .strict();
export type ContentDocument = z.infer<typeof ContentDocumentSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The fields of a pair, or of an entry's two copies, where one language is filled and the other is not. */
function unmatched(es: unknown, en: unknown, path: string): string[] {
  if (typeof es === 'string' || typeof en === 'string')
    return filled(es) === filled(en) ? [] : [filled(es) ? `${path}.en` : `${path}.es`];
  if (!isRecord(es) || !isRecord(en)) return [];
  const keys = [...new Set([...Object.keys(es), ...Object.keys(en)])];
  return keys.flatMap((key) => {
    if (filled(es[key]) === filled(en[key])) return [];
    return [filled(es[key]) ? `${path}.en.${key}` : `${path}.es.${key}`];
  });
}

/** An image's alt text, required in both languages: each language left empty is missing. */
function missingAlt(value: Record<string, unknown>, path: string): string[] | undefined {
  if (!('renditions' in value) || !isRecord(value.alt)) return undefined;
  const alt = value.alt;
  return (['es', 'en'] as const).filter((lang) => !filled(alt[lang])).map((lang) => `${path}.alt.${lang}`);
}

/**
 * The texts a page cannot do without, empty in a language even when empty in both: every page's title and
 * description for search engines (`seo.home.title.es`) and every section's title
 * (`copy.headings.portfolio.title.en`).
 */
function missingRequired(value: Record<string, unknown>): string[] {
  const emptyIn = (pair: unknown, path: string) =>
    (['es', 'en'] as const).filter((lang) => !isRecord(pair) || !filled(pair[lang])).map((lang) => `${path}.${lang}`);
  const seo = isRecord(value.seo) ? value.seo : {};
  const headings = isRecord(value.copy) && isRecord(value.copy.headings) ? value.copy.headings : {};
  return [
    ...Object.entries(headings).flatMap(([id, section]) =>
      emptyIn(isRecord(section) ? section.title : undefined, `copy.headings.${id}.title`),
    ),
    ...Object.entries(seo).flatMap(([id, page]) =>
      (['title', 'description'] as const).flatMap((key) => emptyIn(isRecord(page) ? page[key] : undefined, `seo.${id}.${key}`)),
    ),
  ];
}

/**
 * Where a visible field has one language only, as paths a form can point at: `cases.<id>.en.solution`,
 * `identity.team.0.role.en`; an image's alt text empty in a language (`cases.<id>.image.alt.es`), even in
 * both; a required text (a section's title, a page's title or description for search) empty in either.
 * Hidden entries (`visible: false`) are not checked: they are not published.
 * Publishing is refused while the list is not empty.
 */
export function missingTranslations(value: unknown, path = ''): string[] {
  if (path === '' && isRecord(value)) {
    const found = [...missingOneLanguage(value, ''), ...missingRequired(value)];
    return [...new Set(found)];
  }
  return missingOneLanguage(value, path);
}

function missingOneLanguage(value: unknown, path: string): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value))
    return value.flatMap((entry: unknown, index) => {
      if (isRecord(entry) && entry.visible === false) return [];
      const key = isRecord(entry) && typeof entry.id === 'string' ? entry.id : index;
      return missingOneLanguage(entry, at(key));
    });
  if (!isRecord(value)) return [];
  const alt = missingAlt(value, path);
  if (alt) return alt;
  if ('es' in value && 'en' in value) {
    const rest = Object.entries(value).filter(([key]) => key !== 'es' && key !== 'en');
    return [...unmatched(value.es, value.en, path), ...rest.flatMap(([key, v]) => missingOneLanguage(v, at(key)))];
  }
  return Object.entries(value).flatMap(([key, v]) => missingOneLanguage(v, at(key)));
}
