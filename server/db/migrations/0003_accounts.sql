-- Better Auth's tables (docs/decisions/0017-accounts.md), generated from its schema with the project's
-- configuration (server/auth/auth.ts: snake_case names, the passkey plugin, the user's lang and
-- client_type) by better-auth/db/migration's compileMigrations, then committed. Better Auth checks at
-- run time that these tables hold what it writes.
-- Issue 11 (staff) adds the admin and two-factor plugins' columns and table in a later migration.

create table "auth_users" ("id" text not null primary key, "name" text not null, "email" text not null unique, "email_verified" boolean not null, "image" text, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz default CURRENT_TIMESTAMP not null, "lang" text not null, "client_type" text not null);

create table "auth_sessions" ("id" text not null primary key, "expires_at" timestamptz not null, "token" text not null unique, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz not null, "ip_address" text, "user_agent" text, "user_id" text not null references "auth_users" ("id") on delete cascade);

create table "auth_accounts" ("id" text not null primary key, "account_id" text not null, "provider_id" text not null, "user_id" text not null references "auth_users" ("id") on delete cascade, "access_token" text, "refresh_token" text, "id_token" text, "access_token_expires_at" timestamptz, "refresh_token_expires_at" timestamptz, "scope" text, "password" text, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz not null);

create table "auth_verifications" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expires_at" timestamptz not null, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz default CURRENT_TIMESTAMP not null);

create table "auth_passkeys" ("id" text not null primary key, "name" text, "public_key" text not null, "user_id" text not null references "auth_users" ("id") on delete cascade, "credential_id" text not null, "counter" integer not null, "device_type" text not null, "backed_up" boolean not null, "transports" text, "created_at" timestamptz, "aaguid" text);

create index "auth_sessions_user_id_idx" on "auth_sessions" ("user_id");

create index "auth_accounts_user_id_idx" on "auth_accounts" ("user_id");

create index "auth_verifications_identifier_idx" on "auth_verifications" ("identifier");

create index "auth_passkeys_user_id_idx" on "auth_passkeys" ("user_id");

create index "auth_passkeys_credential_id_idx" on "auth_passkeys" ("credential_id");

-- Beyond Better Auth's schema: the values the domain allows (src/domain/accounts), and an index for the
-- retention purge of expired sessions and links.
alter table "auth_users" add constraint "auth_users_lang_check" check ("lang" in ('es', 'en'));
alter table "auth_users" add constraint "auth_users_client_type_check" check ("client_type" in ('buyer', 'seller'));
create index "auth_sessions_expires_at_idx" on "auth_sessions" ("expires_at");
create index "auth_verifications_expires_at_idx" on "auth_verifications" ("expires_at");
