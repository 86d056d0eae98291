/** The role of the firm's staff on Better Auth's user (admin plugin); clients have 'user'. */
export const STAFF_ROLE = 'staff' as const;
export const CLIENT_ROLE = 'user' as const;
