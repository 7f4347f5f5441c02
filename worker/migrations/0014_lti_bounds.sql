-- LTI bounds: the platform access token VERSE reuses until it expires (one per registration,
-- sealed with LTI_KEY_SECRET like the signing keys), and an index that lets a login count the
-- logins of its platform still in progress.

CREATE TABLE lti_access_tokens (
  platform_id TEXT PRIMARY KEY REFERENCES lti_platforms (id) ON DELETE CASCADE,
  sealed_token TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX lti_login_states_platform ON lti_login_states (platform_id, expires_at);
