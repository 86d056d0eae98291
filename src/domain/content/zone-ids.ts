/**
 * The four specialisation zones: the firm edits their copy and images, not which they are. A module of its
 * own, free of the document's schema, so a public page that needs only the ids (`src/content/zones.ts`)
 * does not load the schema's code.
 */
export const ZONE_IDS = ['noroeste', 'salamanca', 'chamberi', 'la-moraleja'] as const;
export type ZoneId = (typeof ZONE_IDS)[number];
