import type { Bilingual } from './types.ts';

export type Step = { id: 'tell-us' | 'we-manage' | 'you-receive' } & Bilingual<{ title: string; text: string }>;

/** The spec's three steps, in order. */
export const STEPS: readonly Step[] = [
  {
    id: 'tell-us',
    es: {
      title: 'Cuéntenos qué necesita',
      text: 'Comprar, vender o invertir. Una conversación privada basta para entender su objetivo, su calendario y lo que no está dispuesto a negociar.',
    },
    en: {
      title: 'Tell us what you need',
      text: 'Buying, selling or investing. One private conversation is enough for us to understand your goal, your timing and what is not up for negotiation.',
    },
  },
  {
    id: 'we-manage',
    es: {
      title: 'Nosotros lo gestionamos',
      text: 'Búsqueda, negociación y trámites. Le informamos en cada hito, sin pedirle más tiempo del imprescindible.',
    },
    en: {
      title: 'We manage it',
      text: 'Search, negotiation and paperwork. We keep you informed at every milestone, and ask for no more of your time than is essential.',
    },
  },
  {
    id: 'you-receive',
    es: {
      title: 'Usted recibe el resultado',
      text: 'Las llaves, la firma ante notario o el importe de la venta, con cada documento revisado y en orden.',
    },
    en: {
      title: 'You receive the result',
      text: 'The keys, the signing before the notary or the proceeds of the sale, with every document checked and in order.',
    },
  },
];

export const HOW_IT_WORKS_INTRO: Bilingual<string> = {
  es: 'Tres pasos y un único interlocutor. Usted marca el objetivo; nosotros nos ocupamos del camino.',
  en: 'Three steps and a single point of contact. You set the goal; we take care of the way there.',
};
