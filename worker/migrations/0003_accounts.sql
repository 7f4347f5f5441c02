-- Members' accounts: users, their sessions, and failed sign-ins for throttling.

-- Email is stored normalised (trimmed, lower-cased), so UNIQUE means one account per address.
-- password_hash is self-describing (`pbkdf2-sha256$<iterations>$<salt>$<hash>`), so the scheme can be
-- upgraded on a later sign-in. Roles change only through `npm run grant-admin`, never a request.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  display_name TEXT,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'teacher', 'admin')),
  created_at TEXT NOT NULL
);

-- A session is known by the SHA-256 of its cookie value: a leaked table cannot be replayed.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX sessions_user ON sessions (user_id, expires_at);

-- One row per failed sign-in, kept for the throttling window only.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  client TEXT NOT NULL,
  failed_at TEXT NOT NULL
);

CREATE INDEX login_failures_account ON login_failures (account, failed_at);
CREATE INDEX login_failures_client ON login_failures (client, failed_at);
CREATE INDEX login_failures_age ON login_failures (failed_at);
