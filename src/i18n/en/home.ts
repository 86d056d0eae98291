import type { Messages } from '../messages.ts';

export const home: Messages['home'] = {
  sections: {
    hero: 'Your private property concierge in Madrid',
    portfolio: 'Success stories',
    philosophy: 'Areas of expertise',
    about: 'The concierge approach',
    howItWorks: 'How it works',
    services: 'A complimentary valuation of your property',
    calculators: 'Calculators',
    concierge: 'Concierge service',
    contactForm: 'Private enquiry',
  },
};
