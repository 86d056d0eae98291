import { describe, expect, it } from 'vitest';
import { SIDEBAR_STATE_MAX_AGE_MS } from '../../../config/ui.ts';
import { decodeSidebarState, encodeSidebarState } from './sidebar-state.ts';

describe('the sidebar’s stored state', () => {
  const storedOn = new Date('2026-03-01T10:00:00Z');
  const after = (ms: number) => new Date(storedOn.getTime() + ms);

  it('is read back as it was stored, for a year', () => {
    const value = encodeSidebarState('collapsed', storedOn);
    expect(decodeSidebarState(value, after(0), SIDEBAR_STATE_MAX_AGE_MS)).toBe('collapsed');
    expect(decodeSidebarState(value, after(SIDEBAR_STATE_MAX_AGE_MS), SIDEBAR_STATE_MAX_AGE_MS)).toBe('collapsed');
    expect(decodeSidebarState(encodeSidebarState('expanded', storedOn), after(1000), SIDEBAR_STATE_MAX_AGE_MS)).toBe('expanded');
  });

  it('is forgotten after a year, and when unreadable', () => {
    const value = encodeSidebarState('collapsed', storedOn);
    expect(decodeSidebarState(value, after(SIDEBAR_STATE_MAX_AGE_MS + 1), SIDEBAR_STATE_MAX_AGE_MS)).toBeNull();
    for (const raw of [null, '', 'collapsed', '{"state":"open","storedAt":"2026-03-01"}', '{"state":"collapsed"}', '{'])
      expect(decodeSidebarState(raw, storedOn, SIDEBAR_STATE_MAX_AGE_MS)).toBeNull();
  });
});
