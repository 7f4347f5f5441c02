-- A number that changes whenever the settings or the closed dates do, however they are changed
-- (a deploy's migration, `wrangler d1 execute`, a future admin call): the worker keeps what it
-- derives from them (the calendar, each date's slots) for as long as this number stays the same,
-- and reads the version alone on every request.
CREATE TABLE settings_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);

INSERT INTO settings_version (id, version) VALUES (1, 1);

CREATE TRIGGER settings_inserted AFTER INSERT ON settings
BEGIN
  UPDATE settings_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER settings_updated AFTER UPDATE ON settings
BEGIN
  UPDATE settings_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER settings_deleted AFTER DELETE ON settings
BEGIN
  UPDATE settings_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER closed_dates_inserted AFTER INSERT ON closed_dates
BEGIN
  UPDATE settings_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER closed_dates_updated AFTER UPDATE ON closed_dates
BEGIN
  UPDATE settings_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER closed_dates_deleted AFTER DELETE ON closed_dates
BEGIN
  UPDATE settings_version SET version = version + 1 WHERE id = 1;
END;
