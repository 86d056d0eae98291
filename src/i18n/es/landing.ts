/** Short labels of the landing's content sections; their long copy lives in src/content. */
export const landing = {
  portfolio: {
    eyebrow: 'Trayectoria',
    ctaLead: '¿Cuánto vale hoy su propiedad? Se lo decimos sin coste y con total reserva.',
    casesLabel: 'Trece casos de éxito',
    cta: 'Valoración gratuita',
    price: 'Precio de cierre',
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
