import { SITE } from '../config/site.ts';
import { DISTRICTS } from '../domain/calculators/index.ts';
import type { ContentDocument } from '../domain/content/index.ts';
import { PORTFOLIO_CASES } from './portfolio-cases.ts';
import { ZONES } from './zones.ts';

/**
 * Today's content as the studio's first version (ADR 0036): a fresh install publishes it, so the site it
 * serves is the one these modules describe.
 */
export function seedContent(): ContentDocument {
  return {
    cases: PORTFOLIO_CASES.map(({ id, price, es, en }) => ({ id, visible: true, price, es: { ...es }, en: { ...en } })),
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
  };
}
