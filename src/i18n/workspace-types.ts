import type { workspace } from './es/workspace.ts';
import type { Widen } from './types.ts';

/** The workspace's copy, typed from the Spanish source so English must provide every key. */
export type WorkspaceMessages = Widen<typeof workspace>;
