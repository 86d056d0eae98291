import type { Bilingual } from './types.ts';

export type ValuationItem = { id: 'detailed-analysis' | 'market-study' | 'professional-report' } & Bilingual<{
  title: string;
  text: string;
}>;

export const VALUATION_INTRO: Bilingual<string> = {
  es: 'Conocer el valor real de su propiedad es el primer paso de cualquier decisión. Lo calculamos con datos de operaciones cerradas, no con precios de anuncio.',
  en: 'Knowing the true value of your property is the first step in any decision. We base it on completed transactions, not on asking prices.',
};

/** The spec's three valuation offerings. */
export const VALUATION_ITEMS: readonly ValuationItem[] = [
  {
    id: 'detailed-analysis',
    es: {
      title: 'Análisis detallado',
      text: 'Visita presencial, superficie, estado, orientación, calidades y situación registral de la vivienda.',
    },
    en: {
      title: 'Detailed analysis',
      text: 'An on-site visit covering floor area, condition, aspect, finishes and the property’s land registry status.',
    },
  },
  {
    id: 'market-study',
    es: {
      title: 'Estudio de mercado',
      text: 'Comparables vendidos en su zona durante los últimos meses y la demanda real para su tipo de inmueble.',
    },
    en: {
      title: 'Market study',
      text: 'Comparable sales in your area over recent months and the real demand for your type of property.',
    },
  },
  {
    id: 'professional-report',
    es: {
      title: 'Informe profesional',
      text: 'Un documento claro con el valor estimado, el rango de precio recomendado y la estrategia de venta.',
    },
    en: {
      title: 'Professional report',
      text: 'A clear document with the estimated value, the recommended price range and a sales strategy.',
    },
  },
];
