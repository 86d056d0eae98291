/**
 * What other rooms may use of the case file (docs/decisions/0043-the-case-file.md): nothing yet beyond what
 * the top level composes (its sections of the workspace and the private area, the notice digest, erasure).
 */
export { calendarPortalSection, casePortalSection, caseStaffSections, type CaseRoutesDeps } from './case-routes.ts';
export { calendarFeedRoutes } from './calendar.ts';
export { createNoticeWorker, type NoticeWorker } from './notice-worker.ts';
export { createReportWorker, type ReportWorker } from './weekly-report.ts';
