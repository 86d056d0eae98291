-- The document vault (server/vault/, ADR 0048): documents encrypted at rest with AES-256-GCM. A blob is
-- one document: its type (after it was made safe), size and sha256 of the stored plaintext, how many
-- chunks hold it, and its own random data key wrapped by the master key (DOCUMENTS_KEY or DATA_DIR's
-- documents.key), never stored in the clear. Its chunks (256 KiB of plaintext each) are sealed under the
-- data key, each with its nonce and its tag at the end of the ciphertext, and go with their blob.
CREATE TABLE vault_blobs (
  id uuid PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  chunks integer NOT NULL CHECK (chunks > 0),
  key_ciphertext bytea NOT NULL,
  key_nonce bytea NOT NULL,
  key_tag bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vault_chunks (
  blob_id uuid NOT NULL REFERENCES vault_blobs (id) ON DELETE CASCADE,
  index integer NOT NULL CHECK (index >= 0),
  nonce bytea NOT NULL,
  ciphertext bytea NOT NULL,
  PRIMARY KEY (blob_id, index)
);
