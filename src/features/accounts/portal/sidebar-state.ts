import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../config/storage.ts';
import { SIDEBAR_STATE_MAX_AGE_MS } from '../../../config/ui.ts';
import { safeStorage } from '../../../lib/storage.ts';

/** How the private area's sidebar stands; 'expanded' unless the client folded it. */
export const SIDEBAR_STATES = ['expanded', 'collapsed'] as const;
export type SidebarState = (typeof SIDEBAR_STATES)[number];

/** The stored value of the sidebar's state, dated so that it can expire. */
export function encodeSidebarState(state: SidebarState, now: Date): string {
  return JSON.stringify({ state, storedAt: now.toISOString() });
}

/** The stored state, or null when there is none, it is unreadable, or it is older than `maxAgeMs`. */
export function decodeSidebarState(raw: string | null, now: Date, maxAgeMs: number): SidebarState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { state?: unknown; storedAt?: unknown };
    const storedAt = typeof value.storedAt === 'string' ? Date.parse(value.storedAt) : Number.NaN;
    if (!(SIDEBAR_STATES as readonly unknown[]).includes(value.state) || Number.isNaN(storedAt)) return null;
    return now.getTime() - storedAt <= maxAgeMs ? (value.state as SidebarState) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function read(): SidebarState {
  return decodeSidebarState(safeStorage.get(STORAGE_KEYS.sidebar), new Date(), SIDEBAR_STATE_MAX_AGE_MS) ?? 'expanded';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the private area's sidebar is folded, remembered for a year in this browser. The prerendered
 * page shows it unfolded; a client who folded it finds it folded once the page runs.
 */
export function useSidebarState(): [SidebarState, (next: SidebarState) => void] {
  const state = useSyncExternalStore(subscribe, read, () => 'expanded' as const);
  const set = useCallback((next: SidebarState) => {
    safeStorage.set(STORAGE_KEYS.sidebar, encodeSidebarState(next, new Date()));
    for (const listener of listeners) listener();
  }, []);
  return [state, set];
}
