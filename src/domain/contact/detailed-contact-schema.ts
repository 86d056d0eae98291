import { z } from 'zod';
import {
  AVAILABILITIES,
  BRIEF_SERVICES,
  BUDGETS,
  CONTACT_PREFERENCES,
  DETAILED_FORM_TYPE,
  DETAILED_MESSAGE_MAX_CHARS,
  GOALS,
  LOCATION_MAX_CHARS,
  LOCATION_MIN_CHARS,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  PREFERENCES_NEEDING_AVAILABILITY,
  PREFERENCES_NEEDING_PHONE,
  PRIORITIES,
  PROPERTY_TYPES,
  TIMELINES,
  isSellerOnlyGoal,
  isSellerOnlyService,
  type ContactPreference,
} from './detailed-limits.ts';
import { E, boundedText, choice, emailField, honeypotField, optionalChoice, optionalText, phoneField } from './schema-fields.ts';

const needs = (list: readonly ContactPreference[], preference: unknown) =>
  typeof preference === 'string' && (list as readonly string[]).includes(preference);

/** The conditional rules run even while other fields are wrong, so every error of a step shows at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * The brief's answers (steps 1–3) and how the firm is to contact the person (step 4 without name and
 * e-mail): the fields both the public brief and a client's saved brief (Mi búsqueda, ADR 0030) validate.
 */
const BRIEF_ANSWERS = {
  propertyType: choice(PROPERTY_TYPES),
  goal: choice(GOALS),
  location: boundedText(LOCATION_MIN_CHARS, LOCATION_MAX_CHARS, E('locationLength')),
  budget: choice(BUDGETS),
  timeline: choice(TIMELINES),
  services: z
    .array(choice(BRIEF_SERVICES), { error: E('servicesRequired') })
    .min(1, E('servicesRequired'))
    .max(BRIEF_SERVICES.length, E('choiceInvalid'))
    .refine((list) => new Set(list).size === list.length, E('choiceInvalid')),
  priority: optionalChoice(PRIORITIES),
  phone: phoneField(),
  contactPreference: choice(CONTACT_PREFERENCES),
  availability: optionalChoice(AVAILABILITIES),
  message: optionalText(DETAILED_MESSAGE_MAX_CHARS, E('messageTooLong')),
};

type PreferenceFields = { contactPreference?: unknown; phone?: unknown; availability?: unknown };

/** Phone for a call or WhatsApp, availability for a call, WhatsApp or a meeting: one rule for both schemas. */
function withPreferenceRules<S extends z.ZodType<PreferenceFields>>(schema: S) {
  return schema
    .refine((v) => !needs(PREFERENCES_NEEDING_PHONE, v.contactPreference) || (typeof v.phone === 'string' && v.phone !== ''), {
      path: ['phone'],
      message: E('phoneRequired'),
      ...always,
    })
    .refine((v) => !needs(PREFERENCES_NEEDING_AVAILABILITY, v.contactPreference) || typeof v.availability === 'string', {
      path: ['availability'],
      message: E('availabilityRequired'),
      ...always,
    });
}

/**
 * The detailed brief (decisions Product 10): four steps' answers as slugs, the person's details, and the
 * honeypot. Text is sanitised inside the schema, as in the simple form's.
 */
export const DetailedContactSchema = withPreferenceRules(
  z.object({
    formType: z.literal(DETAILED_FORM_TYPE, { error: E('formTypeInvalid') }),
    ...BRIEF_ANSWERS,
    name: boundedText(NAME_MIN_CHARS, NAME_MAX_CHARS, E('nameLength')),
    email: emailField(),
    website: honeypotField(),
  }),
);

/**
 * A client's saved brief in the private area (Mi búsqueda): the same answers and rules, without the
 * person's name and e-mail (the account's) and without a honeypot (a signed-in client is no bot).
 * Sent, it becomes a `DetailedContactSchema` body with the account's name and e-mail.
 */
export const SavedBriefSchema = withPreferenceRules(z.object(BRIEF_ANSWERS));

/**
 * A buyer's saved brief: the same, without a seller's goal or services (issue 22). The page offers
 * neither; a body holding one is refused with `sellerOnlyChoice` on its field.
 */
export const BuyerBriefSchema = SavedBriefSchema.refine((v) => !isSellerOnlyGoal(v.goal), {
  path: ['goal'],
  message: E('sellerOnlyChoice'),
  ...always,
}).refine((v) => !(Array.isArray(v.services) && v.services.some(isSellerOnlyService)), {
  path: ['services'],
  message: E('sellerOnlyChoice'),
  ...always,
});

/** A saved brief as the client sends it to be stored. */
export type SavedBriefInput = z.input<typeof SavedBriefSchema>;
/** A saved brief as stored: sanitised and validated. */
export type SavedBrief = z.output<typeof SavedBriefSchema>;

/** What the brief sends (before parsing). */
export type DetailedContactInput = z.input<typeof DetailedContactSchema>;
/** What the server stores: sanitised and validated. */
export type DetailedContact = z.output<typeof DetailedContactSchema>;

/** Whether this preference makes the phone, or the availability, required. */
export const phoneRequiredFor = (preference: unknown) => needs(PREFERENCES_NEEDING_PHONE, preference);
export const availabilityRequiredFor = (preference: unknown) => needs(PREFERENCES_NEEDING_AVAILABILITY, preference);
