-- The teacher workspace: a teacher's profile beside their account (users.role = 'teacher'), their
-- activities, classes, students (a first name, or a first name and an initial, and a picture id:
-- nothing else about a child), assignments, and the results of students' plays.
-- Every row carries its teacher's id, and every query of the workspace is bounded by it.

CREATE TABLE teacher_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  school TEXT,
  -- Set by staff: the teacher cannot use the workspace and their links stop playing.
  disabled_at TEXT
);

-- `content` and `settings` are JSON (contract/teacher.ts). `share_code` stays once made, so sharing
-- again brings the same link back; `shared` says whether it plays.
CREATE TABLE teacher_activities (
  id TEXT PRIMARY KEY,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  template TEXT NOT NULL,
  content TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  share_code TEXT UNIQUE,
  shared INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX teacher_activities_teacher ON teacher_activities (teacher_id, updated_at);

CREATE TABLE teacher_classes (
  id TEXT PRIMARY KEY,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  join_code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX teacher_classes_teacher ON teacher_classes (teacher_id, created_at);

CREATE TABLE teacher_students (
  id TEXT PRIMARY KEY,
  class_id TEXT NOT NULL REFERENCES teacher_classes (id) ON DELETE CASCADE,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  picture TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX teacher_students_class ON teacher_students (class_id, name);
CREATE INDEX teacher_students_teacher ON teacher_students (teacher_id);

CREATE TABLE teacher_assignments (
  id TEXT PRIMARY KEY,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id TEXT NOT NULL REFERENCES teacher_activities (id) ON DELETE CASCADE,
  class_id TEXT NOT NULL REFERENCES teacher_classes (id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  due_at TEXT,
  attempt_rule TEXT NOT NULL CHECK (attempt_rule IN ('every', 'first', 'best')),
  created_at TEXT NOT NULL
);
CREATE INDEX teacher_assignments_teacher ON teacher_assignments (teacher_id, created_at);
CREATE INDEX teacher_assignments_activity ON teacher_assignments (activity_id);
CREATE INDEX teacher_assignments_class ON teacher_assignments (class_id);

-- One finished play. (assignment_id, idempotency_key) is unique: a result sent again is the same
-- attempt, counted once. `items` is JSON: [{prompt, answer, right}], each item asked.
CREATE TABLE teacher_results (
  id TEXT PRIMARY KEY,
  assignment_id TEXT NOT NULL REFERENCES teacher_assignments (id) ON DELETE CASCADE,
  student_id TEXT NOT NULL REFERENCES teacher_students (id) ON DELETE CASCADE,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  score REAL NOT NULL,
  max REAL NOT NULL,
  duration_ms INTEGER NOT NULL,
  items TEXT NOT NULL DEFAULT '[]',
  played_at TEXT NOT NULL,
  UNIQUE (assignment_id, idempotency_key)
);
CREATE INDEX teacher_results_assignment ON teacher_results (assignment_id, played_at);
CREATE INDEX teacher_results_student ON teacher_results (student_id, played_at);
CREATE INDEX teacher_results_teacher ON teacher_results (teacher_id);
