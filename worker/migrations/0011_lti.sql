-- LTI 1.3: the platforms (LMSs) that registered VERSE, the one-time values of a launch, the
-- launches themselves, the tool's signing keys and the scores waiting to reach a gradebook.
-- Nothing here names a person: a launch keeps the platform's opaque user id (`sub`) only.

-- One row per registration: an issuer may register VERSE more than once (one client id each).
-- `deployment_ids` is a JSON array of the deployment ids launches may carry.
CREATE TABLE lti_platforms (
  id TEXT PRIMARY KEY,
  issuer TEXT NOT NULL,
  client_id TEXT NOT NULL,
  deployment_ids TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL DEFAULT '',
  auth_endpoint TEXT NOT NULL,
  token_endpoint TEXT NOT NULL,
  -- The audience of our client assertions (the platform's `authorization_server`, else its token endpoint).
  token_audience TEXT NOT NULL,
  jwks_uri TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (issuer, client_id)
);

-- An OIDC login in progress: the state and nonce we sent, the launch address asked for, and the
-- SHA-256 of the secret that binds it to the browser that started it (held in a partitioned
-- cookie and, where the platform offers it, in the platform's client-side storage).
CREATE TABLE lti_login_states (
  state TEXT PRIMARY KEY,
  platform_id TEXT NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  nonce TEXT NOT NULL,
  target_link_uri TEXT NOT NULL,
  binding_hash TEXT NOT NULL,
  -- The platform's storage frame (`lti_storage_target`), when it offered one.
  storage_target TEXT,
  expires_at TEXT NOT NULL
);
CREATE INDEX lti_login_states_expiry ON lti_login_states (expires_at);

-- Every nonce a launch used: a second launch with the same one is refused.
CREATE TABLE lti_nonces (
  nonce TEXT NOT NULL,
  platform_id TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (platform_id, nonce)
);
CREATE INDEX lti_nonces_expiry ON lti_nonces (expires_at);

-- A launch: bound to one platform, deployment, resource link (or deep-linking request) and user.
-- `id` is the SHA-256 of the bearer token the launch page holds. `tool` and `settings` are what
-- the resource link plays; a deep-linking launch keeps where and how to answer.
CREATE TABLE lti_sessions (
  id TEXT PRIMARY KEY,
  platform_id TEXT NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  deployment_id TEXT NOT NULL,
  message_type TEXT NOT NULL,
  user_sub TEXT NOT NULL,
  resource_link_id TEXT,
  context_id TEXT,
  tool TEXT,
  settings TEXT NOT NULL DEFAULT '{}',
  lineitem_url TEXT,
  can_score INTEGER NOT NULL DEFAULT 0,
  deep_link TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX lti_sessions_expiry ON lti_sessions (expires_at);

-- The tool's signing keys (RS256). The newest key whose `signs_from` has passed signs; every key
-- not yet expired is published at /lti/jwks. `private_jwk` is AES-GCM encrypted with a key
-- derived from the LTI_KEY_SECRET secret.
CREATE TABLE lti_keys (
  kid TEXT PRIMARY KEY,
  public_jwk TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL,
  signs_from TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- The score outbox: one row per completed attempt, posted to the line item with retries and
-- backoff. (session_id, attempt) is unique, so an attempt is queued once and posted once.
CREATE TABLE lti_scores (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  attempt TEXT NOT NULL,
  platform_id TEXT NOT NULL,
  lineitem_url TEXT NOT NULL,
  user_sub TEXT NOT NULL,
  score_given REAL NOT NULL,
  score_maximum REAL NOT NULL,
  timestamp TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  UNIQUE (session_id, attempt)
);
CREATE INDEX lti_scores_due ON lti_scores (status, next_attempt_at);
CREATE INDEX lti_scores_platform ON lti_scores (platform_id, status);
