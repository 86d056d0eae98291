/** Title and description of every page, fed into <head> by the prerenderer and on client navigation. */
export const meta = {
  siteName: 'Aurea Concierge Madrid',
  imageAlt: 'Aurea Concierge Madrid: concierge de propiedades premium en Madrid',
  /** Areas the firm serves, for structured data. */
  areasServed: ['Barrio de Salamanca, Madrid', 'Chamberí, Madrid', 'La Moraleja, Alcobendas', 'Noroeste de Madrid'],
  home: {
    title: 'Concierge de Propiedades Premium en Madrid | Aurea Concierge',
    description:
      'Concierge inmobiliario privado en Madrid: compra, venta, valoración e inversión en Salamanca, Chamberí, La Moraleja y el noroeste, con total discreción.',
  },
  legalNotice: {
    title: 'Aviso legal | Aurea Concierge Madrid',
    description:
      'Aviso legal de Aurea Concierge Madrid: titular del sitio, condiciones de uso, propiedad intelectual y legislación aplicable.',
  },
  privacyPolicy: {
    title: 'Política de privacidad | Aurea Concierge Madrid',
    description:
      'Cómo tratamos sus datos personales: responsable, finalidades, base legal, plazos de conservación y sus derechos.',
  },
  cookiesPolicy: {
    title: 'Política de cookies | Aurea Concierge Madrid',
    description: 'Qué guarda este sitio en su navegador, para qué y cómo puede controlarlo.',
  },
  notFound: {
    title: 'Página no encontrada | Aurea Concierge Madrid',
    description: 'La página que busca no existe. Continúe desde el inicio de Aurea Concierge Madrid.',
  },
};
