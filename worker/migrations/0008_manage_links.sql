-- After booking: each booking's manage link, what a parent did with it, reminders, and the cut-off
-- and reminder settings.

-- The manage link's token (/manage/<token>, 256 random bits): `manage_token_hash` is its SHA-256,
-- the only form it is found by; `manage_token_sealed` is the token encrypted (AES-GCM) under the
-- worker's MANAGE_LINK_KEY, so a later email (a reminder, a change staff made) can carry the same
-- link. One booking per token; a booking keeps its token for life, so the link never goes dead.
ALTER TABLE bookings ADD COLUMN manage_token_hash TEXT;
ALTER TABLE bookings ADD COLUMN manage_token_sealed TEXT;
CREATE UNIQUE INDEX bookings_manage_token ON bookings (manage_token_hash) WHERE manage_token_hash IS NOT NULL;
-- The parent's own IANA zone as their browser gave it, for the manage page and the reminders.
ALTER TABLE bookings ADD COLUMN time_zone TEXT;
-- When the booking's current time was chosen (booked, confirmed by staff, or moved): a reminder
-- whose window had already opened by then is not sent.
ALTER TABLE bookings ADD COLUMN scheduled_at TEXT;
-- Who cancelled ('parent' through the link, 'staff'), and the parent's optional reason.
ALTER TABLE bookings ADD COLUMN cancelled_by TEXT;
ALTER TABLE bookings ADD COLUMN cancel_reason TEXT;
-- "Yes, I'll be there" from the 24-hour reminder.
ALTER TABLE bookings ADD COLUMN reconfirmed_at TEXT;
-- What became of a call that took place: 'completed' or 'no_show' (staff mark it).
ALTER TABLE bookings ADD COLUMN outcome TEXT CHECK (outcome IN ('completed', 'no_show'));
-- The member account the booking belongs to (booked while signed in), or null.
ALTER TABLE bookings ADD COLUMN user_id TEXT;
CREATE INDEX bookings_user ON bookings (user_id) WHERE user_id IS NOT NULL;

-- One row per reminder sent: a booking, how long before the call, and the start it reminded of.
-- The primary key is what makes a reminder go out exactly once, however many runs overlap; a
-- moved booking has a new start, so its new time gets its own reminders and the old time none.
CREATE TABLE booking_reminders (
  booking_id TEXT NOT NULL,
  lead_minutes INTEGER NOT NULL,
  start_iso TEXT NOT NULL,
  outbox_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (booking_id, lead_minutes, start_iso)
);

-- Parents may move a call up to 12 hours before it (staff prepare each call from the family's
-- notes the day before or that morning, and a time freed half a day ahead can still be booked by
-- another family), and cancel up to 2 hours before it (a cancellation always beats a no-show, so
-- as late as the minimum notice for new bookings: until then the freed time can still be booked).
-- Reminders go 24 hours and 1 hour before the call.
INSERT OR IGNORE INTO settings (key, value) VALUES
  ('rescheduleCutoffHours', '12'),
  ('cancelCutoffHours', '2'),
  ('reminderHours', '[24,1]');
