import { describe, expect, it } from 'vitest';
import {
  DEALING_FIELDS,
  DEALING_READERS,
  OFFER_ACTIONS,
  OFFER_STATUSES,
  OfferConditionsSchema,
  OfferCreateSchema,
  VIEWING_ACTIONS,
  VIEWING_STATUSES,
  ViewingCreateSchema,
  ViewingUpdateSchema,
  MessageCreateSchema,
  calendarFeed,
  daysOnMarket,
  firmWaiting,
  mayRead,
  offerMove,
  offerNoticeDueAt,
  overlaps,
  readerOf,
  reportWeekOf,
  startsInRange,
  viewingMove,
  visitorDisplayName,
} from './index.ts';

const at = (iso: string) => new Date(iso);

describe('viewings', () => {
  it('moves only along Cal.com’s booking states, a reschedule cancelling the old one', () => {
    const allowed: Record<string, string> = {
      'proposed confirm': 'confirmed',
      'proposed cancel': 'cancelled',
      'proposed reschedule': 'cancelled',
      'confirmed cancel': 'cancelled',
      'confirmed reschedule': 'cancelled',
      'confirmed done': 'done',
      'confirmed no-show': 'no-show',
    };
    for (const from of VIEWING_STATUSES)
      for (const action of VIEWING_ACTIONS)
        expect(viewingMove(from, action), `${from} ${action}`).toBe(allowed[`${from} ${action}`]);
    expect(viewingMove('proposed', 'accept')).toBe('confirmed');
    expect(viewingMove('proposed', 'decline')).toBe('cancelled');
    expect(viewingMove('confirmed', 'accept')).toBeUndefined();
  });

  it('finds an overlap only when the two times meet', () => {
    const a = { startsAt: at('2026-12-01T10:00:00Z'), durationMinutes: 60 };
    expect(overlaps(a, { startsAt: at('2026-12-01T10:59:00Z'), durationMinutes: 30 })).toBe(true);
    expect(overlaps(a, { startsAt: at('2026-12-01T11:00:00Z'), durationMinutes: 30 })).toBe(false);
    expect(overlaps(a, { startsAt: at('2026-12-01T09:30:00Z'), durationMinutes: 30 })).toBe(false);
    expect(overlaps(a, { startsAt: at('2026-12-01T09:30:00Z'), durationMinutes: 31 })).toBe(true);
  });

  it('shows a visitor to the seller as a first name and an initial', () => {
    expect(visitorDisplayName('  Ana   García López ')).toBe('Ana L.');
    expect(visitorDisplayName('Émile ólafsson')).toBe('Émile Ó.');
    expect(visitorDisplayName('Madonna')).toBe('Madonna');
    expect(visitorDisplayName('   ')).toBe('');
  });

  it('reads a start with its offset, refuses impossible days and a time without a zone, and the past', () => {
    const body = (startsAt: unknown) => ({ startsAt, durationMinutes: 45, visitor: { name: 'Ana García' } });
    const ok = ViewingCreateSchema.parse(body('2026-12-01T10:00:00+01:00'));
    expect(ok.startsAt.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    for (const bad of ['2026-02-30T10:00:00Z', '2026-12-01T10:00:00', '2026-12-01', 'mañana', 12, '2026-12-01T25:00:00Z'])
      expect(ViewingCreateSchema.safeParse(body(bad)).success, String(bad)).toBe(false);
    expect(ViewingCreateSchema.safeParse({ ...body('2026-12-01T10:00:00Z'), durationMinutes: 5 }).error?.issues[0]?.message).toBe(
      'durationRange',
    );
    expect(
      ViewingCreateSchema.safeParse({ ...body('2026-12-01T10:00:00Z'), visitor: { name: 'A', email: 'a@b.c' } }).success,
    ).toBe(false);
    expect(startsInRange(at('2026-11-28T10:00:00Z'), at('2026-11-28T10:00:00Z'))).toBe('past');
    expect(startsInRange(at('2028-01-01T10:00:00Z'), at('2026-11-28T10:00:00Z'))).toBe('far');
    expect(ViewingUpdateSchema.safeParse({ version: 1, action: 'reschedule' }).success).toBe(false);
    expect(ViewingUpdateSchema.safeParse({ version: 1, action: 'done' }).success).toBe(true);
  });
});

describe('offers', () => {
  it('answers only an offer still on the table', () => {
    for (const from of OFFER_STATUSES)
      for (const action of [...OFFER_ACTIONS, 'counter' as const])
        expect(offerMove(from, action) !== undefined, `${from} ${action}`).toBe(from === 'received');
    expect(offerMove('withdrawn', 'counter')).toBeUndefined();
    expect(offerMove('received', 'counter')).toBe('countered');
  });

  it('takes amounts in euros, stores cents, refuses what is out of range', () => {
    expect(OfferCreateSchema.parse({ amount: 450_000, conditions: 'Hipoteca, escritura en 60 días' })).toMatchObject({
      amount: 45_000_000,
      conditions: { note: 'Hipoteca, escritura en 60 días' },
    });
    expect(OfferCreateSchema.parse({ amount: 450_000.5, conditions: {} }).amount).toBe(45_000_050);
    for (const amount of [0, -1, 999, 100_000_001, 1e308, Number.NaN, '450000', 450_000.001])
      expect(OfferCreateSchema.safeParse({ amount, conditions: {} }).error?.issues[0]?.message, String(amount)).toBe(
        'amountRange',
      );
    expect(OfferConditionsSchema.safeParse({ financing: 'bitcoin' }).success).toBe(false);
    expect(
      OfferConditionsSchema.parse({ financing: 'mortgage', arrasType: 'penitenciales', deedBy: '2027-02-01' }),
    ).toMatchObject({
      financing: 'mortgage',
    });
    expect(OfferConditionsSchema.safeParse({ deedBy: '2027-02-30' }).success).toBe(false);
  });
});

describe('who reads what of viewings and offers', () => {
  it('walks every field for every reader', () => {
    const expected: Record<string, readonly string[]> = {
      staff: DEALING_FIELDS,
      seller: ['schedule', 'display-name', 'released-feedback', 'advice'],
      buyer: ['schedule'],
    };
    for (const reader of DEALING_READERS)
      for (const field of DEALING_FIELDS)
        expect(mayRead(reader, field), `${reader} ${field}`).toBe(expected[reader]!.includes(field));
  });

  it('makes the seller the reader on their case and a buyer only on what names theirs', () => {
    const offer = { caseId: 's1', buyerCaseId: 'b1' };
    expect(readerOf({ id: 's1', side: 'seller' }, offer)).toBe('seller');
    expect(readerOf({ id: 's2', side: 'seller' }, offer)).toBeUndefined();
    expect(readerOf({ id: 'b1', side: 'buyer' }, offer)).toBe('buyer');
    expect(readerOf({ id: 'b2', side: 'buyer' }, offer)).toBeUndefined();
  });

  it('counts what waits on the firm', () => {
    expect(
      firmWaiting({
        messages: [{ from: 'client' }, { from: 'staff' }, { from: 'client' }, { from: 'client' }],
        viewings: [
          { status: 'done', feedbackReleased: false },
          { status: 'done', feedbackReleased: true },
          { status: 'confirmed', feedbackReleased: false },
        ],
        offers: [
          { status: 'received', by: 'buyer', advised: false },
          { status: 'received', by: 'seller', advised: false },
          { status: 'rejected', by: 'buyer', advised: false },
        ],
      }),
    ).toEqual({ messages: 2, feedback: 1, advice: 1 });
  });
});

describe('messages', () => {
  it('keeps line breaks, strips markup, refuses an empty body', () => {
    expect(MessageCreateSchema.parse({ body: ' Hola\n<b>qué</b> tal ' }).body).toBe('Hola\nqué tal');
    expect(MessageCreateSchema.safeParse({ body: '<script>x</script>' }).error?.issues[0]?.message).toBe('required');
    expect(MessageCreateSchema.safeParse({ body: 'x'.repeat(4001) }).success).toBe(false);
  });
});

describe('the clocks, in Madrid', () => {
  it('sends an offer notice at once, or at 08:00 when it came between 22:00 and 08:00', () => {
    expect(offerNoticeDueAt(at('2026-11-28T20:59:00Z')).toISOString()).toBe('2026-11-28T20:59:00.000Z'); // 21:59 Madrid
    expect(offerNoticeDueAt(at('2026-11-28T21:00:00Z')).toISOString()).toBe('2026-11-29T07:00:00.000Z'); // 22:00 → 08:00
    expect(offerNoticeDueAt(at('2026-11-29T06:59:00Z')).toISOString()).toBe('2026-11-29T07:00:00.000Z');
    // Summer time: 08:00 Madrid is 06:00 UTC.
    expect(offerNoticeDueAt(at('2026-07-01T03:00:00Z')).toISOString()).toBe('2026-07-01T06:00:00.000Z');
  });

  it('knows the report’s week: the latest Monday 09:00 Madrid, and the week before it', () => {
    // Monday 30 November 2026, 09:00 Madrid = 08:00 UTC.
    expect(reportWeekOf(at('2026-11-30T08:00:00Z'))).toEqual({
      week: '2026-11-30',
      dueAt: at('2026-11-30T08:00:00Z'),
      from: at('2026-11-23T08:00:00Z'),
    });
    expect(reportWeekOf(at('2026-11-30T07:59:00Z')).week).toBe('2026-11-23');
    expect(reportWeekOf(at('2026-12-06T22:00:00Z')).week).toBe('2026-11-30');
    // Across the change to summer time (29 March 2026): Monday 30 March 09:00 Madrid = 07:00 UTC.
    expect(reportWeekOf(at('2026-03-30T07:00:00Z')).week).toBe('2026-03-30');
    expect(daysOnMarket(at('2026-11-01T23:30:00Z'), at('2026-11-30T08:00:00Z'))).toBe(28);
  });
});

describe('the calendar feed', () => {
  it('writes one VEVENT per viewing, escaped and folded, in CRLF lines', () => {
    const text = calendarFeed({
      name: 'Visitas · Firma',
      host: 'example.test',
      now: at('2026-11-28T10:00:00Z'),
      viewings: [
        {
          id: 'v1',
          startsAt: at('2026-12-01T09:00:00Z'),
          durationMinutes: 45,
          status: 'confirmed',
          summary: 'Visita: Ático, Salamanca; 3 dormitorios ' + 'á'.repeat(60),
          updatedAt: at('2026-11-28T09:00:00Z'),
        },
      ],
    });
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('DTSTART:20261201T090000Z\r\nDTEND:20261201T094500Z\r\n');
    expect(text).toContain('SUMMARY:Visita: Ático\\, Salamanca\\; 3 dormitorios');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
