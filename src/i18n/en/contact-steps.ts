import { MESSAGE_MAX_CHARS, MESSAGE_MIN_CHARS } from '../../domain/contact/contact-limits.ts';
import type { ContactStepsMessages } from '../contact-steps-types.ts';
import { formattersFor } from '../format.ts';

const { number } = formattersFor('en');

export const contactSteps: ContactStepsMessages = {
  steps: {
    label: 'Steps of your enquiry',
    progress: (current: number, total: number) => `Step ${current} of ${total}`,
    names: {
      client: 'About you',
      service: 'Service',
      contact: 'Your details',
    },
    done: '(completed)',
  },
  clientStep: {
    title: 'How did you come to us?',
    hint: 'We work by recommendation and, when we have availability, with our waiting list.',
    recommended: {
      label: 'By recommendation',
      badge: 'Priority',
      description: 'A client or a trusted partner told you about us.',
    },
    waitingList: {
      label: 'Waiting list',
      description: 'You would like to join our waiting list for our next availability.',
    },
  },
  serviceStep: {
    title: 'How can we help?',
    hint: 'Choose the service that best describes what you need.',
    services: {
      sell: { label: 'Sell', description: 'A discreet sale, from valuation to signing before the notary.' },
      buy: { label: 'Buy', description: 'Search and selection, off-market properties included.' },
      valuation: { label: 'Valuation only', description: 'A professional valuation of your property, with no commitment.' },
      investment: { label: 'Investment advice', description: 'Analysis of opportunities and returns in Madrid.' },
    },
  },
  contactStep: {
    title: 'Your contact details',
    hint: 'We use them only to reply to your enquiry.',
    email: 'Email',
    phone: 'Phone',
    optional: 'optional',
    referredBy: 'Who recommended us?',
    referredByHint: 'Name of the person or organisation who told you about us.',
    message: 'Message',
    messageHint: `Between ${number(MESSAGE_MIN_CHARS)} and ${number(MESSAGE_MAX_CHARS)} characters.`,
    counter: (count: string, max: string) => `${count} of ${max} characters`,
  },
  sent: {
    title: 'Request received',
    lead: 'Thank you. We have received your request with these details:',
    clientType: 'Profile',
    service: 'Service',
    referredBy: 'Recommended by',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    next: 'An adviser will read it personally and reply within the next 24 hours, by email or, if you left your number, by phone.',
    nextWaitingList:
      'Your request is on our waiting list. As soon as we can take on a new mandate, an adviser will write to you personally. Meanwhile we will send you no advertising and share your details with no one; we keep your request for two years at most, and you can ask us to delete it at any time.',
    again: 'Send another request',
  },
  honeypot: 'Leave this field empty',
  noScript: {
    serviceHint: 'If you come recommended, choose the service that best describes what you need.',
    referredByHint: 'If you come recommended: the person or organisation who told you about us.',
    receivedLead: 'Thank you. We have received your request.',
    invalidTitle: 'Please check your request',
    invalidLead: 'Your request has not been sent. Please correct the following and send it again:',
    errorsHeading: 'What is missing or needs correcting',
    notSentTitle: 'Request not sent',
    otherOrigin: 'This request must be sent from the form on our website.',
    notForm: 'The request must be sent from the form.',
    backToForm: 'Back to the form',
    backHome: 'Back to the home page',
  },
  chooseToContinue: 'Please choose an option to continue.',
  actions: {
    next: 'Continue',
    back: 'Back',
    submit: 'Send enquiry',
    sending: 'Sending…',
  },
  submitNeeds: {
    email: 'To send, please enter your email.',
    message: 'To send, please write your message.',
    both: 'To send, please enter your email and write your message.',
  },
};
