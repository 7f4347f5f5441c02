import { useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { problemText, routeAnswer } from '../lib/route-answer';
import { useTeacherData } from './api';

/**
 * The workspace once the teacher's address is confirmed; before that, what to do: open the link in
 * the welcome email, or ask for a new one (the worker sends one an hour at most).
 */
export function ConfirmedTeacher({ children, signOut }: { children: ReactNode; signOut: () => void }) {
  const { data, error, reload } = useTeacherData('GET /api/teacher/me');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);

  if (!data) return error ? <p role="alert">{error}</p> : <Spinner label="Loading the Teacher Portal" />;
  if (data.teacher.verified) return <>{children}</>;
  const { email } = data.teacher;

  const resend = async () => {
    setBusy(true);
    try {
      const answer = await routeAnswer('POST /api/account/verify-email', { body: {} });
      if (answer.verified) return reload();
      setNote(answer.sent ? `We emailed a new link to ${email}. Open it, then come back here.` : 'We sent you a link within the last hour. Please check your inbox and spam folder; you can ask again an hour after the last one.');
    } catch (problem) {
      setNote(problemText(problem));
    } finally {
      setBusy(false);
      setTimeout(() => noteRef.current?.focus());
    }
  };

  return (
    <div className="auth-card teacher-auth">
      <p className="eyebrow">One last step</p>
      <h2>Confirm your email address</h2>
      <p>
        We emailed a link to <strong>{email}</strong> when you created your account. Open it to start using the Teacher Portal: anyone can type
        an address, so the workspace opens only for the person who reads its mail.
      </p>
      <p>Nothing arrived within a few minutes? Look in your spam folder, or ask for a new link.</p>
      <p ref={noteRef} className="confirm-note" role="status" tabIndex={-1}>
        {note}
      </p>
      <div className="confirm-actions">
        <button type="button" className="button primary" disabled={busy} onClick={resend}>
          {busy ? 'Sending...' : 'Email Me a New Link'}
        </button>
        <button type="button" className="button" onClick={reload}>
          I Have Opened the Link
        </button>
      </div>
      <p className="auth-switch">
        Wrong address?{' '}
        <button type="button" className="link-button" onClick={signOut}>
          Sign out
        </button>{' '}
        and create the account again with the right one.
      </p>
    </div>
  );
}
