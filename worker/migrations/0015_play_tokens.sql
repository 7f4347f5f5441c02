-- A student's play is tied to a short-lived token, issued when they pick their name on their
-- class's page (and their picture, where the teacher turns the picture password on for the class):
-- a result needs one, and spends it. Only a hash of the token is kept. Each result's answer carries
-- the next token of the same sitting, which ends at `expires_at` whatever happens.
CREATE TABLE teacher_play_tokens (
  token_hash TEXT PRIMARY KEY,
  student_id TEXT NOT NULL REFERENCES teacher_students (id) ON DELETE CASCADE,
  class_id TEXT NOT NULL REFERENCES teacher_classes (id) ON DELETE CASCADE,
  teacher_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  -- The result that spent it; NULL while it is unspent.
  spent_by TEXT
);
CREATE INDEX teacher_play_tokens_expiry ON teacher_play_tokens (expires_at);
CREATE INDEX teacher_play_tokens_student ON teacher_play_tokens (student_id);
CREATE INDEX teacher_play_tokens_teacher ON teacher_play_tokens (teacher_id);

-- The picture password: the teacher turns it on per class; each student has a secret picture (not
-- their shown one), which the teacher sees and gives them on their sign-in card.
ALTER TABLE teacher_classes ADD COLUMN picture_password INTEGER NOT NULL DEFAULT 0;
ALTER TABLE teacher_students ADD COLUMN secret_picture TEXT;
UPDATE teacher_students SET secret_picture = (
  SELECT p.value FROM json_each('["fox","owl","bear","cat","dog","frog","lion","panda","rabbit","tiger","whale","bee"]') p
  WHERE p.value <> teacher_students.picture ORDER BY random() LIMIT 1
);
