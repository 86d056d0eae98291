/**
 * What other rooms may use of the e-mail room (docs/decisions/0041-rooms-and-their-doors.md): queueing an
 * account e-mail, a request described in the client's words, and what the outbox worker asks of the room
 * whose notifications it sends.
 */
export { enqueueAccountEmail, type AccountEmail, type AccountEmailKind } from './email-outbox.ts';
export type { FirmEmail, LeadNotifications } from './outbox-worker.ts';
export { describeRequest, type DescribedRequest } from './request-description.ts';
