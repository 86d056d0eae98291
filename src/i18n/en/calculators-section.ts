import type { Messages } from '../messages.ts';

export const calculatorsSection: Messages['calculatorsSection'] = {
  eyebrow: 'Private tools',
  intro:
    'Three calculations we prepare for our clients every week. They run in your browser: nothing you enter leaves your device.',
  loading: 'Loading the calculators…',
};
