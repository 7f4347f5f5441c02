-- "Delete my data" from a booking's manage page (and later the members' page): a request waits for
-- the owner of the address to confirm it through the link emailed to them; a confirmed request
-- starts the legal page's timeline and is a task in the staff area's Data deletion section until
-- staff delete the address's data (which deletes these rows with it).
CREATE TABLE deletion_requests (
  id TEXT PRIMARY KEY,
  -- The address, lower-cased.
  email TEXT NOT NULL,
  -- SHA-256 (hex) of the confirmation link's token (256 random bits); the token itself is only in the email.
  token_hash TEXT NOT NULL UNIQUE,
  -- Where it was asked from: 'manage' (a booking's page) or 'member' (the members' page).
  via TEXT NOT NULL CHECK (via IN ('manage', 'member')),
  requested_at TEXT NOT NULL,
  confirmed_at TEXT
);

CREATE INDEX deletion_requests_email ON deletion_requests (email, requested_at);
CREATE INDEX deletion_requests_confirmed ON deletion_requests (confirmed_at) WHERE confirmed_at IS NOT NULL;

-- Members: an address is verified through a link emailed to it (one link an hour); only then does
-- "My consultations" show the bookings made under it.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;

CREATE TABLE email_verifications (
  -- SHA-256 (hex) of the link's token (256 random bits).
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  email TEXT NOT NULL,
  sent_at TEXT NOT NULL
);

CREATE INDEX email_verifications_user ON email_verifications (user_id, sent_at);
