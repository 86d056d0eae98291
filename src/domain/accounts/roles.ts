/** The role on Better Auth's user (admin plugin): the firm's staff, or a client. */
export const STAFF_ROLE = 'staff' as const;
export const CLIENT_ROLE = 'user' as const;
export type AccountRole = typeof STAFF_ROLE | typeof CLIENT_ROLE;
