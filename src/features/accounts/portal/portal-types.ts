import { AUTH_API } from '../../../lib/api-client.ts';
import type { CalculatorId } from '../../../domain/accounts/scenarios.ts';
import type { AccountsMessages } from '../../../i18n/accounts.ts';

/** What the private area's API answers (docs/api-accounts.md), as the pages read it. */

/** The account's passkeys, as read for their list (and read again after a change). */
export const PASSKEYS_PATH = `${AUTH_API}/passkey/list-user-passkeys`;

export type RequestStatus = keyof AccountsMessages['requestStatus'];

export type PortalRequest = {
  id: string;
  createdAt: string;
  kind: 'simple' | 'detailed';
  clientType: string | null;
  service: string | null;
  message: string | null;
  status: RequestStatus;
  /** A detailed request's answers (slugs), null for the simple form's. */
  brief: {
    propertyType: string;
    goal: string;
    location: string;
    budget: string;
    timeline: string;
    services: string[];
  } | null;
};

export type SavedScenario = {
  id: string;
  calculator: CalculatorId;
  name: string;
  inputs: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

export type Valuation = {
  id: string;
  valuedAt: string;
  estimatedValue: number;
  low: number;
  high: number;
  confidence: number;
  pricePerM2: number;
};

export type PropertyRead = {
  property: { inputs: Record<string, unknown>; createdAt: string; updatedAt: string } | null;
  /** Oldest first: the chart's series. */
  valuations: Valuation[];
};

export type AccountSession = {
  id: string;
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
};

export type Passkey = { id: string; name?: string | null; deviceType?: string; createdAt: string };

/** Mi búsqueda: the saved brief (slugs and text, by the payload's field names) and its dates. */
export type SavedSearch = {
  brief: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
};
