import { describe, expect, it } from 'vitest';
import { UTF8_BOM, csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+34 600', "'+34 600"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [['valuation', 'legal'], 'valuation; legal'],
    [['=1+1', 'legal'], "'=1+1; legal"],
    ['Chamberí', 'Chamberí'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  // Issue 22: `'+44…` is what Excel showed. A phone number is written as a text formula (a string literal
  // of digits, spaces and `+ ( ) . -` only), which Excel shows as typed, neither run nor made a number.
  it.each([
    ['+44 20 7946 0958', `"=""+44 20 7946 0958"""`],
    ['+34600123456', `"=""+34600123456"""`],
    ['+34 (91) 555-12.34', `"=""+34 (91) 555-12.34"""`],
    ['600 123 456', '600 123 456'],
  ])('a phone number %j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    '+34 600 123 456 =1+1',
    '+34 600 123 456"',
    '+1-2+3-4+5-6',
    '+34 600 123 456 789 012 345 678 901',
    '+HYPERLINK("http://evil")',
  ])('what only looks like a phone number keeps the apostrophe: %j', (input) => {
    expect(csvCell(input).replace(/^"/, '')).toMatch(/^'\+/);
  });

  it('writes a UTF-8 byte order mark, a header and CRLF rows', () => {
    const csv = toCsv([{ a: 1, b: 'Chamberí' }], ['a', 'b']);
    expect(csv).toBe(`${UTF8_BOM}a,b\r\n1,Chamberí\r\n`);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
