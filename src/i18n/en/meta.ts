import type { Messages } from '../messages.ts';

export const meta: Messages['meta'] = {
  siteName: 'Aurea Concierge Madrid',
  imageAlt: 'Aurea Concierge Madrid: premium property concierge in Madrid',
  /** Areas the firm serves, for structured data. */
  areasServed: ['Barrio de Salamanca, Madrid', 'Chamberí, Madrid', 'La Moraleja, Alcobendas', 'North-west Madrid'],
  home: {
    title: 'Premium Property Concierge in Madrid | Aurea Concierge',
    description:
      'A private real-estate concierge in Madrid: buying, selling, valuation and investment in Salamanca, Chamberí, La Moraleja and the north-west, with complete discretion.',
  },
  legalNotice: {
    title: 'Legal notice | Aurea Concierge Madrid',
    description: 'Legal notice of Aurea Concierge Madrid: site owner, terms of use, intellectual property and governing law.',
  },
  privacyPolicy: {
    title: 'Privacy policy | Aurea Concierge Madrid',
    description: 'How we handle your personal data: controller, purposes, legal basis, retention periods and your rights.',
  },
  cookiesPolicy: {
    title: 'Cookies policy | Aurea Concierge Madrid',
    description: 'What this site stores in your browser, why, and how you can control it.',
  },
  notFound: {
    title: 'Page not found | Aurea Concierge Madrid',
    description: 'The page you are looking for does not exist. Continue from the Aurea Concierge Madrid home page.',
  },
};
