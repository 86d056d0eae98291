import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * A test that makes the code under test log an error fails, unless the test expects it and says so
 * by mocking console.error itself (vi.spyOn(console, 'error').mockImplementation(…)).
 */
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => {
  const unexpected = logged;
  logged = [];
  vi.restoreAllMocks();
  expect(unexpected, 'unexpected console.error during the test').toEqual([]);
});
