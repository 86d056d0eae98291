import type { es } from './es/index.ts';
import type { LeafKey, Widen } from './types.ts';

export type Messages = Widen<typeof es>;
export type MessageKey = LeafKey<Messages>;
