import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, sanitizeErrorMessage } from './sanitize-error-message.ts';

describe('sanitizeErrorMessage', () => {
  it('replaces e-mails, IPv4 and IPv6 addresses and secrets', () => {
    expect(sanitizeErrorMessage(new Error('User ana.garcia+x@example.co.uk not found'))).toBe('User [email] not found');
    expect(sanitizeErrorMessage('connect ECONNREFUSED 10.0.0.12:5432')).toBe('connect ECONNREFUSED [ip]:5432');
    expect(sanitizeErrorMessage('from 2001:db8:85a3::8a2e:370:7334 and fe80::1')).toBe('from [ip] and [ip]');
    expect(sanitizeErrorMessage('from 2001:0db8:0000:0000:0000:ff00:0042:8329')).toBe('from [ip]');
    expect(sanitizeErrorMessage('bad password, Token expired, api_key and SECRET leaked')).toBe(
      'bad [auth], [auth] expired, [auth] and [auth] leaked',
    );
  });

  it('keeps harmless text such as times and C++ names', () => {
    expect(sanitizeErrorMessage('timeout at 12:30:45 in std::vector')).toBe('timeout at 12:30:45 in std::vector');
  });

  it('falls back to the default message', () => {
    expect(sanitizeErrorMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(sanitizeErrorMessage(new Error(''))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(sanitizeErrorMessage({ message: 42 })).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('cuts long messages', () => {
    expect(sanitizeErrorMessage('x'.repeat(1000)).length).toBeLessThanOrEqual(200);
  });
});
