import { publishedPhone, SITE, type MercantileRegistration } from '../../config/site.ts';
import type { Lang } from '../../i18n/languages.ts';
import { dl, emailLink, link, postalAddress, siteLink } from './blocks.ts';
import type { Block } from './types.ts';

const COPY = {
  es: {
    holder: 'Titular',
    tradeName: 'Nombre comercial',
    taxId: 'NIF',
    taxIdValue: 'Disponible previa solicitud justificada dirigida a',
    registration: 'Datos registrales',
    mercantile: (r: MercantileRegistration) =>
      `Inscrita en el Registro Mercantil de ${r.registry}, tomo ${r.tomo}, folio ${r.folio}, hoja ${r.hoja}, inscripción ${r.inscripcion}`,
    agentRegister: 'Registro de agentes inmobiliarios',
    agentNumber: (register: string, number: string) => `${register}, n.º ${number}`,
    address: 'Domicilio social',
    country: 'España',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    phonePending: 'Pendiente de publicación; mientras tanto, atendemos todas las consultas por correo electrónico',
    website: 'Sitio web',
  },
  en: {
    holder: 'Owner',
    tradeName: 'Trading name',
    taxId: 'Tax identification number (NIF)',
    taxIdValue: 'Available on justified request to',
    registration: 'Registration',
    mercantile: (r: MercantileRegistration) =>
      `Registered in the Companies Register of ${r.registry} (Registro Mercantil), volume (tomo) ${r.tomo}, folio ${r.folio}, sheet (hoja) ${r.hoja}, entry (inscripción) ${r.inscripcion}`,
    agentRegister: 'Estate agents register',
    agentNumber: (register: string, number: string) => `${register}, no. ${number}`,
    address: 'Registered address',
    country: 'Spain',
    email: 'E-mail',
    phone: 'Telephone',
    phonePending: 'Pending publication; in the meantime we answer every enquiry by e-mail',
    website: 'Website',
  },
} as const;

type Row = Parameters<typeof dl>[number];

/**
 * The firm's identity as the legal texts state it, read from the site configuration. The NIF, the
 * Registro Mercantil entry and an agents' register number appear once configured (`SITE.trust`); until
 * then the NIF is offered on request and the other rows are left out, never filled with invented data.
 */
export function identityBlock(lang: Lang): Block {
  const c = COPY[lang];
  const phone = publishedPhone();
  const { nif, mercantileRegistration, agentRegistration } = SITE.trust;
  const registry: Row[] = [];
  if (mercantileRegistration) registry.push([c.registration, c.mercantile(mercantileRegistration)]);
  if (agentRegistration)
    registry.push([c.agentRegister, c.agentNumber(agentRegistration.register[lang], agentRegistration.number)]);
  return dl(
    [c.holder, SITE.legalName],
    [c.tradeName, SITE.name],
    nif ? [c.taxId, nif] : [c.taxId, `${c.taxIdValue} `, emailLink()],
    ...registry,
    [c.address, postalAddress(c.country)],
    [c.email, emailLink()],
    phone ? [c.phone, link(phone.display, `tel:${phone.e164}`)] : [c.phone, c.phonePending],
    [c.website, siteLink()],
  );
}
