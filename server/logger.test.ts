import { describe, expect, it } from 'vitest';
import { createLogger, errorKind } from './logger.ts';

describe('errorKind', () => {
  it('names a thrown error by its class, never by its message', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', (line) => lines.push(line));
    const thrown = new TypeError('duplicate key value (email)=(cliente@example.com)');
    logger.warn('pass failed', { reason: errorKind(thrown) });
    expect(JSON.parse(lines[0]!)).toMatchObject({ reason: 'TypeError' });
    expect(lines[0]).not.toContain('duplicate key');
  });

  it('says "unknown" of anything thrown that is not an Error', () => {
    expect(errorKind('cliente@example.com')).toBe('unknown');
    expect(errorKind(undefined)).toBe('unknown');
  });
});
