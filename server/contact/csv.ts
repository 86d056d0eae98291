/** Cells a spreadsheet would read as a formula (or that start a new cell/row on some parsers). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Between the values of a list in one cell (the brief's services). */
export const CSV_LIST_SEPARATOR = '; ';

/**
 * One CSV cell, safe to open in a spreadsheet: a list joined with CSV_LIST_SEPARATOR, formula-like
 * values get a leading apostrophe, then RFC 4180 quoting.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join(CSV_LIST_SEPARATOR) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function toCsv<T extends Record<string, unknown>>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
