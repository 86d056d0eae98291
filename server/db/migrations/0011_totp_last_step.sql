-- Issue 22: a TOTP code is accepted once (RFC 6238 §5.2). The last time step accepted for the account; a
-- code of that step or an earlier one opens nothing more (server/auth/auth.ts spends it as the session opens).
ALTER TABLE auth_two_factors ADD COLUMN last_totp_step bigint;
