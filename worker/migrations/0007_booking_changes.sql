-- Staff change bookings: each change to a confirmed booking's time (a reschedule, a cancellation)
-- counts up `sequence`, the SEQUENCE of the calendar invite sent about it, so the parent's
-- calendar applies the update to the event it already has (same UID) instead of adding another.
ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;

-- How many days ahead parents may book (counted from today in the business time zone).
INSERT OR IGNORE INTO settings (key, value) VALUES ('maxAdvanceDays', '90');
