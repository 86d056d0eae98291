/** A case's limits, with their units; the schemas and the server read them from here. */

export const CASE_TITLE_MAX_CHARS = 120;
export const CASE_PROPERTY_MAX_CHARS = 300;
export const MILESTONE_NOTE_MAX_CHARS = 2000;
export const MILESTONE_LABEL_MAX_CHARS = 80;
/** A case holds its side's listed steps and at most this many of the firm's own. */
export const FIRM_MILESTONES_MAX = 30;
export const DOCUMENT_NAME_MAX_CHARS = 160;
/** An invitation's link works this long, once. */
export const CASE_INVITATION_DAYS = 14;
/** The workspace's case list: one page, newest first. */
export const CASE_LIST_MAX = 200;
/** Entries of a case's timeline answered with the case (newest first). */
export const TIMELINE_MAX = 200;
