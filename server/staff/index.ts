/**
 * What other rooms may use of the workspace (docs/decisions/0041-rooms-and-their-doors.md): its door and
 * second-factor gate for a section of `/api/staff` (the studio), and the audit log every room writes to.
 */
export { recordAudit } from './audit-log.ts';
export { STAFF_FAMILY, staffDoor, staffError, type StaffSection, type StaffVars } from './staff-http.ts';
