import type { PriceBand } from '../../domain/content/index.ts';

/** Short labels of the landing's content sections; their long copy lives in src/content. */
export const landing = {
  portfolio: {
    eyebrow: 'Trayectoria',
    ctaLead: '¿Cuánto vale hoy su propiedad? Se lo decimos sin coste y con total reserva.',
    casesLabel: (count: number) => `Casos de éxito: ${count}`,
    cta: 'Valoración gratuita',
    price: 'Precio de cierre',
    /** What a case shows of its closing price: its band, never the figure (issue 24, discretion). */
    priceBands: {
      'under-1m': 'Menos de 1\u00a0M€',
      '1m-2m': 'Entre 1 y 2\u00a0M€',
      '2m-3m': 'Entre 2 y 3\u00a0M€',
      '3m-5m': 'Entre 3 y 5\u00a0M€',
      'over-5m': 'Más de 5\u00a0M€',
    } satisfies Record<PriceBand, string>,
    situation: 'Situación',
    solution: 'Solución',
    advantage: 'Ventaja',
    previous: 'Caso anterior',
    next: 'Caso siguiente',
    /** The strip's position on phones, '3 / 13'; `positionLabel` is what a screen reader hears. */
    position: (current: number, total: number) => `${current} / ${total}`,
    positionLabel: (current: number, total: number) => `Caso ${current} de ${total}`,
  },
  philosophy: { eyebrow: 'Dónde trabajamos' },
  about: {
    eyebrow: 'Quiénes somos',
    pillars: 'Nuestros tres pilares',
    figures: 'La firma en cifras',
    team: 'El equipo',
    languages: 'Idiomas',
    credentials: 'Acreditaciones',
    reference: (reference: string) => `Ref. ${reference}`,
    press: 'En la prensa',
  },
  howItWorks: { eyebrow: 'El proceso', step: (n: number) => `Paso ${n}` },
  services: {
    eyebrow: 'Valoración',
    includes: 'Qué incluye',
    cta: 'Solicitar valoración gratuita',
    note: 'Sin compromiso',
    brief: 'O describa su proyecto con detalle',
  },
  concierge: { eyebrow: 'Servicios', cta: 'Hablamos', brief: 'Describa su proyecto con detalle' },
};
