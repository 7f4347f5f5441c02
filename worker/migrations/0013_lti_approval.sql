-- LTI registrations wait for staff: a platform that registers VERSE by Dynamic Registration is
-- `pending` until staff approve it (or refuse it), unless its issuer is on the trusted list.
-- Rows that existed before this migration were working registrations: they stay approved.
ALTER TABLE lti_platforms ADD COLUMN approval TEXT NOT NULL DEFAULT 'approved' CHECK (approval IN ('pending', 'approved', 'refused'));
-- 'dynamic' (Dynamic Registration) or 'staff' (added by hand in the staff area).
ALTER TABLE lti_platforms ADD COLUMN registered_via TEXT NOT NULL DEFAULT 'staff' CHECK (registered_via IN ('dynamic', 'staff'));
-- Who registered it: the name and school the LMS administrator typed, or the staff member's email.
ALTER TABLE lti_platforms ADD COLUMN registered_by TEXT NOT NULL DEFAULT '';
-- The platform's own words about itself (product family code and version), and where they came from.
ALTER TABLE lti_platforms ADD COLUMN product TEXT NOT NULL DEFAULT '';
ALTER TABLE lti_platforms ADD COLUMN configuration_url TEXT;
-- The staff member who approved or refused it, and when.
ALTER TABLE lti_platforms ADD COLUMN reviewed_by TEXT;
ALTER TABLE lti_platforms ADD COLUMN reviewed_at TEXT;
CREATE INDEX lti_platforms_approval ON lti_platforms (approval, issuer);

-- Issuers an administrator trusts: their Dynamic Registrations are approved at once.
CREATE TABLE lti_trusted_issuers (
  issuer TEXT PRIMARY KEY,
  added_by TEXT NOT NULL,
  added_at TEXT NOT NULL
);
