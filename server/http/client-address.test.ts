import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.ts';

describe('the client key of per-address limits', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const forms = [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:0000:0000:0000:0001',
      '2001:DB8:85A3:12::1',
      '[2001:db8:85a3:12::1]',
      '2001:db8:85a3:12::1%eth0',
      '2001:db8:85a3:12:ffff:ffff:ffff:fffe',
      '2001:db8:85a3:12:a:b:c:d',
      '2001:db8:85a3:12::198.51.100.7',
    ];
    expect(new Set(forms.map(clientKey))).toEqual(new Set(['2001:db8:85a3:12::/64']));
    expect(clientKey('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps IPv4 addresses whole, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey(' 198.51.100.7 ')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.8')).not.toBe(clientKey('198.51.100.7'));
  });

  it('keeps anything else as trimmed, lower-case text', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey(' Not-An-Address ')).toBe('not-an-address');
  });
});
