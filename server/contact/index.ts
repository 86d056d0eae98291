/**
 * What other rooms may use of the contact pipeline (docs/decisions/0041-rooms-and-their-doors.md): a request
 * sent from the private area, its acknowledgement link, the export columns and the right of erasure.
 */
export { submitContactRequest, type ContactIntakeDeps } from './contact-intake.ts';
export { leadExportCsv, selectLeadExports, toLeadExport, type LeadExport } from './lead-export.ts';
export { eraseByEmail, keepOnlyIdentification, type CaseFilesEraser } from './lead-store.ts';
export { confirmRequest, purgeExpiredConfirmations, type ConfirmOutcome } from './request-confirmation.ts';
