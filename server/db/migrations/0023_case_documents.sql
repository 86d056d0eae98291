-- The case file's documents (issue 43, ADR 0043): one row per uploaded version, its bytes in the vault
-- (migration 0019, encrypted at rest). A new upload to the same item keeps the earlier one, which it
-- `replaces`; the history is the chain. Rows go with their case; the erasure tools remove their blobs.
CREATE TABLE case_documents (
  id uuid PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  -- A checklist item's key, or 'other' for a free upload.
  item text NOT NULL CHECK (item ~ '^[a-z][a-z0-9-]{1,47}$'),
  name text NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('shared', 'firm')),
  uploaded_by text NOT NULL CHECK (uploaded_by IN ('client', 'staff')),
  uploader_id text REFERENCES auth_users (id) ON DELETE SET NULL,
  replaces uuid REFERENCES case_documents (id) ON DELETE SET NULL,
  blob_id uuid NOT NULL UNIQUE REFERENCES vault_blobs (id),
  type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX case_documents_case_idx ON case_documents (case_id, created_at DESC);
