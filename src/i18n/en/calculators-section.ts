import type { Messages } from '../messages.ts';

export const calculatorsSection: Messages['calculatorsSection'] = {
  eyebrow: 'Private tools',
  intro:
    'The calculations we prepare for our clients every week. They run in your browser: nothing you enter leaves your device.',
  loading: 'Loading the calculators…',
  allCalculators: 'All five calculators, with investment and compound interest',
};
