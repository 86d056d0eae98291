-- The detailed brief (docs/decisions/0026-detailed-brief.md): both forms' requests in the one `leads` table.
-- `form_type` says which form sent a row; the brief's answers are typed columns with the same slugs as
-- src/domain/contact/detailed-limits.ts, checked here too. Rows written before stay 'simple', unchanged.

ALTER TABLE leads ADD COLUMN form_type text NOT NULL DEFAULT 'simple' CHECK (form_type IN ('simple', 'detailed'));
-- The brief has no client type (recommended / waiting list) and its message is optional.
ALTER TABLE leads ALTER COLUMN client_type DROP NOT NULL;
ALTER TABLE leads ALTER COLUMN message DROP NOT NULL;

ALTER TABLE leads ADD COLUMN name text;
ALTER TABLE leads ADD COLUMN property_type text CHECK (property_type IN ('apartment', 'house', 'penthouse', 'commercial', 'land'));
ALTER TABLE leads ADD COLUMN goal text CHECK (goal IN ('sell', 'buy', 'rent', 'invest', 'evaluate'));
ALTER TABLE leads ADD COLUMN location text;
ALTER TABLE leads ADD COLUMN budget text CHECK (budget IN ('up-to-500k', '500k-1m', '1m-2m', '2m-3m', '3m-5m', 'over-5m'));
ALTER TABLE leads ADD COLUMN timeline text CHECK (timeline IN ('immediate', 'short', 'medium', 'long', 'flexible'));
ALTER TABLE leads ADD COLUMN services text[]
  CHECK (services <@ ARRAY['valuation', 'marketing', 'staging', 'legal', 'financing', 'concierge']::text[]);
ALTER TABLE leads ADD COLUMN priority text CHECK (priority IN ('speed', 'price', 'discretion', 'service', 'results'));
ALTER TABLE leads ADD COLUMN contact_preference text CHECK (contact_preference IN ('email', 'phone', 'whatsapp', 'meeting'));
ALTER TABLE leads ADD COLUMN availability text CHECK (availability IN ('morning', 'afternoon', 'evening', 'flexible'));

-- What each kind must hold: a simple request its client type and message; a brief every required answer.
ALTER TABLE leads ADD CONSTRAINT leads_form_fields_check CHECK (
  (form_type = 'simple' AND client_type IS NOT NULL AND message IS NOT NULL)
  OR (
    form_type = 'detailed' AND client_type IS NULL AND service_type IS NULL AND referred_by IS NULL
    AND name IS NOT NULL AND property_type IS NOT NULL AND goal IS NOT NULL AND location IS NOT NULL
    AND budget IS NOT NULL AND timeline IS NOT NULL AND services IS NOT NULL AND cardinality(services) > 0
    AND contact_preference IS NOT NULL
  )
);

-- What the firm's workspace (issue 11) filters on, newest first: kind, service or goal, client type, date.
CREATE INDEX leads_form_type_created_idx ON leads (form_type, created_at);
CREATE INDEX leads_service_type_created_idx ON leads (service_type, created_at) WHERE service_type IS NOT NULL;
CREATE INDEX leads_goal_created_idx ON leads (goal, created_at) WHERE goal IS NOT NULL;
CREATE INDEX leads_client_type_created_idx ON leads (client_type, created_at) WHERE client_type IS NOT NULL;
