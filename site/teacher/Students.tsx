import { useEffect, useState, type FormEvent } from 'react';
import { CLASS_MAX_STUDENTS, STUDENT_NAME, STUDENT_NAME_MESSAGE, splitStudentNames, type Student } from '../../contract/teacher';
import { Spinner } from '../components/Spinner';
import { fieldProblem, teacherApi, useTeacherData } from './api';
import { Outcome } from './AccountTab';
import { History } from './History';
import { StudentPicture } from './pictures/StudentPicture';
import { Qr } from './Qr';
import { classPagePath } from './play-links';
import { siteUrl } from './Share';

/** The names of a typed or pasted list that are not a first name (or a first name and an initial). */
export const badNames = (names: string[]) => names.filter((name) => !STUDENT_NAME.test(name));

/** A student's sign-in card link: the class's page with that student chosen (the student's id, never their name). */
const cardLink = (joinCode: string, studentId: string) => siteUrl(classPagePath(joinCode, studentId));

type ClassSummary = { id: string; name: string; joinCode: string; students: number };
type Listed = Student & { secretPicture: Student['picture'] };
type ClassDetail = { id: string; name: string; joinCode: string; picturePassword: boolean; students: Listed[] };

function StudentRow({ student, classId, classes, picturePassword, onChanged, onHistory }: { student: Listed; classId: string; classes: ClassSummary[]; picturePassword: boolean; onChanged: (message: string) => void; onHistory: () => void }) {
  const [mode, setMode] = useState<'' | 'rename' | 'move' | 'remove'>('');
  const [error, setError] = useState('');
  const run = async (work: () => Promise<string>) => {
    setError('');
    try {
      onChanged(await work());
      setMode('');
    } catch (failure) {
      setError(fieldProblem(failure));
    }
  };
  const params = { id: classId, studentId: student.id };
  return (
    <li className="student">
      <StudentPicture name={student.picture} size={48} />
      <span className="student-name">{student.name}</span>
      {picturePassword && (
        <span className="secret-picture">
          <StudentPicture name={student.secretPicture} size={32} /> <span className="muted">Secret picture: {student.secretPicture}</span>
        </span>
      )}
      <span className="row actions" role="group" aria-label={`Change ${student.name}`}>
        <button type="button" className="button small" onClick={onHistory} aria-label={`${student.name}: history`}>
          History
        </button>
        <button type="button" className="button small" aria-expanded={mode === 'rename'} onClick={() => setMode(mode === 'rename' ? '' : 'rename')}>
          Rename
        </button>
        {classes.length > 1 && (
          <button type="button" className="button small" aria-expanded={mode === 'move'} onClick={() => setMode(mode === 'move' ? '' : 'move')}>
            Move
          </button>
        )}
        <button type="button" className="button small danger" aria-expanded={mode === 'remove'} onClick={() => setMode(mode === 'remove' ? '' : 'remove')}>
          Remove
        </button>
      </span>
      {mode === 'rename' && (
        <form
          className="row inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name') ?? '').trim().replace(/\s+/g, ' ');
            if (!STUDENT_NAME.test(name)) return setError(STUDENT_NAME_MESSAGE);
            void run(async () => {
              await teacherApi('PATCH /api/teacher/classes/:id/students/:studentId', { params, body: { name } });
              return `Renamed ${student.name} to ${name}.`;
            });
          }}
        >
          <label className="field inline">
            <span>New name for {student.name}</span>
            <input name="name" defaultValue={student.name} maxLength={33} autoComplete="off" />
          </label>
          <button type="submit" className="button small primary">
            Save
          </button>
        </form>
      )}
      {mode === 'move' && (
        <form
          className="row inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const to = String(new FormData(event.currentTarget).get('classId') ?? '');
            const target = classes.find((c) => c.id === to);
            if (!target) return setError('Choose a class.');
            void run(async () => {
              await teacherApi('PATCH /api/teacher/classes/:id/students/:studentId', { params, body: { classId: to } });
              return `Moved ${student.name} to ${target.name}.`;
            });
          }}
        >
          <div className="field inline">
            <label htmlFor={`move-${student.id}`}>Move {student.name} to</label>
            <select id={`move-${student.id}`} name="classId" defaultValue="">
              <option value="">Choose a class</option>
              {classes
                .filter((c) => c.id !== classId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </select>
          </div>
          <button type="submit" className="button small primary">
            Move
          </button>
        </form>
      )}
      {mode === 'remove' && (
        <div className="row inline-form" role="group" aria-label="Confirm remove">
          <p>Remove {student.name}? Their results go too.</p>
          <button
            type="button"
            className="button small danger"
            onClick={() =>
              run(async () => {
                await teacherApi('DELETE /api/teacher/classes/:id/students/:studentId', { params });
                return `Removed ${student.name}.`;
              })
            }
          >
            Yes, remove
          </button>
          <button type="button" className="button small" onClick={() => setMode('')}>
            Keep
          </button>
        </div>
      )}
      {error && <Outcome error={error} />}
    </li>
  );
}

