/**
 * What other rooms may use of the case file (docs/decisions/0043-the-case-file.md): its sections of the
 * workspace and the private area, the notice digest, and its part in erasure and retention (ADR 0051).
 */
export { calendarPortalSection, casePortalSection, caseStaffSections, type CaseRoutesDeps } from './case-routes.ts';
export { calendarFeedRoutes } from './calendar.ts';
export { createNoticeWorker, type NoticeWorker } from './notice-worker.ts';
export { CASE_DATA_TABLES, eraseCaseFilesOf, purgeCaseFiles, type CaseErasureBy, type CaseOwner } from './case-retention.ts';
export { createReportWorker, type ReportWorker } from './weekly-report.ts';
