import type { ViewingStatus } from './viewings.ts';

/**
 * A person's private calendar feed (RFC 5545): one VEVENT per viewing they may see, named by the property
 * and the firm, never by the other side (no visitor, no seller).
 */
export type FeedViewing = {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  status: ViewingStatus;
  /** The event's title, already in the reader's language and free of the other side's personal data. */
  summary: string;
  /** The last change of the viewing, for calendars that compare. */
  updatedAt: Date;
};

const CRLF = '\r\n';
const utf8 = new TextEncoder();
/** `20261201T090000Z`. */
const stamp = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (v: string): string => v.replace(/[\\;,]/g, (m) => `\\${m}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    if (bytes + size > 75) {
      out.push(current);
      current = ' ';
      bytes = 1;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const STATUS: { readonly [S in ViewingStatus]: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' } = {
  proposed: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  done: 'CONFIRMED',
  'no-show': 'CONFIRMED',
  cancelled: 'CANCELLED',
};

export function calendarFeed(input: { name: string; host: string; viewings: readonly FeedViewing[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${input.host}//case viewings//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...input.viewings.flatMap((v) => [
      'BEGIN:VEVENT',
      `UID:viewing-${v.id}@${input.host}`,
      `DTSTAMP:${stamp(input.now)}`,
      `LAST-MODIFIED:${stamp(v.updatedAt)}`,
      `DTSTART:${stamp(v.startsAt)}`,
      `DTEND:${stamp(new Date(v.startsAt.getTime() + v.durationMinutes * 60_000))}`,
      `SUMMARY:${escapeText(v.summary)}`,
      `STATUS:${STATUS[v.status]}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
