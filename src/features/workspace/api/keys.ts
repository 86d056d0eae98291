/**
 * The workspace's reads in the page's cache, by key (TanStack Query's): a write invalidates what it
 * changes by a key's beginning (`requests()` holds every inbox page and every request's page).
 */
export const workspaceKeys = {
  all: ['staff'] as const,
  me: () => [...workspaceKeys.all, 'me'] as const,
  team: () => [...workspaceKeys.all, 'team'] as const,
  requests: () => [...workspaceKeys.all, 'requests'] as const,
  inbox: () => [...workspaceKeys.requests(), 'inbox'] as const,
  inboxPage: (filters: Readonly<Record<string, string>>, cursor: string | null) =>
    [...workspaceKeys.inbox(), { ...filters, cursor }] as const,
  request: (id: string) => [...workspaceKeys.requests(), 'request', id] as const,
  audit: () => [...workspaceKeys.all, 'audit'] as const,
  auditPage: (before: string | null) => [...workspaceKeys.audit(), { before }] as const,
  retention: () => [...workspaceKeys.all, 'retention'] as const,
  studio: () => [...workspaceKeys.all, 'studio'] as const,
  studioDraft: () => [...workspaceKeys.studio(), 'draft'] as const,
  studioVersions: () => [...workspaceKeys.studio(), 'versions'] as const,
  studioChanges: () => [...workspaceKeys.studio(), 'changes'] as const,
  versionChanges: (version: number) => [...workspaceKeys.studio(), 'versions', version, 'changes'] as const,
  studioSchedule: () => [...workspaceKeys.studio(), 'schedule'] as const,
  studioPresence: (item: string | null) => [...workspaceKeys.studio(), 'presence', item] as const,
  /** The media library (ADR 0058): every upload and what uses it. */
  studioMedia: () => [...workspaceKeys.studio(), 'media'] as const,
  goLive: () => [...workspaceKeys.studio(), 'go-live'] as const,
  filmJob: (id: string) => [...workspaceKeys.studio(), 'films', id] as const,
  /** The case file (issue 43): the list's pages and every case's page. */
  cases: () => [...workspaceKeys.all, 'cases'] as const,
  caseList: (filters: Readonly<Record<string, string>>) => [...workspaceKeys.cases(), 'list', filters] as const,
  case: (id: string) => [...workspaceKeys.cases(), 'case', id] as const,
  /** Issue 44: a case's viewings, offers, thread and report preview, and what waits on the firm. */
  caseViewings: (id: string) => [...workspaceKeys.case(id), 'viewings'] as const,
  caseOffers: (id: string) => [...workspaceKeys.case(id), 'offers'] as const,
  caseMessages: (id: string) => [...workspaceKeys.case(id), 'messages'] as const,
  caseReport: (id: string) => [...workspaceKeys.case(id), 'report'] as const,
  waiting: () => [...workspaceKeys.cases(), 'waiting'] as const,
};
