-- Booking: the settings that shape the calendar, the bookings themselves, and the email outbox.

-- Hours, slot length, notice and hold length are settings, not code (api.md, Local defaults).
-- Each value is JSON.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

INSERT INTO settings (key, value) VALUES
  ('timeZone', '"America/Denver"'),
  ('slotMinutes', '30'),
  ('minNoticeMinutes', '120'),
  ('holdSeconds', '300'),
  ('maxHoldsPerClient', '3'),
  -- Keys are weekdays, 0 = Sunday; each holds [from, to) ranges of wall-clock time in timeZone.
  ('weeklyHours', '{"1":[["08:00","17:00"]],"2":[["08:00","17:00"]],"3":[["08:00","17:00"]],"4":[["08:00","17:00"]],"5":[["08:00","17:00"]]}');

-- Calendar dates in the business time zone on which no consultation is offered.
CREATE TABLE closed_dates (
  date TEXT PRIMARY KEY,
  reason TEXT
);

INSERT INTO closed_dates (date, reason) VALUES
  ('2026-05-25', 'Memorial Day'),
  ('2026-06-19', 'Juneteenth'),
  ('2026-07-03', 'Independence Day (observed)'),
  ('2026-09-07', 'Labor Day'),
  ('2026-11-26', 'Thanksgiving'),
  ('2026-11-27', 'Day after Thanksgiving'),
  ('2026-12-24', 'Christmas Eve'),
  ('2026-12-25', 'Christmas Day'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-01-18', 'Martin Luther King Jr. Day'),
  ('2027-02-15', 'Presidents'' Day'),
  ('2027-05-31', 'Memorial Day'),
  ('2027-06-18', 'Juneteenth (observed)'),
  ('2027-07-05', 'Independence Day (observed)'),
  ('2027-09-06', 'Labor Day'),
  ('2027-11-25', 'Thanksgiving'),
  ('2027-11-26', 'Day after Thanksgiving'),
  ('2027-12-24', 'Christmas Day (observed)');

-- A consultation. 'confirmed' came through a live hold and owns its slot; 'requested' is the
-- simpler form's request for staff to confirm and owns nothing. A request may name no time.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'requested', 'cancelled')),
  date_iso TEXT NOT NULL,
  start_iso TEXT,
  end_iso TEXT,
  label TEXT,
  parent_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  notes TEXT,
  -- The hold a confirmed booking consumed; repeating the same booking finds it here.
  lock_id TEXT UNIQUE,
  created_at TEXT NOT NULL
);

-- The final word against double booking: whatever the holds say, D1 refuses a second confirmed
-- booking of one slot.
CREATE UNIQUE INDEX bookings_one_confirmed_per_slot ON bookings (start_iso) WHERE status = 'confirmed';

-- Email waiting to be sent, or sent. Written in the same batch as what it reports, so a message is
-- never lost to a failed send and never queued for something that was not stored.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  ics TEXT,
  related_id TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);

CREATE INDEX outbox_pending ON outbox (created_at) WHERE status = 'pending';
CREATE INDEX outbox_related ON outbox (related_id);
