/**
 * The brief's questions as data, shared by the public detailed brief (a group a step) and the private
 * area's Mi búsqueda (a group a panel), so both ask the same questions, with the same options, in the same
 * order. What each answer may be is the schema's (detailed-contact-schema.ts); the words are the copy's.
 */
import {
  AVAILABILITIES,
  BRIEF_SERVICES,
  BUDGETS,
  CONTACT_PREFERENCES,
  DETAILED_MESSAGE_MAX_CHARS,
  GOALS,
  PRIORITIES,
  PROPERTY_TYPES,
  TIMELINES,
} from './detailed-limits.ts';

/** What typed text holds: a town or district, a phone number, or a message of several lines. */
export type TextFormat = 'locality' | 'phone' | 'long';

/**
 * One question: one answer among the spec's slugs (`choice`), any number of them (`choices`), or typed
 * text. `optional`: no answer is needed unless a rule of the schema asks for one (the phone for a call).
 */
export type BriefQuestion<N extends string = string> =
  | { name: N; kind: 'choice'; options: readonly string[]; optional?: boolean }
  | { name: N; kind: 'choices'; options: readonly string[] }
  | { name: N; kind: 'text'; format: TextFormat; optional?: boolean; maxChars?: number };

export const BRIEF_QUESTIONS = {
  propertyType: { name: 'propertyType', kind: 'choice', options: PROPERTY_TYPES },
  goal: { name: 'goal', kind: 'choice', options: GOALS },
  location: { name: 'location', kind: 'text', format: 'locality' },
  budget: { name: 'budget', kind: 'choice', options: BUDGETS },
  timeline: { name: 'timeline', kind: 'choice', options: TIMELINES },
  services: { name: 'services', kind: 'choices', options: BRIEF_SERVICES },
  priority: { name: 'priority', kind: 'choice', options: PRIORITIES, optional: true },
  contactPreference: { name: 'contactPreference', kind: 'choice', options: CONTACT_PREFERENCES },
  phone: { name: 'phone', kind: 'text', format: 'phone', optional: true },
  availability: { name: 'availability', kind: 'choice', options: AVAILABILITIES, optional: true },
  message: { name: 'message', kind: 'text', format: 'long', optional: true, maxChars: DETAILED_MESSAGE_MAX_CHARS },
} as const satisfies { [N in string]: BriefQuestion<N> };

export type BriefQuestionName = keyof typeof BRIEF_QUESTIONS;

/**
 * The groups the questions are asked in, in order: the brief's first three steps and most of its fourth
 * (which first asks the name and e-mail, that Mi búsqueda takes from the account).
 */
export const BRIEF_GROUPS = {
  property: ['propertyType', 'goal', 'location'],
  budget: ['budget', 'timeline'],
  services: ['services', 'priority'],
  contactWay: ['contactPreference', 'phone', 'availability', 'message'],
} as const satisfies Record<string, readonly BriefQuestionName[]>;

export type BriefGroup = keyof typeof BRIEF_GROUPS;

/** A group's questions, in order. */
export function briefQuestionsOf(group: BriefGroup): readonly BriefQuestion<BriefQuestionName>[] {
  return BRIEF_GROUPS[group].map((name) => BRIEF_QUESTIONS[name]);
}
