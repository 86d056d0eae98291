import type { Messages } from '../messages.ts';

export const landing: Messages['landing'] = {
  portfolio: {
    eyebrow: 'Portfolio',
    ctaLead: 'What is your property worth today? We will tell you, at no cost and in confidence.',
    casesLabel: 'Thirteen success stories',
    cta: 'Free valuation',
    price: 'Closing price',
    situation: 'Situation',
    solution: 'Solution',
    advantage: 'Advantage',
  },
  philosophy: { eyebrow: 'Philosophy' },
  about: { eyebrow: 'About us', pillars: 'Our three pillars', figures: 'The firm in figures' },
  howItWorks: { eyebrow: 'The process', step: (n: number) => `Step ${n}` },
  services: { eyebrow: 'Valuation', includes: 'What it includes', cta: 'Request a free valuation', note: 'No commitment' },
  concierge: { eyebrow: 'Services', cta: 'Let’s talk' },
};
