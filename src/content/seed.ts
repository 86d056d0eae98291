import { SITE } from '../config/site.ts';
import { DISTRICTS } from '../domain/calculators/index.ts';
import type { ContentDocument } from '../domain/content/index.ts';
// From its own module, not the content domain's entry: the schema's code stays off the public pages.
import { priceBandOf } from '../domain/content/price-band.ts';
import { ABOUT, FIGURES, PILLARS } from './about.ts';
import { CONCIERGE_INTRO, CONCIERGE_SERVICES } from './concierge-services.ts';
import { HOW_IT_WORKS_INTRO, STEPS } from './how-it-works.ts';
import { PORTFOLIO_CASES } from './portfolio-cases.ts';
import { ZONES } from './zones.ts';

/**
 * Today's content as the studio's first version (ADR 0036): a fresh install publishes it, so the site it
 * serves is the one these modules describe.
 */
export function seedContent(): ContentDocument {
  return {
    cases: PORTFOLIO_CASES.map(({ id, priceBand, es, en }) => ({ id, visible: true, priceBand, es: { ...es }, en: { ...en } })),
    zones: ZONES.map(({ id, es, en }) => ({ id, es: { ...es }, en: { ...en } })),
    identity: {
      name: SITE.name,
      legalName: SITE.legalName,
      email: SITE.email,
      phone: { ...SITE.phone },
      address: { ...SITE.address },
      foundedYear: SITE.foundedYear,
      nif: SITE.trust.nif,
      mercantileRegistration: SITE.trust.mercantileRegistration && { ...SITE.trust.mercantileRegistration },
      agentRegistration: SITE.trust.agentRegistration && {
        register: { ...SITE.trust.agentRegistration.register },
        number: SITE.trust.agentRegistration.number,
      },
      team: SITE.trust.team.map(({ name, role, languages }) => ({ name, role: { ...role }, languages: [...languages] })),
      credentials: SITE.trust.credentials.map((c) => ({ ...c, name: { ...c.name } })),
      press: SITE.trust.press.map((p) => ({ ...p })),
    },
    market: {
      asOf: null,
      districts: Object.fromEntries(
        Object.entries(DISTRICTS).map(([slug, band]) => [slug, { ...band }]),
      ) as ContentDocument['market']['districts'],
    },
    copy: seedCopy(),
  };
}

const titled = <I extends string>({
  id,
  es,
  en,
}: {
  id: I;
  es: { title: string; text: string };
  en: { title: string; text: string };
}) => ({
  id,
  es: { ...es },
  en: { ...en },
});

/** The about, concierge and how-it-works copy of `about.ts`, `concierge-services.ts` and `how-it-works.ts`. */
function seedCopy(): ContentDocument['copy'] {
  return {
    about: {
      es: { ...ABOUT.es },
      en: { ...ABOUT.en },
      pillars: PILLARS.map(titled),
      figures: FIGURES.map(({ id, value, es, en }) => ({ id, value: { ...value }, es: { ...es }, en: { ...en } })),
    },
    concierge: { intro: { ...CONCIERGE_INTRO }, services: CONCIERGE_SERVICES.map(titled) },
    howItWorks: { intro: { ...HOW_IT_WORKS_INTRO }, steps: STEPS.map(titled) },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored version or draft as this code reads it: what a document saved before a part existed lacks
 * takes the seed's (the about, concierge and how-it-works copy joined the document with issue 25), and a
 * case saved with its closing price shows only that price's band (issue 24: the price is never published).
 */
export function withSeedDefaults(stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  const withCopy = 'copy' in stored ? stored : { ...stored, copy: seedCopy() };
  const priced = Array.isArray(withCopy.cases) && withCopy.cases.some((entry) => isRecord(entry) && 'price' in entry);
  return priced ? { ...withCopy, cases: (withCopy.cases as unknown[]).map(bandedCase) } : withCopy;
}

function bandedCase(entry: unknown): unknown {
  if (!isRecord(entry) || typeof entry.price !== 'number') return entry;
  const { price, ...rest } = entry;
  return { ...rest, priceBand: priceBandOf(price) };
}
