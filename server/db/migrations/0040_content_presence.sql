-- Who is in the studio and which item each has open (docs/decisions/0045-a-studio-that-loses-nothing.md):
-- one row per staff member, written by the studio's heartbeat; a row not written for a minute is someone
-- gone, ignored by reads and replaced by the next heartbeat. A soft lock: nothing is refused for it.
CREATE TABLE content_presence (
  user_id text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  -- The item's key (`case:atico-almagro`), or none: the studio open, no item.
  item text CHECK (char_length(item) <= 100),
  seen_at timestamptz NOT NULL
);

CREATE INDEX content_presence_seen_at ON content_presence (seen_at);
