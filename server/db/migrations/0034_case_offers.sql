-- Offers on a case (issue 44, ADR 0050): each as it arrived; a counter-offer is a new row pointing at the
-- offer it answers (`counter_of`), so every step of the negotiation is kept. Amounts in integer cents.
CREATE TABLE case_offers (
  id uuid PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  buyer_case_id uuid REFERENCES cases (id) ON DELETE SET NULL,
  -- The bidder's name: the firm's record; the seller reads a first name and an initial.
  buyer_name text NOT NULL DEFAULT '',
  -- Who made it: the buyer, or the seller answering with a counter-offer.
  made_by text NOT NULL CHECK (made_by IN ('buyer', 'seller')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  conditions jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired')),
  counter_of uuid REFERENCES case_offers (id) ON DELETE SET NULL,
  -- The firm's advice to the seller, beside the offer.
  advice text CHECK (advice IN ('accept', 'counter', 'reject')),
  advice_note text NOT NULL DEFAULT '',
  advised_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  decided_at timestamptz,
  version integer NOT NULL DEFAULT 1 CHECK (version > 0)
);
CREATE INDEX case_offers_case_idx ON case_offers (case_id, created_at);
CREATE INDEX case_offers_buyer_idx ON case_offers (buyer_case_id) WHERE buyer_case_id IS NOT NULL;
