import { z } from 'zod';

/**
 * The shape of the ids Better Auth gives users, sessions and passkeys (32 letters and digits; a little
 * wider, so ids made elsewhere still read): an id of another shape names nothing, and never reaches a query.
 */
export const AUTH_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const AuthIdSchema = z.string().regex(AUTH_ID_PATTERN);

/** Our own rows' ids (leads, scenarios, valuations): UUIDs. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const UuidSchema = z.string().regex(UUID_PATTERN);
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);
