import { workspace as en } from './en/workspace.ts';
import { workspace as es } from './es/workspace.ts';
import type { Lang } from './languages.ts';
import type { WorkspaceMessages } from './workspace-types.ts';

export type { WorkspaceMessages } from './workspace-types.ts';

/** The workspace's messages in both languages; imported only by the server and the workspace page. */
export const WORKSPACE_MESSAGES: Record<Lang, WorkspaceMessages> = { es, en };
