import { describe, expect, it } from 'vitest';
import { NOTICE_GATHER_MS, NOTICE_MIN_GAP_MS, nextMadridHour, noticeDueAt, noticeRecipient } from './notice-rules.ts';

const at = (iso: string) => new Date(iso);

describe('when a notice goes', () => {
  it('gathers an immediate one briefly, and keeps an hour after the last e-mail', () => {
    const event = at('2026-11-28T10:00:00Z'); // 11:00 in Madrid
    expect(noticeDueAt('immediate', event, null)).toEqual(new Date(event.getTime() + NOTICE_GATHER_MS));
    const lastSent = at('2026-11-28T09:55:00Z');
    expect(noticeDueAt('immediate', event, lastSent)).toEqual(new Date(lastSent.getTime() + NOTICE_MIN_GAP_MS));
  });

  it('sends a daily one at nine in Madrid, in winter and in summer', () => {
    expect(noticeDueAt('daily', at('2026-11-28T10:00:00Z'), null)).toEqual(at('2026-11-29T08:00:00Z'));
    expect(noticeDueAt('daily', at('2026-07-01T06:30:00Z'), null)).toEqual(at('2026-07-01T07:00:00Z'));
  });

  it('never sends in the quiet hours, and never for none', () => {
    expect(noticeDueAt('immediate', at('2026-11-28T22:30:00Z'), null)).toEqual(at('2026-11-29T08:00:00Z'));
    expect(noticeDueAt('none', at('2026-11-28T10:00:00Z'), null)).toBeNull();
    expect(nextMadridHour(at('2026-03-29T00:30:00Z'), 9)).toEqual(at('2026-03-29T07:00:00Z')); // the night clocks go forward
  });
});

describe('who hears of what', () => {
  it('tells the other side only what needs them', () => {
    expect(noticeRecipient({ kind: 'document-added', by: 'client', visibility: 'shared' })).toBe('staff');
    expect(noticeRecipient({ kind: 'document-added', by: 'staff', visibility: 'shared' })).toBe('client');
    expect(noticeRecipient({ kind: 'document-added', by: 'staff', visibility: 'firm' })).toBeUndefined();
    expect(noticeRecipient({ kind: 'milestone-changed', by: 'staff', visibility: 'shared', state: 'done' })).toBe('client');
    expect(noticeRecipient({ kind: 'milestone-changed', by: 'staff', visibility: 'firm', state: 'done' })).toBeUndefined();
    expect(
      noticeRecipient({ kind: 'milestone-changed', by: 'staff', visibility: 'shared', state: 'in-progress', actor: 'client' }),
    ).toBe('client');
    expect(
      noticeRecipient({ kind: 'milestone-changed', by: 'staff', visibility: 'shared', state: 'in-progress', actor: 'firm' }),
    ).toBeUndefined();
    expect(noticeRecipient({ kind: 'assignee-changed', by: 'staff', visibility: 'shared' })).toBeUndefined();
    expect(noticeRecipient({ kind: 'status-changed', by: 'staff', visibility: 'shared' })).toBe('client');
  });
});
