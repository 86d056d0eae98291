import { describe, expect, it } from 'vitest';
import type { PortalRequest, SavedScenario, Valuation } from '../../../domain/accounts/index.ts';
import { timeline } from './timeline.ts';

const request = (createdAt: string): PortalRequest => ({
  id: createdAt,
  createdAt,
  kind: 'simple',
  clientType: 'recommended',
  service: 'sell',
  message: 'Quisiera vender mi piso.',
  status: 'received',
  brief: null,
});
const scenario = (updatedAt: string): SavedScenario => ({
  id: updatedAt,
  calculator: 'valuation',
  name: 'Piso',
  inputs: {},
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt,
});
const valuation = (valuedAt: string): Valuation => ({
  id: valuedAt,
  valuedAt,
  estimatedValue: 900_000,
  low: 850_000,
  high: 950_000,
  confidence: 80,
  pricePerM2: 9000,
});

describe('the overview’s timeline', () => {
  it('merges requests, scenarios and valuations, newest first, and keeps the latest few', () => {
    const events = timeline(
      {
        requests: [request('2026-03-01T10:00:00Z'), request('2026-01-05T10:00:00Z')],
        scenarios: [scenario('2026-02-10T09:00:00Z')],
        valuations: [valuation('2026-01-20T08:00:00Z'), valuation('2026-03-02T08:00:00Z')],
      },
      4,
    );
    expect(events.map((e) => [e.kind, e.at])).toEqual([
      ['valuation', '2026-03-02T08:00:00Z'],
      ['request', '2026-03-01T10:00:00Z'],
      ['scenario', '2026-02-10T09:00:00Z'],
      ['valuation', '2026-01-20T08:00:00Z'],
    ]);
  });

  it('is empty when nothing has happened', () => {
    expect(timeline({})).toEqual([]);
  });
});
