/**
 * Who else is in the studio, and which item each has open (ADR 0045): staff tell the server the item they
 * have open every `PRESENCE_HEARTBEAT_MS`, and someone not heard from for `PRESENCE_TIMEOUT_MS` is gone.
 * A soft lock: the studio says "Lucía está editando este caso" on that item ("… los textos" on a part
 * edited whole), and editing it is still allowed (a stale save is merged by item, `merge.ts`).
 */
import { z } from 'zod';
import { ITEM_KINDS, type ItemKind } from './changes.ts';
import { ZONE_IDS } from './zone-ids.ts';

/** How often the studio says which item is open (and that she is still there). */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** Someone not heard from for this long has left the studio (three heartbeats missed). */
export const PRESENCE_TIMEOUT_MS = 60_000;

/** The items edited whole, each its own and only item (`copy:copy`, `team:team`): the parts of `changedItems`. */
export const PART_KINDS = ITEM_KINDS.filter((kind): kind is PartKind => kind !== 'case' && kind !== 'zone');
export type PartKind = Exclude<ItemKind, 'case' | 'zone'>;

/**
 * An item's key as `itemKey` writes it: a case by its id (`case:atico-almagro`), a zone by one of the four
 * (`zone:chamberi`), a part by its kind alone (`market:market`; `team:lucia` is nobody's item).
 */
export const ItemKeySchema = z
  .string()
  .max(100, 'tooLong')
  .regex(
    new RegExp(`^(?:case:[a-z0-9]+(?:-[a-z0-9]+)*|zone:(?:${ZONE_IDS.join('|')})|(${PART_KINDS.join('|')}):\\1)$`),
    'choiceInvalid',
  );

/** `PUT …/content/presence`: the item she has open, or none (the studio open, no item). */
export const PresenceSchema = z.object({ item: ItemKeySchema.nullable() }).strict();
export type PresenceBody = z.infer<typeof PresenceSchema>;

/** Someone else in the studio: their name (never their e-mail), the item they have open, when last heard from. */
export type StudioPresent = { name: string | null; item: string | null; seenAt: string };

/** `GET` and `PUT …/content/presence`: everyone else in the studio now, by name. */
export type StudioPresence = { present: StudioPresent[] };
