import type { CalculatorPagesMessages } from '../calculator-pages-types.ts';

export const calculatorPages: CalculatorPagesMessages = {
  breadcrumbLabel: 'Breadcrumb',
  index: {
    eyebrow: 'Private tools',
    title: 'Calculators',
    intro:
      'Five calculations we prepare for our clients every week. They run in your browser: nothing you enter leaves your device. Every result explains itself line by line, can be shared with a link and taken to an adviser.',
    open: 'Open',
    listLabel: 'The five calculators',
  },
  calculatorHeading: 'Your calculation',
  loading: 'Loading the calculator…',
  othersTitle: 'Other calculators',
  pages: {
    valuation: {
      title: 'What your Madrid home is worth',
      summary: 'The market range of your flat or house, with the price per m² and what moves it.',
      lead: 'A market range for your flat or house in and around Madrid, with the central estimate and the factors behind it.',
    },
    'capital-gains': {
      title: 'Spanish capital gains tax on the sale of your home',
      summary: 'The gain on a sale and its income tax, with the reductions and exemptions of current law.',
      lead: 'The capital gain on the sale and the estimated tax under the law in force, step by step, from the sale price to the last band.',
    },
    renovation: {
      title: 'The cost and return of a renovation',
      summary: 'What a renovation costs, the value it adds and its return.',
      lead: 'What renovating your Madrid home costs by finish quality, rooms and works, how much value it adds and the return it brings.',
    },
    investment: {
      title: 'Buying a home to let',
      summary: 'Buying to let against a deposit, bonds or a fund, after tax.',
      lead: 'Compare buying a Madrid flat to let with putting the same money into a deposit, bonds or a fund, year by year and after tax.',
    },
    'compound-interest': {
      title: 'Compound interest calculator',
      summary: 'How savings grow with monthly contributions, in today’s euros.',
      lead: 'How savings grow with monthly contributions, year by year, in future euros and in today’s, and what the savings tax takes.',
    },
  },
};
