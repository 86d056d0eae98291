import type { StorageKey } from '../config/storage.ts';

/** localStorage that never throws (private mode, disabled storage, server rendering). */
export const safeStorage = {
  get(key: StorageKey): string | null {
    try {
      return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice lasts for this page view only */
    }
  },
};
