/**
 * The detailed brief (spec "Richer contact form", decisions Product 10): its slugs and limits, one source
 * for the schema, the form, the database's CHECK constraints (migration 0005) and the tests.
 */
import { MESSAGE_MAX_CHARS } from './contact-limits.ts';

export const DETAILED_FORM_TYPE = 'detailed';

export const PROPERTY_TYPES = ['apartment', 'house', 'penthouse', 'commercial', 'land'] as const;
export const GOALS = ['sell', 'buy', 'rent', 'invest', 'evaluate'] as const;
/** Euros: up to 500,000; 500,000–1M; 1–2M; 2–3M; 3–5M; over 5M. */
export const BUDGETS = ['up-to-500k', '500k-1m', '1m-2m', '2m-3m', '3m-5m', 'over-5m'] as const;
/** Months: 1–3, 3–6, 6–12, over 12, flexible. */
export const TIMELINES = ['immediate', 'short', 'medium', 'long', 'flexible'] as const;
export const BRIEF_SERVICES = ['valuation', 'marketing', 'staging', 'legal', 'financing', 'concierge'] as const;
export const PRIORITIES = ['speed', 'price', 'discretion', 'service', 'results'] as const;
export const CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp', 'meeting'] as const;
/** Morning 9–12 h, afternoon 12–18 h, evening 18–21 h, flexible. */
export const AVAILABILITIES = ['morning', 'afternoon', 'evening', 'flexible'] as const;

/**
 * What only a seller asks for (issue 22): a buyer's search (Mi búsqueda) neither offers nor accepts these
 * goals and services; the public brief, whose visitor may be either, offers every one.
 */
export const SELLER_ONLY_GOALS = ['sell'] as const satisfies readonly (typeof GOALS)[number][];
export const SELLER_ONLY_SERVICES = ['marketing', 'staging'] as const satisfies readonly (typeof BRIEF_SERVICES)[number][];
const isOneOf = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);
/** Whether a goal or service is a seller's only. */
export const isSellerOnlyGoal = (goal: unknown): boolean => isOneOf(SELLER_ONLY_GOALS, goal);
export const isSellerOnlyService = (service: unknown): boolean => isOneOf(SELLER_ONLY_SERVICES, service);
/** The goals and services a buyer's search offers, in the brief's order. */
export const BUYER_GOALS = GOALS.filter((goal) => !isSellerOnlyGoal(goal));
export const BUYER_SERVICES = BRIEF_SERVICES.filter((service) => !isSellerOnlyService(service));

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Goal = (typeof GOALS)[number];
export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];
export type BriefService = (typeof BRIEF_SERVICES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
export type Availability = (typeof AVAILABILITIES)[number];

/** We call or write on WhatsApp only with a number. */
export const PREFERENCES_NEEDING_PHONE: readonly ContactPreference[] = ['phone', 'whatsapp'];
/** A call, a WhatsApp conversation or a meeting is arranged within the visitor's hours. */
export const PREFERENCES_NEEDING_AVAILABILITY: readonly ContactPreference[] = ['phone', 'whatsapp', 'meeting'];

export const LOCATION_MIN_CHARS = 2;
export const LOCATION_MAX_CHARS = 120;
export const NAME_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 120;
/** The message is optional here, with the simple form's upper bound. */
export const DETAILED_MESSAGE_MAX_CHARS = MESSAGE_MAX_CHARS;

/** Each budget band in euros, [from, to]; null where the band is open. */
export const BUDGET_RANGES_EUR = {
  'up-to-500k': [null, 500_000],
  '500k-1m': [500_000, 1_000_000],
  '1m-2m': [1_000_000, 2_000_000],
  '2m-3m': [2_000_000, 3_000_000],
  '3m-5m': [3_000_000, 5_000_000],
  'over-5m': [5_000_000, null],
} as const satisfies Record<Budget, readonly [number | null, number | null]>;

/** Each timeline in months, [from, to]; null where it is open; flexible has none. */
export const TIMELINE_MONTHS = {
  immediate: [1, 3],
  short: [3, 6],
  medium: [6, 12],
  long: [12, null],
  flexible: null,
} as const satisfies Record<Timeline, readonly [number, number | null] | null>;

/** Each availability as hours of the day, [from, to]; flexible has none. */
export const AVAILABILITY_HOURS = {
  morning: [9, 12],
  afternoon: [12, 18],
  evening: [18, 21],
  flexible: null,
} as const satisfies Record<Availability, readonly [number, number] | null>;
