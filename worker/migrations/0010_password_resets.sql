-- "Forgot password": one row per emailed reset link, known by the SHA-256 of its token (the link
-- itself is only in the member's mailbox). A link works once (used_at) and until expires_at; a
-- reset, or a sign-in with the new password, leaves no other link of the account usable.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- "How many links did this account get this hour?" (the per-address limit) and clean-up by age.
CREATE INDEX password_resets_user ON password_resets (user_id, created_at);
CREATE INDEX password_resets_expiry ON password_resets (expires_at);
