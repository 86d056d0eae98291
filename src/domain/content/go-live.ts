import type { ContentDocument } from './content-document.ts';

/**
 * What the firm must give before its site goes live, in the order the workspace lists it. `nif` and
 * `registry` are required by law (LSSI art. 10.1: the tax number and the Registro Mercantil entry of a
 * company); the others are what a visitor of a premium firm expects to find (a phone, the people, its own
 * photographs), not the law's.
 */
export const GO_LIVE_ITEMS = ['nif', 'registry', 'phone', 'team', 'photographs'] as const;
export type GoLiveItem = (typeof GO_LIVE_ITEMS)[number];

export const LEGALLY_REQUIRED_ITEMS: readonly GoLiveItem[] = ['nif', 'registry'];

export type GoLiveCheck = { item: GoLiveItem; done: boolean; required: boolean };

/** `GET /api/staff/content/go-live`: the checklist, read from the version the site shows. */
export type GoLiveChecklist = { version: number; items: GoLiveCheck[] };

const DONE: Record<GoLiveItem, (content: ContentDocument) => boolean> = {
  nif: (c) => c.identity.nif !== null,
  registry: (c) => c.identity.mercantileRegistration !== null,
  phone: (c) => !c.identity.phone.pending,
  team: (c) => c.identity.team.length > 0,
  // Every case the site shows has the firm's own photograph, not the built-in drawing.
  photographs: (c) => {
    const visible = c.cases.filter((entry) => entry.visible);
    return visible.length > 0 && visible.every((entry) => entry.image !== undefined);
  },
};

/** Each item of the go-live checklist, done or not, for a published document. */
export function goLiveChecks(content: ContentDocument): GoLiveCheck[] {
  return GO_LIVE_ITEMS.map((item) => ({ item, done: DONE[item](content), required: LEGALLY_REQUIRED_ITEMS.includes(item) }));
}

/** The legally required items still missing: the site must not go live while this is not empty. */
export const missingLegalItems = (content: ContentDocument): GoLiveItem[] =>
  goLiveChecks(content)
    .filter((check) => check.required && !check.done)
    .map((check) => check.item);
