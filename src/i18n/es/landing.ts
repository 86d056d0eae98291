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
  },
  philosophy: { eyebrow: 'Filosofía' },
  about: { eyebrow: 'Quiénes somos', pillars: 'Nuestros tres pilares', figures: 'La firma en cifras' },
  howItWorks: { eyebrow: 'El proceso', step: (n: number) => `Paso ${n}` },
  services: { eyebrow: 'Valoración', includes: 'Qué incluye', cta: 'Solicitar valoración gratuita', note: 'Sin compromiso' },
  concierge: { eyebrow: 'Servicios', cta: 'Hablamos' },
};