function AddStudents({ classId, count, onAdded }: { classId: string; count: number; onAdded: (message: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = splitStudentNames(text);
    const bad = badNames(names);
    if (!names.length) return setError('Type or paste at least one first name.');
    if (bad.length) return setError(`${bad.slice(0, 3).map((name) => `“${name}”`).join(', ')}: ${STUDENT_NAME_MESSAGE} No emails or surnames.`);
    if (count + names.length > CLASS_MAX_STUDENTS) return setError(`A class holds up to ${CLASS_MAX_STUDENTS} students; this one has ${count}.`);
    setBusy(true);
    setError('');
    try {
      await teacherApi('POST /api/teacher/classes/:id/students', { params: { id: classId }, body: { names } });
      setText('');
      onAdded(`Added ${names.length} student${names.length === 1 ? '' : 's'}.`);
    } catch (failure) {
      setError(fieldProblem(failure));
    }
    setBusy(false);
  };
  return (
    <form className="panel teacher-form add-students" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`add-${classId}`}>Add students</label>
        <textarea id={`add-${classId}`} rows={4} value={text} aria-describedby={`add-${classId}-hint`} onChange={(event) => setText(event.currentTarget.value)} />
        <span id={`add-${classId}-hint`} className="hint">
          First names only (or a first name and an initial: Sam T.), one a line or commas between. Each student gets a picture to find their name by.
        </span>
      </div>
      {error && <Outcome error={error} />}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Adding...' : 'Add Students'}
      </button>
    </form>
  );
}

