-- Mi búsqueda (docs/decisions/0030-my-search.md): a client's detailed brief, kept with the account and
-- sent to the firm as a detailed request when the client asks. `brief` holds the answers as the shared
-- schema (SavedBriefSchema) stored them, by the payload's field names and slugs; name and e-mail are the
-- account's and are not copied here. Deleted with the account (foreign key) and by its erasure.
CREATE TABLE portal_searches (
  user_id text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  brief jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- When it last went to the firm (a row in `leads`, shown in Mis solicitudes); null until then.
  sent_at timestamptz
);
