-- Issue 22: a staff account is removed only by `npm run staff -- revoke`, never by the client area's account
-- deletion or the workspace's erasure; both refusals go on the audit log (src/domain/staff AUDIT_ACTIONS).
ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check;
ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (action IN (
  'sign-in', 'view-request', 'change-status', 'assign', 'add-note', 'export', 'erase',
  'erase-refused', 'delete-account-refused'
));
