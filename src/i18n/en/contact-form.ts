import type { Messages } from '../messages.ts';

export const contactForm: Messages['contactForm'] = {
  eyebrow: 'Private contact',
  intro:
    'Tell us what you need. If you come by recommendation, we reply personally within 24 hours; if you would like to join our waiting list, we will write to you as soon as we have availability. Always with the discretion your property deserves.',
  direct: {
    heading: 'Direct contact',
    email: 'Email',
    phone: 'Phone',
  },
  primed: {
    note: (service: string) =>
      `Your request is ready: the service “${service}” is already chosen and your message begun. You can change both.`,
    valuationMessage: 'I would like a free, confidential valuation of my property.',
  },
  privacy: {
    heading: 'Basic data-protection information',
    controller: 'Controller',
    purpose: 'Purpose',
    purposeText: 'To answer your enquiry and, if you wish, prepare a proposal of services.',
    legalBasis: 'Legal basis',
    legalBasisText: 'Your consent when you send this form and, at your request, steps taken before entering into a contract.',
    recipients: 'Recipients',
    recipientsText: 'No data is passed to third parties unless the law requires it.',
    rights: 'Your rights',
    rightsText: (email: string) =>
      `Access, rectification, erasure, objection, restriction and portability, by writing to ${email}.`,
    moreInfo: 'Further information',
    policyLink: 'Privacy policy',
  },
};
