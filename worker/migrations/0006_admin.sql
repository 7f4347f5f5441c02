-- The staff area: one inbox of every lead, and the record of what staff did.

-- What an admin did, and when: one row per change made through /api/admin. `detail` is JSON and
-- never holds a family's personal data (a data deletion keeps only this record of itself).
-- `subject` is the record acted on (a lead id), so a lead's history is one indexed read.
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT,
  detail TEXT NOT NULL DEFAULT '{}'
);

CREATE INDEX admin_audit_at ON admin_audit (at);
CREATE INDEX admin_audit_subject ON admin_audit (subject, at) WHERE subject IS NOT NULL;

-- The inbox: one row per lead, whatever form it came from, holding what the list shows, filters
-- and searches on, and the staff's fields (status … crm_notes). For intake and contact leads the
-- source row keeps the same staff fields too (the admin API writes both in one batch); a
-- consultation request has them here only. `id` is the source row's id. `search` is the name and
-- email lower-cased and the phone's digits, for one substring match.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('intake', 'contact', 'consultation')),
  -- intake_form | landing_page_intake | standard | fallback | requested
  variant TEXT NOT NULL,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  search TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  priority TEXT NOT NULL DEFAULT 'medium',
  assigned_to TEXT NOT NULL DEFAULT '',
  crm_notes TEXT NOT NULL DEFAULT '[]',
  last_contact_date TEXT,
  next_follow_up_date TEXT,
  conversion_stage TEXT NOT NULL
);

-- Newest first, paged by (created_at, id); each filter has its own ordered index.
CREATE INDEX leads_created ON leads (created_at, id);
CREATE INDEX leads_kind ON leads (kind, created_at, id);
CREATE INDEX leads_status ON leads (status, created_at, id);
CREATE INDEX leads_priority ON leads (priority, created_at, id);
CREATE INDEX leads_assigned ON leads (assigned_to, created_at, id);
CREATE INDEX leads_follow_up ON leads (next_follow_up_date) WHERE next_follow_up_date IS NOT NULL;
-- A data deletion finds every record of an address, whatever its case, without reading whole
-- tables: addresses of leads are stored as typed, so these index the lower-cased address.
CREATE INDEX leads_email ON leads (lower(email));
CREATE INDEX intake_forms_email ON intake_forms (lower(email));
CREATE INDEX contact_forms_email ON contact_forms (lower(email));
CREATE INDEX bookings_email ON bookings (lower(email));
CREATE INDEX outbox_to ON outbox (lower(to_address));

-- The outbox screen: newest first, all or by status.
CREATE INDEX outbox_created ON outbox (created_at, id);
CREATE INDEX outbox_status ON outbox (status, created_at, id);

CREATE TRIGGER leads_from_intake AFTER INSERT ON intake_forms
BEGIN
  INSERT INTO leads (id, kind, variant, created_at, name, email, phone, search, status, priority, assigned_to,
    crm_notes, last_contact_date, next_follow_up_date, conversion_stage)
  VALUES (NEW.id, 'intake', NEW.lead_source, NEW.created_at, NEW.parent_name, NEW.email, NEW.phone,
    lower(NEW.parent_name) || ' ' || lower(NEW.email) || ' ' ||
      replace(replace(replace(replace(replace(replace(NEW.phone, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', ''),
    NEW.status, NEW.priority, NEW.assigned_to, NEW.crm_notes, NEW.last_contact_date, NEW.next_follow_up_date,
    NEW.conversion_stage);
END;

CREATE TRIGGER leads_from_contact AFTER INSERT ON contact_forms
BEGIN
  INSERT INTO leads (id, kind, variant, created_at, name, email, phone, search, status, priority, assigned_to,
    crm_notes, last_contact_date, next_follow_up_date, conversion_stage)
  VALUES (NEW.id, 'contact', NEW.submission_type, NEW.created_at, NEW.name, NEW.email,
    coalesce(json_extract(NEW.fallback_verification, '$.phone'), ''),
    lower(NEW.name) || ' ' || lower(NEW.email) || ' ' ||
      replace(replace(replace(replace(replace(replace(coalesce(json_extract(NEW.fallback_verification, '$.phone'), ''),
        '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', ''),
    NEW.status, NEW.priority, NEW.assigned_to, NEW.crm_notes, NEW.last_contact_date, NEW.next_follow_up_date,
    NEW.conversion_stage);
END;

-- Only the simpler form's requests are leads; a booking through a live hold is a booking.
CREATE TRIGGER leads_from_request AFTER INSERT ON bookings WHEN NEW.status = 'requested'
BEGIN
  INSERT INTO leads (id, kind, variant, created_at, name, email, phone, search, conversion_stage)
  VALUES (NEW.id, 'consultation', 'requested', NEW.created_at, NEW.parent_name, NEW.email, NEW.phone,
    lower(NEW.parent_name) || ' ' || lower(NEW.email) || ' ' ||
      replace(replace(replace(replace(replace(replace(NEW.phone, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', ''),
    'consultation_requested');
END;

-- A source row that goes takes its inbox row with it.
CREATE TRIGGER leads_intake_deleted AFTER DELETE ON intake_forms BEGIN DELETE FROM leads WHERE id = OLD.id; END;
CREATE TRIGGER leads_contact_deleted AFTER DELETE ON contact_forms BEGIN DELETE FROM leads WHERE id = OLD.id; END;
CREATE TRIGGER leads_request_deleted AFTER DELETE ON bookings BEGIN DELETE FROM leads WHERE id = OLD.id; END;

-- The leads that came before this migration.
INSERT INTO leads (id, kind, variant, created_at, name, email, phone, search, status, priority, assigned_to,
  crm_notes, last_contact_date, next_follow_up_date, conversion_stage)
SELECT id, 'intake', lead_source, created_at, parent_name, email, phone,
  lower(parent_name) || ' ' || lower(email) || ' ' ||
    replace(replace(replace(replace(replace(replace(phone, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', ''),
  status, priority, assigned_to, crm_notes, last_contact_date, next_follow_up_date, conversion_stage
FROM intake_forms;

INSERT INTO leads (id, kind, variant, created_at, name, email, phone, search, status, priority, assigned_to,
  crm_notes, last_contact_date, next_follow_up_date, conversion_stage)
SELECT id, 'contact', submission_type, created_at, name, email, coalesce(json_extract(fallback_verification, '$.phone'), ''),
  lower(name) || ' ' || lower(email) || ' ' ||
    replace(replace(replace(replace(replace(replace(coalesce(json_extract(fallback_verification, '$.phone'), ''),
      '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', ''),
  status, priority, assigned_to, crm_notes, last_contact_date, next_follow_up_date, conversion_stage
FROM contact_forms;

INSERT INTO leads (id, kind, variant, created_at, name, email, phone, search, conversion_stage)
SELECT id, 'consultation', 'requested', created_at, parent_name, email, phone,
  lower(parent_name) || ' ' || lower(email) || ' ' ||
    replace(replace(replace(replace(replace(replace(phone, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', ''),
  'consultation_requested'
FROM bookings WHERE status = 'requested';
