-- The owner's weekly report (issue 44, ADR 0050): one row per seller's case and week (the Monday, Madrid),
-- inserted by whichever instance gets there first, so it is sent once. `held`: the firm kept it back;
-- `sent`: the snapshot and the e-mail's text as they went, a record read again as it was.
CREATE TABLE owner_reports (
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  week text NOT NULL CHECK (week ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  status text NOT NULL CHECK (status IN ('sent', 'held')),
  lang text CHECK (lang IN ('es', 'en')),
  snapshot jsonb,
  body text NOT NULL DEFAULT '',
  held_by text REFERENCES auth_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  PRIMARY KEY (case_id, week)
);
