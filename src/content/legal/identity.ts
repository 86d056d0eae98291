import { publishedPhone, type MercantileRegistration } from '../../config/site.ts';
import type { Identity } from '../../domain/content/index.ts';
// The module itself, not the domain's index: the index's schemas would ride along into every page that shows the notice.
import { registryPlace } from '../../domain/content/registry-place.ts';
import type { Lang } from '../../i18n/languages.ts';
import { dl, emailLink, link, postalAddress, siteLink } from './blocks.ts';
import type { Block } from './types.ts';

const COPY = {
  es: {
    holder: 'Titular',
    tradeName: 'Nombre comercial',
    taxId: 'NIF',
    registration: 'Datos registrales',
    mercantile: (r: MercantileRegistration) =>
      `Inscrita en el Registro Mercantil de ${registryPlace(r.registry)}, tomo ${r.tomo}, folio ${r.folio}, hoja ${r.hoja}, inscripción ${r.inscripcion}`,
    agentRegister: 'Registro de agentes inmobiliarios',
    agentNumber: (register: string, number: string) => `${register}, n.º ${number}`,
    address: 'Domicilio social',
    country: 'España',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    website: 'Sitio web',
  },
  en: {
    holder: 'Owner',
    tradeName: 'Trading name',
    taxId: 'Tax identification number (NIF)',
    registration: 'Registration',
    mercantile: (r: MercantileRegistration) =>
      `Registered in the Companies Register of ${registryPlace(r.registry)} (Registro Mercantil), volume (tomo) ${r.tomo}, folio ${r.folio}, sheet (hoja) ${r.hoja}, entry (inscripción) ${r.inscripcion}`,
    agentRegister: 'Estate agents register',
    agentNumber: (register: string, number: string) => `${register}, no. ${number}`,
    address: 'Registered address',
    country: 'Spain',
    email: 'E-mail',
    phone: 'Phone',
    website: 'Website',
  },
} as const;

type Row = Parameters<typeof dl>[number];

/**
 * The firm's identity as the legal texts state it, from its published identity. The NIF, the
 * Registro Mercantil entry, an agents' register number and the phone appear once filled in (the studio);
 * until then their rows are left out: nothing invented, and no excuse in their place. The workspace's
 * go-live checklist and the start log say what is missing (`domain/content/go-live.ts`).
 */
export function identityBlock(firm: Identity, lang: Lang): Block {
  const c = COPY[lang];
  const phone = publishedPhone(firm);
  const { nif, mercantileRegistration, agentRegistration } = firm;
  const registry: Row[] = [];
  if (mercantileRegistration) registry.push([c.registration, c.mercantile(mercantileRegistration)]);
  if (agentRegistration)
    registry.push([c.agentRegister, c.agentNumber(agentRegistration.register[lang], agentRegistration.number)]);
  return dl(
    [c.holder, firm.legalName],
    [c.tradeName, firm.name],
    ...(nif ? [[c.taxId, nif] satisfies Row] : []),
    ...registry,
    [c.address, postalAddress(firm, c.country)],
    [c.email, emailLink(firm)],
    ...(phone ? [[c.phone, link(phone.display, `tel:${phone.e164}`)] satisfies Row] : []),
    [c.website, siteLink()],
  );
}
