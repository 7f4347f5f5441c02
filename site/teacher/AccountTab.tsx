import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../contract/rules';
import { newPasswordError, PasswordField } from '../components/AuthFields';
import { Spinner } from '../components/Spinner';
import { fieldProblem, teacherApi, useTeacherData } from './api';

/** A form's outcome line: a polite status, or an alert that takes the focus. */
export function Outcome({ done, error }: { done?: string; error?: string }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);
  if (error)
    return (
      <p ref={alert} className="form-error" role="alert" tabIndex={-1}>
        {error}
      </p>
    );
  return (
    <p className="form-done" role="status">
      {done}
    </p>
  );
}

function NameForm({ name, school, onSaved }: { name: string; school: string | null; onSaved: () => void }) {
  const [outcome, setOutcome] = useState<{ done?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const newName = String(data.get('name') ?? '').trim();
    if (!newName) return setOutcome({ error: 'Please enter your name.' });
    setBusy(true);
    try {
      await teacherApi('PATCH /api/teacher/me', { body: { name: newName, school: String(data.get('school') ?? '').trim() || null } });
      setOutcome({ done: 'Saved.' });
      onSaved();
    } catch (problem) {
      setOutcome({ error: fieldProblem(problem) });
    }
    setBusy(false);
  };
  return (
    <form className="panel teacher-form" onSubmit={onSubmit} noValidate>
      <h2>Your name</h2>
      <p className="muted">Students and their families see this name on shared games.</p>
      <label className="field">
        <span>Display name</span>
        <input name="name" defaultValue={name} maxLength={LIMITS.displayName} autoComplete="name" required />
      </label>
      <label className="field">
        <span>
          School <span className="auth-optional">(optional)</span>
        </span>
        <input name="school" defaultValue={school ?? ''} maxLength={LIMITS.school} autoComplete="organization" />
      </label>
      <button className="button primary" type="submit" disabled={busy}>
        Save
      </button>
      <Outcome {...outcome} />
    </form>
  );
}

function PasswordForm() {
  const [outcome, setOutcome] = useState<{ done?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const current = (form.elements.namedItem('currentPassword') as HTMLInputElement).value;
    const next = (form.elements.namedItem('password') as HTMLInputElement).value;
    const problem = !current ? 'Please enter your current password.' : newPasswordError(next);
    if (problem) return setOutcome({ error: problem });
    setBusy(true);
    try {
      await teacherApi('POST /api/teacher/me/password', { body: { currentPassword: current, newPassword: next } });
      form.reset();
      setOutcome({ done: 'Your password is changed. You stay signed in here; other devices are signed out.' });
    } catch (failure) {
      setOutcome({ error: fieldProblem(failure) });
    }
    setBusy(false);
  };
  return (
    <form className="panel teacher-form" onSubmit={onSubmit} noValidate>
      <h2>Change your password</h2>
      <div className="auth-field">
        <label htmlFor="current-password">Current password</label>
        <input id="current-password" name="currentPassword" type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} />
      </div>
      <PasswordField id="new-password" label="New password" creating onEdit={() => setOutcome({})} />
      <button className="button primary" type="submit" disabled={busy}>
        Change Password
      </button>
      <Outcome {...outcome} />
    </form>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '').trim();
    if (!password) return setError('Please enter your password.');
    if (confirm !== 'DELETE') return setError('Type DELETE to confirm.');
    setBusy(true);
    try {
      await teacherApi('POST /api/teacher/me/delete', { body: { password, confirm: 'DELETE' } });
      // The session ended with the account: a fresh page load shows the site signed out.
      location.assign('/');
    } catch (failure) {
      setError(fieldProblem(failure));
      setBusy(false);
    }
  };
  return (
    <section className="panel danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete my account</h2>
      <p>This deletes your account and every game, class, student name and result in it, for good. Shared links stop working.</p>
      {!open ? (
        <button type="button" className="button danger" onClick={() => setOpen(true)}>
          Delete my account
        </button>
      ) : (
        <form className="teacher-form" onSubmit={onSubmit} noValidate>
          <div className="auth-field">
            <label htmlFor="delete-password">Your password</label>
            <input ref={first} id="delete-password" name="password" type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} />
          </div>
          <label className="field">
            <span>Type DELETE to confirm</span>
            <input name="confirm" autoComplete="off" autoCapitalize="characters" />
          </label>
          <div className="row">
            <button type="submit" className="button danger" disabled={busy}>
              {busy ? 'Deleting...' : 'Delete everything for good'}
            </button>
            <button type="button" className="button" onClick={() => (setOpen(false), setError(''))}>
              Keep my account
            </button>
          </div>
          {error && <Outcome error={error} />}
        </form>
      )}
    </section>
  );
}

/** The Admin tab: the teacher's own account. */
export function AccountTab() {
  const { data, error, reload } = useTeacherData('GET /api/teacher/me');
  if (error) return <Outcome error={error} />;
  if (!data) return <Spinner label="Loading your account" />;
  return (
    <div className="teacher-account">
      <NameForm name={data.teacher.name} school={data.teacher.school} onSaved={reload} />
      <PasswordForm />
      <DeleteAccount />
    </div>
  );
}
