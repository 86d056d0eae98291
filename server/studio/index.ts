/** What other rooms may use of the studio (docs/decisions/0041-rooms-and-their-doors.md): the published content. */
export { publishedVersion } from './content-store.ts';
