/** Byte ranges (RFC 9110 §14): what a media element asks for to seek, and what Safari plays video only through. */

/**
 * One `bytes=start-end`, `bytes=start-` or `bytes=-suffix` range (what media elements send).
 * Multiple ranges, a stale If-Range or an invalid range (`bytes=5-1`) fall back to the whole file;
 * a valid range that starts past the end is unsatisfiable (RFC 9110 §14.1.1, §14.2).
 */
export function parseRange(
  header: string | undefined,
  size: number,
  ifRange?: string,
  etag?: string,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || (ifRange && ifRange !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (match[2] !== '' && Number(match[2]) < start) return null; // invalid: ignored
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
