import { SITE } from '../../config/site.ts';
import type { Lang } from '../../i18n/languages.ts';
import { dl, emailLink, link, postalAddress, siteLink } from './blocks.ts';
import type { Block } from './types.ts';

const COPY = {
  es: {
    holder: 'Titular',
    tradeName: 'Nombre comercial',
    taxId: 'NIF',
    taxIdValue: 'Disponible previa solicitud justificada dirigida a',
    address: 'Domicilio',
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
    address: 'Registered address',
    country: 'Spain',
    email: 'E-mail',
    phone: 'Telephone',
    phonePending: 'Pending publication; in the meantime we answer every enquiry by e-mail',
    website: 'Website',
  },
} as const;

/** The firm's identity as the legal texts state it, read from the site configuration. */
export function identityBlock(lang: Lang): Block {
  const c = COPY[lang];
  return dl(
    [c.holder, SITE.legalName],
    [c.tradeName, SITE.name],
    [c.taxId, `${c.taxIdValue} `, emailLink()],
    [c.address, postalAddress(c.country)],
    [c.email, emailLink()],
    SITE.phone.pending ? [c.phone, c.phonePending] : [c.phone, link(SITE.phone.display, `tel:${SITE.phone.e164}`)],
    [c.website, siteLink()],
  );
}
