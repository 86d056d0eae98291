import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info', TRUST_PROXY: false });
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({
      HEADERS_TIMEOUT_MS: 10_000,
      BODY_TIMEOUT_MS: 30_000,
      PRESSURE_BODY_TIMEOUT_MS: 5_000,
      PRESSURE_HEADERS_TIMEOUT_MS: 5_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      MAX_CONNECTIONS: 1_000,
      MAX_CONNECTIONS_PER_CLIENT: 50,
      UPLOAD_IDLE_TIMEOUT_MS: 30_000,
      UPLOAD_MIN_BYTES_PER_S: 32_768,
    });
  });

  it('refuses a connection limit or timeout that is not a positive whole number', () => {
    for (const name of [
      'HEADERS_TIMEOUT_MS',
      'BODY_TIMEOUT_MS',
      'PRESSURE_BODY_TIMEOUT_MS',
      'PRESSURE_HEADERS_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS',
      'MAX_CONNECTIONS',
      'MAX_CONNECTIONS_PER_CLIENT',
      'UPLOAD_IDLE_TIMEOUT_MS',
      'UPLOAD_MIN_BYTES_PER_S',
    ]) {
      expect(() => parseEnv({ [name]: '0' }), name).toThrow(new RegExp(`${name}:`));
      expect(() => parseEnv({ [name]: '1.5' }), name).toThrow(ConfigError);
    }
  });

  it('rejects bad values with a message naming each variable', () => {
    expect(() => parseEnv({ PORT: '99999', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    // Both variables named in one message (an assertion inside a catch would pass if nothing threw).
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT:[\s\S]*DATABASE_URL: must be a postgres/);
  });

  it('takes DOCUMENTS_KEY as 32 bytes in base64 or hex, and refuses anything else without echoing it', () => {
    const key = Buffer.alloc(32, 9);
    expect(parseEnv({ DOCUMENTS_KEY: key.toString('base64') }).DOCUMENTS_KEY).toBe(key.toString('base64'));
    expect(parseEnv({ DOCUMENTS_KEY: key.toString('hex') }).DOCUMENTS_KEY).toBe(key.toString('hex'));
    expect(parseEnv({}).DOCUMENTS_KEY).toBeUndefined();
    expect(() => parseEnv({ DOCUMENTS_KEY: 'una frase secreta' })).toThrow(/DOCUMENTS_KEY: must be 32 bytes/);
    expect(() => parseEnv({ DOCUMENTS_KEY: 'una frase secreta' })).not.toThrow(/una frase/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
