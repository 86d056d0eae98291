import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/config/site.ts';
import { ConfigError, parseEnv } from '../env.ts';

describe('accounts settings in the environment', () => {
  it('default to the site’s own origin, no extra origins, a generated secret and the issue’s limits', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe(new URL(SITE.url).origin);
    expect(env.TRUSTED_ORIGINS).toEqual([]);
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.SIGN_UP_PER_CLIENT_MAX).toBe(5);
    expect(env.SIGN_IN_PER_CLIENT_MAX).toBe(20);
  });

  it('reduce URLs to origins and refuse what is not one', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.example.es/some/path',
      TRUSTED_ORIGINS: 'https://a.example.es, http://localhost:5173',
    });
    expect(env.SITE_URL).toBe('https://www.example.es');
    expect(env.TRUSTED_ORIGINS).toEqual(['https://a.example.es', 'http://localhost:5173']);
    expect(() => parseEnv({ SITE_URL: 'ftp://example.es' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUSTED_ORIGINS: 'not a url' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });
});
