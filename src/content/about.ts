import { SITE } from '../config/site.ts';
import type { Bilingual } from './types.ts';

export type AboutCopy = { lead: string; body: string };
export type Pillar = { id: 'only-the-best' | 'maximum-discretion' | 'everything-managed' } & Bilingual<{
  title: string;
  text: string;
}>;
/** A figure of the firm: the number as shown, then what it measures. */
export type Figure = { id: 'founded' | 'experience' | 'properties' | 'satisfaction'; value: Bilingual<string> } & Bilingual<{
  label: string;
}>;

export const ABOUT: Bilingual<AboutCopy> = {
  es: {
    lead: 'Un único interlocutor para todo lo que su propiedad necesita.',
    body: 'Trabajamos con un número reducido de clientes, que llegan por recomendación o desde nuestra lista de espera. Cada encargo tiene un único interlocutor que conoce su historia, sus plazos y sus prioridades, y que coordina a abogados, arquitectos, notarios y entidades financieras en su nombre.',
  },
  en: {
    lead: 'One point of contact for everything your property needs.',
    body: 'We work with a small number of clients, who come to us by recommendation or from our waiting list. Each mandate has a single point of contact who knows your story, your timing and your priorities, and who coordinates lawyers, architects, notaries and lenders on your behalf.',
  },
};

export const PILLARS: readonly Pillar[] = [
  {
    id: 'only-the-best',
    es: {
      title: 'Solo lo mejor',
      text: 'Seleccionamos cada propiedad y cada profesional con criterio propio. Si algo no está a la altura, no llega a usted.',
    },
    en: {
      title: 'Only the best',
      text: 'We choose every property and every professional on our own judgement. If something falls short, it never reaches you.',
    },
  },
  {
    id: 'maximum-discretion',
    es: {
      title: 'Máxima discreción',
      text: 'Su nombre, su patrimonio y sus planes no salen de nuestro despacho. Muchas de nuestras operaciones nunca se publican.',
    },
    en: {
      title: 'Maximum discretion',
      text: 'Your name, your assets and your plans never leave our office. Many of our transactions are never made public.',
    },
  },
  {
    id: 'everything-managed',
    es: {
      title: 'Todo gestionado',
      text: 'Búsqueda, negociación, trámites y firma: nos ocupamos de cada paso para que usted solo tenga que decidir.',
    },
    en: {
      title: 'Everything managed',
      text: 'Search, negotiation, paperwork and signing: we handle every step, so that all you have to do is decide.',
    },
  },
];

export const FIGURES: readonly Figure[] = [
  {
    id: 'founded',
    value: { es: String(SITE.foundedYear), en: String(SITE.foundedYear) },
    es: { label: 'Año de fundación' },
    en: { label: 'Year founded' },
  },
  {
    id: 'experience',
    value: { es: '15+', en: '15+' },
    es: { label: 'Años de cada socio en el mercado inmobiliario de Madrid' },
    en: { label: 'Years each partner has worked in Madrid property' },
  },
  {
    id: 'properties',
    value: { es: '500+', en: '500+' },
    es: { label: 'Operaciones de nuestros socios a lo largo de su carrera' },
    en: { label: 'Transactions handled by our partners over their careers' },
  },
  {
    id: 'satisfaction',
    value: { es: '98\u00a0%', en: '98%' },
    es: { label: 'De nuestros clientes nos recomendarían (encuesta al cierre de cada encargo)' },
    en: { label: 'Of our clients would recommend us (asked at the close of each mandate)' },
  },
];
