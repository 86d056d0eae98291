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
    title: 'Legal notice | Aurea Concierge',
    description: 'Legal notice of Aurea Concierge Madrid: site owner, terms of use, intellectual property and governing law.',
  },
  privacyPolicy: {
    title: 'Privacy policy | Aurea Concierge',
    description: 'How we handle your personal data: controller, purposes, legal basis, retention periods and your rights.',
  },
  cookiesPolicy: {
    title: 'Cookies policy | Aurea Concierge',
    description: 'What this site stores in your browser, why, and how you can control it.',
  },
  detailedRequest: {
    title: 'Detailed request | Aurea Concierge',
    description:
      'Describe your property project in Madrid in four steps: property, goal, budget, timing and services. An adviser replies personally within 24 hours.',
  },
  signIn: {
    title: 'Sign in to your client area | Aurea Concierge',
    description: 'Sign in to your Aurea Concierge Madrid client area with your email and password, or with a passkey.',
  },
  signUp: {
    title: 'Open your client area | Aurea Concierge',
    description: 'Open your client area to keep your calculations, follow your home’s value and the status of your requests.',
  },
  forgotPassword: {
    title: 'Forgotten password | Aurea Concierge',
    description: 'Receive a link by email to choose a new password for your client area.',
  },
  resetPassword: {
    title: 'New password | Aurea Concierge',
    description: 'Choose a new password for your Aurea Concierge Madrid client area.',
  },
  portal: {
    title: 'Overview | Client area | Aurea Concierge',
    description: 'What is new in your client area: your requests, your scenarios and your home’s value.',
  },
  portalRequests: {
    title: 'My requests | Client area | Aurea Concierge',
    description: 'The requests you have sent us and where each one stands.',
  },
  portalScenarios: {
    title: 'My scenarios | Client area | Aurea Concierge',
    description: 'The calculations you have saved, ready to reopen whenever you wish.',
  },
  portalSearch: {
    title: 'My search | Client area | Aurea Concierge',
    description: 'What you are looking for, kept in your client area and sent to the firm when you choose.',
  },
  portalProperty: {
    title: 'My property | Client area | Aurea Concierge',
    description: 'Your home’s details and how its valuation has moved.',
  },
  portalCases: {
    title: 'My case | Client area | Aurea Concierge',
    description: 'Where your sale or purchase stands, the documents still needed and what has happened, step by step.',
  },
  portalAccount: {
    title: 'Account | Client area | Aurea Concierge',
    description: 'Your details, password, passkeys and sessions, and your personal data.',
  },
  calculators: {
    title: 'Property and Investment Calculators for Madrid | Aurea Concierge',
    description:
      'Five free calculators: the value of your Madrid home, the capital-gains tax on a sale, the cost of a renovation, buy-to-let against other investments, and compound interest.',
    name: 'Aurea Concierge calculators',
  },
  valuationCalculator: {
    title: 'Madrid Property Valuation Calculator | Aurea Concierge',
    description:
      'Estimate the market value of your flat or house in Madrid: a price range, the central figure, the price per m² and the factors behind it.',
    name: 'Property valuation calculator',
  },
  capitalGainsCalculator: {
    title: 'Spanish Capital Gains Tax Calculator for a Property Sale | Aurea Concierge',
    description:
      'Work out the gain and the Spanish income tax on the sale of your home under current law: the pre-1995 reduction, reinvestment and over-65 exemptions, savings tax bands.',
    name: 'Spanish capital gains tax calculator',
  },
  renovationCalculator: {
    title: 'Renovation Cost Calculator for Madrid | Aurea Concierge',
    description:
      'What renovating your Madrid home costs by finish quality, rooms and works, how much value it adds and the return it brings.',
    name: 'Renovation cost and return calculator',
  },
  investmentCalculator: {
    title: 'Buy-to-Let Investment Calculator for Madrid | Aurea Concierge',
    description:
      'Compare buying a Madrid flat to let with a deposit, bonds or a fund: yield, cash flow, mortgage, taxes and internal rate of return, year by year.',
    name: 'Buy-to-let investment calculator',
  },
  compoundInterestCalculator: {
    title: 'Compound Interest Calculator with Inflation and Tax | Aurea Concierge',
    description:
      'See how savings grow with monthly contributions: interest year by year, the balance in today’s euros and the Spanish savings tax.',
    name: 'Compound interest calculator',
  },
  workspace: {
    title: 'Workspace | Aurea Concierge',
    description: 'The firm’s team workspace.',
  },
  notFound: {
    title: 'Page not found | Aurea Concierge',
    description: 'The page you are looking for does not exist. Continue from the Aurea Concierge Madrid home page.',
  },
};
