-- The case file (issue 43, docs/decisions/0043-the-case-file.md): a request that became a mandate, its steps
-- and the invitation that attaches it to its client's area when no account owned the request.

-- One case per request. Its client is the account that owned the request, or the one that took the
-- invitation; null until then, and again if that account is deleted (the firm's record stays).
CREATE TABLE cases (
  id uuid PRIMARY KEY,
  request_id uuid NOT NULL UNIQUE REFERENCES leads (id) ON DELETE RESTRICT,
  client_id text REFERENCES auth_users (id) ON DELETE SET NULL,
  side text NOT NULL CHECK (side IN ('seller', 'buyer')),
  title text NOT NULL,
  property text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paused', 'closed-done', 'closed-withdrawn')),
  assignee_id text REFERENCES auth_users (id) ON DELETE SET NULL,
  -- The circumstances staff mark (mortgaged, non-resident…): which checklist items and steps apply.
  conditions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  closed_at timestamptz,
  -- Every write of the case's own fields carries the version it was made on (412 when stale).
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  -- The retention purge's mark: the case's papers erased, its identification kept (Ley 10/2010 art. 21).
  erased_at timestamptz
);
CREATE INDEX cases_client_idx ON cases (client_id, created_at DESC) WHERE client_id IS NOT NULL;
CREATE INDEX cases_list_idx ON cases (status, created_at DESC);

-- A case's steps: its side's listed ones (by key) and the firm's own (`firm-…`, with their words).
CREATE TABLE case_milestones (
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[a-z][a-z0-9-]{1,47}$'),
  position integer NOT NULL CHECK (position >= 0),
  -- Null for a listed step (its words are the site's); the firm's words in both languages otherwise.
  label jsonb,
  actor text NOT NULL,
  visibility text NOT NULL DEFAULT 'shared' CHECK (visibility IN ('shared', 'firm')),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'in-progress', 'done', 'not-needed')),
  -- A day, YYYY-MM-DD (text: read alike by pg and PGlite, whatever the server's time zone).
  due_on text CHECK (due_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  done_at timestamptz,
  client_note text NOT NULL DEFAULT '',
  firm_note text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  PRIMARY KEY (case_id, key)
);

-- The invitation's link: single use, expires, only its SHA-256 stored (as lead_confirmations).
CREATE TABLE case_invitations (
  token_hash text PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by text REFERENCES auth_users (id) ON DELETE SET NULL
);
CREATE INDEX case_invitations_case_idx ON case_invitations (case_id, created_at DESC);
