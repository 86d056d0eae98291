import type { documentErrors as source } from '../es/document-errors.ts';

/** The refusals of a document upload, the same in the private area and the workspace (ADR 0048). */
export const documentErrors: { [K in keyof typeof source]: string } = {
  documentType: 'The file is not a PDF or a JPEG, PNG, WebP or HEIC photograph (checked by its content, not its name).',
  documentUnsafe:
    'The PDF contains code or attachments and cannot be accepted. Save it again as a PDF (for example with “Print to PDF”) or scan it, and send it again.',
  documentTruncated: 'The file is incomplete or damaged: it may have been cut short while sending. Please send it again.',
  documentUnreadable:
    'The file could not be read: it may be damaged or password-protected. Save it again as a PDF or JPEG and send it again.',
  documentTooLarge: 'The file is too large: up to 25 MB is accepted.',
  documentEmpty: 'The file is empty.',
  uploadStalled:
    'The upload stopped: your connection sent nothing of the file for too long. Check the connection and send it again.',
  uploadInProgress: 'A file of yours is still being sent: wait for it to finish before sending another.',
};
