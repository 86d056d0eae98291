/**
 * What other rooms may use of the private area (docs/decisions/0041-rooms-and-their-doors.md): a section of
 * `/api/portal` served by another room behind the area's session and door (the case file).
 */
export type { PortalSection, PortalVars } from './portal-routes.ts';
