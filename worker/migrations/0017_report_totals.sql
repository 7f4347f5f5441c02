-- An assignment's report adds up what was stored when each result came in, rather than reading and
-- analysing every word of every attempt each time it is opened (a class of 30 playing 2,000 times
-- each made that seconds).
--
-- One row per student who has played an assignment: every attempt's count, score, maximum and time
-- summed, the newest time, and the attempts the rules `first` and `best` count. `ready` is 1 when
-- the student's totals below are of every one of their results; a row at 0 (the results stored
-- before this migration, or one removed by the teacher) has them made again from the results the
-- next time the report opens, once. `version` grows with each result written or removed, so a
-- remake that raced a new result is not kept.
CREATE TABLE teacher_report_students (
  assignment_id TEXT NOT NULL REFERENCES teacher_assignments (id) ON DELETE CASCADE,
  student_id TEXT NOT NULL REFERENCES teacher_students (id) ON DELETE CASCADE,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  score REAL NOT NULL DEFAULT 0,
  max REAL NOT NULL DEFAULT 0,
  duration_ms INTEGER NOT NULL DEFAULT 0,
  last_played_at TEXT,
  first_id TEXT,
  first_at TEXT,
  best_id TEXT,
  best_at TEXT,
  best_fraction REAL,
  ready INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (assignment_id, student_id)
);
CREATE INDEX teacher_report_students_student ON teacher_report_students (student_id);
CREATE INDEX teacher_report_students_teacher ON teacher_report_students (teacher_id);

-- A student's results at one assignment, totalled: each item (`item`, its prompt: right of asked),
-- each pattern id (`pattern`: right of tried), each confusion (`confusion`, `<kind> <letters>`: how
-- often, in `tried`) and its first examples (`example`, the confusion's key, `detail` the word and
-- the answer as JSON; in the order they came, which the rowid keeps).
CREATE TABLE teacher_report_totals (
  assignment_id TEXT NOT NULL REFERENCES teacher_assignments (id) ON DELETE CASCADE,
  student_id TEXT NOT NULL REFERENCES teacher_students (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  correct INTEGER NOT NULL DEFAULT 0,
  tried INTEGER NOT NULL DEFAULT 0,
  UNIQUE (assignment_id, student_id, kind, key, detail)
);
CREATE INDEX teacher_report_totals_student ON teacher_report_totals (student_id);

-- The results already stored: each student who played has a row, its totals made when first read.
INSERT INTO teacher_report_students (assignment_id, student_id, teacher_id)
  SELECT DISTINCT assignment_id, student_id, teacher_id FROM teacher_results;
