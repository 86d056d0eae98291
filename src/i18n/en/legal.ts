import type { Messages } from '../messages.ts';

export const legal: Messages['legal'] = {
  headings: {
    legalNotice: 'Legal notice',
    privacyPolicy: 'Privacy policy',
    cookiesPolicy: 'Cookies policy',
  },
  contents: 'Contents',
  lastUpdated: (day: string) => `Last updated: ${day}`,
};
