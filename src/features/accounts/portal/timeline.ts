import type { PortalRequest, SavedScenario, Valuation } from '../../../domain/accounts/index.ts';

/** One line of the overview's "what is new": something that happened, and when. */
export type TimelineEvent =
  | { kind: 'request'; at: string; request: PortalRequest }
  | { kind: 'scenario'; at: string; scenario: SavedScenario }
  | { kind: 'valuation'; at: string; valuation: Valuation };

/** How many events the overview lists. */
export const TIMELINE_LENGTH = 6;

/** The latest events across requests, scenarios and valuations, newest first. */
export function timeline(
  sources: { requests?: readonly PortalRequest[]; scenarios?: readonly SavedScenario[]; valuations?: readonly Valuation[] },
  length = TIMELINE_LENGTH,
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    ...(sources.requests ?? []).map((request) => ({ kind: 'request' as const, at: request.createdAt, request })),
    ...(sources.scenarios ?? []).map((scenario) => ({ kind: 'scenario' as const, at: scenario.updatedAt, scenario })),
    ...(sources.valuations ?? []).map((valuation) => ({ kind: 'valuation' as const, at: valuation.valuedAt, valuation })),
  ];
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, length);
}
