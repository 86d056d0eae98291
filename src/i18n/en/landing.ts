import type { Messages } from '../messages.ts';

export const landing: Messages['landing'] = {
  portfolio: {
    eyebrow: 'Portfolio',
    ctaLead: 'What is your property worth today? We will tell you, at no cost and in confidence.',
    casesLabel: (count: number) => `Success stories: ${count}`,
    cta: 'Free valuation',
    price: 'Closing price',
    priceBands: {
      'under-1m': 'Under €1M',
      '1m-2m': '€1M to €2M',
      '2m-3m': '€2M to €3M',
      '3m-5m': '€3M to €5M',
      'over-5m': 'Over €5M',
    },
    situation: 'Situation',
    solution: 'Solution',
    advantage: 'Advantage',
    previous: 'Previous case',
    next: 'Next case',
    /** The strip's position on phones, '3 / 13'; `positionLabel` is what a screen reader hears. */
    position: (current: number, total: number) => `${current} / ${total}`,
    positionLabel: (current: number, total: number) => `Case ${current} of ${total}`,
  },
  philosophy: { eyebrow: 'Where we work' },
  about: {
    eyebrow: 'About us',
    pillars: 'Our three pillars',
    figures: 'The firm in figures',
    team: 'The team',
    languages: 'Languages',
    credentials: 'Credentials',
    reference: (reference) => `Ref. ${reference}`,
    press: 'In the press',
  },
  howItWorks: { eyebrow: 'The process', step: (n: number) => `Step ${n}` },
  services: {
    eyebrow: 'Valuation',
    includes: 'What it includes',
    cta: 'Request a free valuation',
    note: 'No commitment',
    brief: 'Or describe your project in detail',
  },
  concierge: { eyebrow: 'Services', cta: 'Let’s talk', brief: 'Describe your project in detail' },
};
