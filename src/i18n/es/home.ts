/** Headings of the landing sections, in the spec's anchor order. Sections fill their own copy. */
export const home = {
  sections: {
    hero: 'Su concierge inmobiliario privado en Madrid',
    portfolio: 'Casos de éxito',
    philosophy: 'Zonas de especialización',
    about: 'El concepto concierge',
    howItWorks: 'Cómo funciona',
    services: 'Valoración gratuita de su propiedad',
    calculators: 'Calculadoras',
    concierge: 'Servicio concierge',
    contactForm: 'Solicitud privada',
  },
};
