-- A case's thread between its client and the firm (issue 44, ADR 0050). An attachment is a document of
-- the case, uploaded through the case's own document rules; `read_at` is when the other side read it.
CREATE TABLE case_messages (
  id uuid PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('client', 'staff')),
  author_id text REFERENCES auth_users (id) ON DELETE SET NULL,
  body text NOT NULL,
  document_id uuid REFERENCES case_documents (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX case_messages_case_idx ON case_messages (case_id, created_at);
