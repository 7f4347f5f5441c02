-- "Email me a sign-in link": one row per emailed link, known by the SHA-256 of its token (the link
-- itself is only in the mailbox). A link works once (used_at) and until expires_at, as the password
-- reset links do; opening one also proves the address, so it verifies the account's email.
CREATE TABLE sign_in_links (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX sign_in_links_user ON sign_in_links (user_id, created_at);
CREATE INDEX sign_in_links_expiry ON sign_in_links (expires_at);

-- Failed sign-ins now count per account and client (so guesses from elsewhere never refuse the
-- owner's own browser): "how many has this client had on this account?".
CREATE INDEX login_failures_account_client ON login_failures (account, client, failed_at);
