import type { Bilingual } from './types.ts';

export type ConciergeService = {
  id: 'search-selection' | 'full-negotiation' | 'legal-technical' | 'confidential-process';
} & Bilingual<{ title: string; text: string }>;

export const CONCIERGE_INTRO: Bilingual<string> = {
  es: 'Un servicio integral, con un único interlocutor, que empieza con su primera pregunta y termina cuando usted tiene las llaves o el importe de la venta.',
  en: 'A complete service with a single point of contact, from your first question until you hold the keys or the proceeds of the sale.',
};

/** The spec's four service cards, in order. */
export const CONCIERGE_SERVICES: readonly ConciergeService[] = [
  {
    id: 'search-selection',
    es: {
      title: 'Búsqueda y selección',
      text: 'Accedemos a propiedades que no se anuncian y solo le presentamos las que encajan con lo que nos ha pedido.',
    },
    en: {
      title: 'Search and selection',
      text: 'We reach properties that are never advertised, and show you only those that match your brief.',
    },
  },
  {
    id: 'full-negotiation',
    es: {
      title: 'Negociación integral',
      text: 'Precio, plazos y condiciones, defendidos con datos de mercado y sin que usted tenga que exponerse.',
    },
    en: {
      title: 'Full negotiation',
      text: 'Price, timing and terms, argued with market data and without you having to show your hand.',
    },
  },
  {
    id: 'legal-technical',
    es: {
      title: 'Gestión legal y técnica',
      text: 'Nota simple, cargas, licencias, inspección técnica, hipoteca y notaría, coordinados con especialistas de confianza.',
    },
    en: {
      title: 'Legal and technical management',
      text: 'Title, charges, permits, surveys, mortgage and notary, coordinated with specialists we trust.',
    },
  },
  {
    id: 'confidential-process',
    es: {
      title: 'Proceso confidencial',
      text: 'Acuerdos de confidencialidad, visitas privadas y documentación compartida solo con quien debe verla.',
    },
    en: {
      title: 'Confidential process',
      text: 'Non-disclosure agreements, private viewings and documents shared only with those who need them.',
    },
  },
];
