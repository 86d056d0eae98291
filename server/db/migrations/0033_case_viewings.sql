-- A case's viewings (issue 44, docs/decisions/0050-viewings-offers-messages-report.md), modelled on Cal.com's
-- Booking: a status, a start and a duration, and a reschedule that cancels the old row and proposes a new
-- one pointing back at it (`reschedule_of`), so the chain is kept.
CREATE TABLE case_viewings (
  id uuid PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  -- The visitor's own case when they are a buyer client of the firm: they then follow the viewing.
  buyer_case_id uuid REFERENCES cases (id) ON DELETE SET NULL,
  -- The staff member who shows the property: a viewing holds their time (no two overlap).
  agent_id text REFERENCES auth_users (id) ON DELETE SET NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'confirmed', 'done', 'cancelled', 'no-show')),
  visitor_name text NOT NULL,
  -- The visit sheet (parte de visita): the visitor's identity document, for the firm only.
  visitor_id_number text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  feedback_said text NOT NULL DEFAULT '',
  feedback_rating integer CHECK (feedback_rating BETWEEN 1 AND 5),
  -- Until the firm releases it, the seller does not read the feedback.
  feedback_released_at timestamptz,
  seller_answer text CHECK (seller_answer IN ('accepted', 'declined')),
  reschedule_of uuid REFERENCES case_viewings (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0)
);
CREATE INDEX case_viewings_case_idx ON case_viewings (case_id, starts_at);
CREATE INDEX case_viewings_buyer_idx ON case_viewings (buyer_case_id) WHERE buyer_case_id IS NOT NULL;
CREATE INDEX case_viewings_agent_idx ON case_viewings (agent_id, starts_at) WHERE status IN ('proposed', 'confirmed');
