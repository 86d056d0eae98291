import { expect } from 'vitest';
import { ERROR_CODE_PATTERN } from '../../server/http/api-error.ts';

/**
 * Asserts that an API refusal has the one error shape: `{"error": {"code", "message", "fields"?}}` and
 * nothing else, `code` and every `fields` value an identifier, `message` a text. Returns the error.
 */
export async function expectApiError(
  response: Response,
  label = '',
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  expect(response.status, `${label}: a refusal, never a 5xx`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: a refusal, never a 5xx`).toBeLessThan(500);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body), `${label}: ${JSON.stringify(body)}`).toEqual(['error']);
  const error = body.error as Record<string, unknown>;
  expect(Object.keys(error).sort(), `${label}: ${JSON.stringify(body)}`).toEqual(
    'fields' in error ? ['code', 'fields', 'message'] : ['code', 'message'],
  );
  expect(error.code, label).toMatch(ERROR_CODE_PATTERN);
  expect(typeof error.message, label).toBe('string');
  expect((error.message as string).length, label).toBeGreaterThan(0);
  if ('fields' in error) {
    expect(error.fields, label).toBeTypeOf('object');
    const values = Object.values(error.fields as object);
    expect(values.length, `${label}: fields are never empty`).toBeGreaterThan(0);
    for (const value of values) expect(value, `${label}: ${JSON.stringify(error.fields)}`).toMatch(ERROR_CODE_PATTERN);
  }
  return error as { code: string; message: string; fields?: Record<string, string> };
}
