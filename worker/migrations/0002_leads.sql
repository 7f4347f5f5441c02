-- Leads: intake forms, contact messages, and the per-client counters that limit how fast they come.
-- The CRM columns (status … conversion_stage) are set by the worker, never by the client.

-- product.md section 3, Intake form record, both variants. The simpler 'landing_page_intake' form
-- asks only for name, email, phone, age, struggles and goals; its other columns stay NULL.
CREATE TABLE intake_forms (
  id TEXT PRIMARY KEY,
  lead_source TEXT NOT NULL CHECK (lead_source IN ('intake_form', 'landing_page_intake')),
  parent_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  contact_method TEXT CHECK (contact_method IN ('email', 'text', 'call')),
  student_age TEXT NOT NULL,
  school TEXT,
  strengths TEXT,
  -- intake_form: a JSON list of reading|writing|spelling|math|focus|executive|other.
  -- landing_page_intake: the parent's own words.
  struggles TEXT NOT NULL,
  struggles_other TEXT,
  struggles_details TEXT,
  previous_tutor TEXT CHECK (previous_tutor IN ('yes', 'no')),
  previous_tutor_details TEXT,
  goals TEXT,
  additional_info TEXT,
  -- The record of the spec carries the token that let it in; NULL never happens for intake.
  recaptcha_token TEXT,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  assigned_to TEXT NOT NULL DEFAULT '',
  crm_notes TEXT NOT NULL DEFAULT '[]',
  last_contact_date TEXT,
  next_follow_up_date TEXT,
  priority TEXT NOT NULL DEFAULT 'medium',
  conversion_stage TEXT NOT NULL DEFAULT 'intake_submitted'
);

CREATE INDEX intake_forms_created ON intake_forms (created_at);

-- product.md section 3, Contact form record. A 'fallback' message came without a bot-check token,
-- through the alternative verification: staff confirm it by phone before replying.
CREATE TABLE contact_forms (
  id TEXT PRIMARY KEY,
  submission_type TEXT NOT NULL CHECK (submission_type IN ('standard', 'fallback')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL CHECK (subject IN ('general', 'technical', 'educational', 'billing', 'partnership')),
  message TEXT NOT NULL,
  recaptcha_token TEXT,
  -- JSON {gclid, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer, ts} or NULL.
  attribution TEXT,
  -- JSON {phone, alternateEmail, reason}, fallback messages only.
  fallback_verification TEXT,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  assigned_to TEXT NOT NULL DEFAULT '',
  crm_notes TEXT NOT NULL DEFAULT '[]',
  last_contact_date TEXT,
  next_follow_up_date TEXT,
  priority TEXT NOT NULL DEFAULT 'medium',
  conversion_stage TEXT NOT NULL DEFAULT 'contact_submitted'
);

CREATE INDEX contact_forms_created ON contact_forms (created_at);

-- Submissions per client per fixed window. `client` is a hash of the connecting IP, not the IP;
-- '*' counts every client together (the fallback's overall cap). Rows older than a day are dropped.
CREATE TABLE lead_rate_limits (
  bucket TEXT NOT NULL,
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, client, window_start)
);

CREATE INDEX lead_rate_limits_window ON lead_rate_limits (window_start);