/** One sign-in card per student, for printing: name, picture and a QR code that opens the class with them chosen. */
function SignInCards({ detail, onClose }: { detail: ClassDetail; onClose: () => void }) {
  useEffect(() => {
    document.documentElement.classList.add('printing-cards');
    return () => document.documentElement.classList.remove('printing-cards');
  }, []);
  return (
    <section className="sign-in-cards" aria-labelledby="cards-heading">
      <div className="row no-print">
        <h2 id="cards-heading">Sign-in cards: {detail.name}</h2>
        <button type="button" className="button primary" onClick={() => window.print()}>
          Print cards
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close cards
        </button>
      </div>
      <p className="muted no-print">
        Cut them out. A student scans their card (or taps their picture on the class page) to play what you assigned
        {detail.picturePassword ? ', then taps the secret picture on their card.' : '.'}
      </p>
      <ul className="cards-sheet">
        {detail.students.map((student) => (
          <li className="sign-in-card" key={student.id}>
            <StudentPicture name={student.picture} size={96} />
            <span className="card-name">{student.name}</span>
            <Qr text={cardLink(detail.joinCode, student.id)} label={`QR code for ${student.name}`} size={120} />
            <span className="card-code">Class code {detail.joinCode}</span>
            {detail.picturePassword && (
              <span className="card-secret">
                Secret picture <StudentPicture name={student.secretPicture} size={40} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClassPanel({ classId, classes, onChanged }: { classId: string; classes: ClassSummary[]; onChanged: () => void }) {
  const { data, error, reload } = useTeacherData('GET /api/teacher/classes/:id', { params: { id: classId } });
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const [cards, setCards] = useState(false);
  const [renaming, setRenaming] = useState(false);
  /** The student whose history (their games and words by pattern) is open below the list. */
  const [history, setHistory] = useState('');
  const changed = (message: string) => {
    setSaid(message);
    reload();
    onChanged();
  };
  if (error) return <Outcome error={error} />;
  if (!data) return <Spinner label="Loading the class" />;
  const detail = data.class;
  if (cards) return <SignInCards detail={detail} onClose={() => setCards(false)} />;
  return (
    <section className="class-panel" aria-labelledby="class-heading">
      <div className="class-head">
        <div>
          <h2 id="class-heading">{detail.name}</h2>
          <p>
            Class code <strong className="code">{detail.joinCode}</strong> · Class page <a href={classPagePath(detail.joinCode)}>{siteUrl(classPagePath(detail.joinCode))}</a>
          </p>
        </div>
        <div className="row actions">
          <button type="button" className="button small" onClick={() => setRenaming(!renaming)} aria-expanded={renaming}>
            Rename class
          </button>
          <button type="button" className="button small" disabled={!detail.students.length} onClick={() => setCards(true)}>
            Sign-in cards
          </button>
          <button
            type="button"
            className="button small"
            aria-pressed={detail.picturePassword}
            onClick={() =>
              teacherApi('PATCH /api/teacher/classes/:id', { params: { id: classId }, body: { picturePassword: !detail.picturePassword } }).then(
                () => changed(detail.picturePassword ? 'Picture password off: students tap their name only.' : 'Picture password on: after their name, each student taps their secret picture (on their sign-in card).'),
                (failure) => setProblem(fieldProblem(failure)),
              )
            }
          >
            Picture password
          </button>
          <button
            type="button"
            className="button small"
            onClick={() =>
              teacherApi('POST /api/teacher/classes/:id/join-code', { params: { id: classId } }).then(
                () => changed('A new class code: the old one and its cards no longer open the class.'),
                (failure) => setProblem(fieldProblem(failure)),
              )
            }
          >
            New class code
          </button>
        </div>
      </div>
      {renaming && (
        <form
          className="row inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
            if (!name) return setProblem('Please enter a class name.');
            teacherApi('PATCH /api/teacher/classes/:id', { params: { id: classId }, body: { name } }).then(
              () => (setRenaming(false), changed(`Renamed the class to ${name}.`)),
              (failure) => setProblem(fieldProblem(failure)),
            );
          }}
        >
          <label className="field inline">
            <span>Class name</span>
            <input name="name" defaultValue={detail.name} maxLength={60} />
          </label>
          <button type="submit" className="button small primary">
            Save
          </button>
        </form>
      )}
      <p className="form-done" role="status">
        {said}
      </p>
      {problem && <Outcome error={problem} />}
      {detail.students.length ? (
        <ul className="student-list">
          {detail.students.map((student) => (
            <StudentRow key={student.id} student={student} classId={classId} classes={classes} picturePassword={detail.picturePassword} onChanged={changed} onHistory={() => setHistory(student.id)} />
          ))}
        </ul>
      ) : (
        <p className="empty">No students yet. Type or paste their first names below.</p>
      )}
      {history && detail.students.some((s) => s.id === history) && <History key={history} studentId={history} onClose={() => setHistory('')} />}
      <AddStudents classId={classId} count={detail.students.length} onAdded={changed} />
    </section>
  );
}

/** My Students: the teacher's classes, each with its join code and students (first names and pictures). */
export function Students() {
  const { data, error, reload } = useTeacherData('GET /api/teacher/classes');
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const classes = data?.classes ?? [];
  const current = classes.find((c) => c.id === chosen) ?? classes[0];

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (!name) return setProblem('Please enter a class name.');
    try {
      const { class: created } = await teacherApi('POST /api/teacher/classes', { body: { name } });
      form.reset();
      setProblem('');
      setChosen(created.id);
      reload();
    } catch (failure) {
      setProblem(fieldProblem(failure));
    }
  };

  if (error) return <Outcome error={error} />;
  if (!data) return <Spinner label="Loading your classes" />;
  return (
    <div className="students">
      <div className="class-bar">
        {classes.length > 0 && (
          <div className="class-tabs" role="group" aria-label="Your classes">
            {classes.map((c) => (
              <button key={c.id} type="button" className="class-chip" aria-pressed={c.id === current?.id} onClick={() => setChosen(c.id)}>
                {c.name} <span className="muted">({c.students})</span>
              </button>
            ))}
          </div>
        )}
        <form className="row inline-form" onSubmit={onCreate} noValidate>
          <label className="field inline">
            <span>New class</span>
            <input name="name" maxLength={60} placeholder="Room 12, reading group" />
          </label>
          <button type="submit" className="button primary">
            Create Class
          </button>
        </form>
      </div>
      {problem && <Outcome error={problem} />}
      {current ? (
        <ClassPanel key={current.id} classId={current.id} classes={classes} onChanged={reload} />
      ) : (
        <p className="empty">No classes yet. Name your first class above; then add your students’ first names.</p>
      )}
    </div>
  );
}
