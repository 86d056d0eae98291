import { isPhoneNumber } from '../../src/domain/contact/index.ts';

/** Cells a spreadsheet would read as a formula (or that start a new cell/row on some parsers). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Between the values of a list in one cell (the brief's services). */
export const CSV_LIST_SEPARATOR = '; ';

/**
 * Written first, so Excel reads the file as UTF-8 (without it, "Chamberí" opens as "ChamberÃ­"). Other
 * spreadsheets and CSV readers skip it; `Response.text()` and most parsers drop it.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV cell, safe to open in a spreadsheet (ADR 0037): a list joined with CSV_LIST_SEPARATOR; a phone
 * number in international form (`+44 20 7946 0958`, the forms' own pattern) as the text formula
 * `="+44 20 7946 0958"`, which Excel, LibreOffice and Google Sheets show as typed (read plainly, `+…`
 * is run as a formula or turned into a number); any other formula-like value gets a leading apostrophe
 * (OWASP); then RFC 4180 quoting.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join(CSV_LIST_SEPARATOR) : String(value);
  // Only `+`, digits, spaces and `( ) . -` inside the quotes: the formula is a string literal and nothing else.
  if (text.startsWith('+') && isPhoneNumber(text)) text = `="${text}"`;
  else if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends, after a UTF-8 byte order mark. */
export function toCsv<T extends Record<string, unknown>>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
