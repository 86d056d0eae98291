import {
  AVAILABILITY_HOURS,
  BUDGET_RANGES_EUR,
  DETAILED_MESSAGE_MAX_CHARS,
  TIMELINE_MONTHS,
  type Availability,
  type Budget,
  type Timeline,
} from '../../domain/contact/detailed-limits.ts';
import type { DetailedRequestMessages } from '../detailed-request-types.ts';
import { formattersFor } from '../format.ts';

const { money, number } = formattersFor('en');

const budget = (id: Budget) => {
  const [from, to] = BUDGET_RANGES_EUR[id];
  if (from === null) return `Up to ${money(to)}`;
  return to === null ? `Over ${money(from)}` : `${money(from)} to ${money(to)}`;
};
const months = (id: Timeline) => {
  const range = TIMELINE_MONTHS[id];
  if (!range) return 'No fixed date';
  return range[1] === null ? `Over ${number(range[0])} months` : `${number(range[0])} to ${number(range[1])} months`;
};
const hours = (id: Availability) => {
  const range = AVAILABILITY_HOURS[id];
  return range ? `${number(range[0])}:00 to ${number(range[1])}:00` : 'Any time of day';
};

export const detailedRequest: DetailedRequestMessages = {
  page: {
    eyebrow: 'Detailed request',
    title: 'Tell us about your project',
    intro:
      'Four short steps, so that the adviser who looks after you comes to the first conversation with your case already studied.',
    asideHeading: 'What happens next',
    aside: [
      'A senior adviser reads your request personally and replies within 24 hours.',
      'We contact you the way you prefer, at the time of day you choose.',
      'Your information is treated in strict confidence and never shared with third parties.',
    ],
  },
  steps: {
    label: 'Steps of the request',
    progress: (current: number, total: number) => `Step ${current} of ${total}`,
    names: { 1: 'The property', 2: 'Budget and timing', 3: 'Services', 4: 'Your details' },
    done: '(completed)',
  },
  stepTitles: {
    1: { title: 'Which property is it about?', hint: 'The type of property, what you would like to do, and where.' },
    2: { title: 'Budget and timing', hint: 'An approximate range is enough; we will refine it together.' },
    3: { title: 'How can we help?', hint: 'Tick every service you are interested in.' },
    4: { title: 'Your contact details', hint: 'We will only use them to reply to your request.' },
  },
  optional: 'optional',
  fields: {
    propertyType: {
      label: 'Type of property',
      options: {
        apartment: 'Flat',
        house: 'House or villa',
        penthouse: 'Penthouse',
        commercial: 'Commercial premises',
        land: 'Land',
      },
    },
    goal: {
      label: 'Your goal',
      options: { sell: 'Sell', buy: 'Buy', rent: 'Rent', invest: 'Invest', evaluate: 'Get a valuation' },
    },
    location: { label: 'Location', hint: 'Neighbourhood, town or area; for example, Salamanca or La Moraleja.' },
    budget: {
      label: 'Budget or estimated value',
      options: {
        'up-to-500k': budget('up-to-500k'),
        '500k-1m': budget('500k-1m'),
        '1m-2m': budget('1m-2m'),
        '2m-3m': budget('2m-3m'),
        '3m-5m': budget('3m-5m'),
        'over-5m': budget('over-5m'),
      },
    },
    timeline: {
      label: 'Timing',
      options: {
        immediate: { label: 'Immediate', description: months('immediate') },
        short: { label: 'Short term', description: months('short') },
        medium: { label: 'Medium term', description: months('medium') },
        long: { label: 'Long term', description: months('long') },
        flexible: { label: 'Flexible', description: months('flexible') },
      },
    },
    services: {
      label: 'Services of interest',
      options: {
        valuation: { label: 'Valuation', description: 'A well-founded market price, in writing.' },
        marketing: { label: 'Marketing', description: 'Photography, presentation and discreet promotion.' },
        staging: { label: 'Home staging', description: 'The property prepared to make the best impression.' },
        legal: { label: 'Legal advice', description: 'Contracts, charges, tax and the notary.' },
        financing: { label: 'Financing', description: 'Mortgage and the structure of the deal.' },
        concierge: { label: 'Concierge', description: 'Removals, renovation, insurance and utilities.' },
      },
    },
    priority: {
      label: 'What matters most to you',
      options: {
        speed: 'Speed',
        price: 'The best price',
        discretion: 'Discretion',
        service: 'A complete service',
        results: 'Proven results',
      },
    },
    name: { label: 'Full name' },
    email: { label: 'Email' },
    contactPreference: {
      label: 'How would you like us to contact you?',
      options: { email: 'Email', phone: 'Phone call', whatsapp: 'WhatsApp', meeting: 'Meeting in person' },
    },
    phone: {
      label: 'Phone',
      hint: 'Needed if you would like us to call you or write to you on WhatsApp.',
      required: 'required',
    },
    availability: {
      label: 'Preferred time of day',
      hint: 'Needed for a call, a WhatsApp conversation or a meeting.',
      required: 'required',
      options: {
        morning: { label: 'Morning', description: hours('morning') },
        afternoon: { label: 'Afternoon', description: hours('afternoon') },
        evening: { label: 'Evening', description: hours('evening') },
        flexible: { label: 'Flexible', description: hours('flexible') },
      },
    },
    message: {
      label: 'Anything else we should know',
      hint: `Up to ${number(DETAILED_MESSAGE_MAX_CHARS)} characters.`,
      counter: (count: string, max: string) => `${count} of ${max} characters`,
    },
  },
  actions: { next: 'Next', back: 'Back', submit: 'Submit request', sending: 'Sending…' },
  success: {
    title: 'Request received',
    description: 'We will contact you soon.',
  },
  sent: {
    title: 'Request received',
    lead: 'Thank you. This is what you sent us:',
    next: 'An adviser will study it personally and contact you within the next 24 hours, the way and at the time you chose.',
    again: 'Prepare another request',
  },
  honeypot: 'Do not fill in this field',
};
