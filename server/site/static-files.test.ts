import { describe, expect, it } from 'vitest';
import { acceptedCodings, negotiateEncoding, type StaticFile } from './static-files.ts';

const file: StaticFile = {
  body: Buffer.from('plain'),
  br: Buffer.from('br'),
  gzip: Buffer.from('gz'),
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  etag: '"x"',
};

describe('Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=1, br;q=0.001', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['brotli', undefined],
    ['br-x, gzip-x', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(file, header).encoding).toBe(expected);
  });

  it('serves the identity body when nothing acceptable is held', () => {
    expect(negotiateEncoding(file, 'brotli').body.toString()).toBe('plain');
    expect(negotiateEncoding({ ...file, br: undefined }, 'br').encoding).toBeUndefined();
  });

  it('reads codings case-insensitively and ignores malformed weights as refusals', () => {
    expect([...acceptedCodings('GZip;Q=0.5')]).toEqual(['gzip']);
    expect([...acceptedCodings('br;q=abc, gzip')]).toEqual(['gzip']);
  });
});
