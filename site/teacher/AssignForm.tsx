import { useRef, useState, type FormEvent } from 'react';
import { ATTEMPT_RULES, type Assignment, type AttemptRule } from '../../contract/teacher';
import { Spinner } from '../components/Spinner';
import { fieldProblem, teacherApi, useTeacherData } from './api';
import { Outcome } from './AccountTab';
import { templateName } from './templates';

export const RULE_LABELS: Record<AttemptRule, string> = { every: 'Every attempt counts (their average)', first: 'First attempt counts', best: 'Best attempt counts' };

/** What a teacher reads once a game is assigned. */
export const assignedText = (assignment: Assignment) => `Assigned ${assignment.activityTitle} to ${assignment.className}. It is on the class page now.`;

/**
 * Assign a game to a class: Track Assignments' form (any of the teacher's games), or one game's
 * own (`game`, from its row in My activities). Once assigned it starts empty again.
 */
export function AssignForm({ game, onAssigned }: { game?: { id: string; title: string }; onAssigned: (assignment: Assignment) => void }) {
  const activities = useTeacherData('GET /api/teacher/activities', game ? null : {});
  const classes = useTeacherData('GET /api/teacher/classes');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const id = game ? `-${game.id}` : '';
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const activityId = game?.id ?? String(data.get('activityId') ?? '');
    const classId = String(data.get('classId') ?? '');
    const due = String(data.get('due') ?? '');
    if (!activityId) return setError('Choose a game to assign.');
    if (!classId) return setError('Choose a class.');
    setBusy(true);
    setError('');
    try {
      // A due date is the end of that day where the teacher is.
      const dueAt = due ? new Date(`${due}T23:59:00`).toISOString() : null;
      const { assignment } = await teacherApi('POST /api/teacher/assignments', {
        body: { activityId, classId, dueAt, attemptRule: String(data.get('attemptRule') ?? 'every') as AttemptRule },
      });
      form.current?.reset();
      onAssigned(assignment);
    } catch (failure) {
      setError(fieldProblem(failure));
    }
    setBusy(false);
  };
  const heading = game ? `Assign ${game.title}` : 'Assign a game';
  // The choices are the teacher's own games and classes: until both lists are here, a select
  // would offer only its placeholder, so the form waits for them.
  if ((!game && !activities.data) || !classes.data) {
    const failed = activities.error || classes.error;
    return (
      <section className="panel teacher-form assign-form" aria-label={heading}>
        <h2>{heading}</h2>
        {failed ? <Outcome error={failed} /> : <Spinner label="Loading your games and classes" />}
      </section>
    );
  }
  const noActivities = !game && !activities.data?.activities.length;
  const noClasses = !classes.data.classes.length;
  const Heading = game ? 'h4' : 'h2';
  return (
    <form ref={form} className="panel teacher-form assign-form" onSubmit={onSubmit} noValidate aria-label={heading}>
      <Heading>{heading}</Heading>
      {(noActivities || noClasses) && (
        <p className="muted">
          {noActivities ? 'Make a game under Create Games first. ' : ''}
          {noClasses ? 'Add a class under My Students first.' : ''}
        </p>
      )}
      <div className="assign-grid">
        {!game && (
          <div className="field">
            <label htmlFor="assign-game">Game</label>
            <select id="assign-game" name="activityId" defaultValue="">
              <option value="">Choose a game</option>
              {activities.data?.activities.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title} ({templateName(a.template)})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`assign-class${id}`}>Class</label>
          <select id={`assign-class${id}`} name="classId" defaultValue="">
            <option value="">Choose a class</option>
            {classes.data.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.students} students)
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`assign-due${id}`}>
            Due date <span className="auth-optional">(optional)</span>
          </label>
          <input id={`assign-due${id}`} type="date" name="due" />
        </div>
      </div>
      <fieldset className="choices">
        <legend>Which attempts count</legend>
        {ATTEMPT_RULES.map((rule) => (
          <label key={rule} className="choice">
            <input type="radio" name="attemptRule" value={rule} defaultChecked={rule === 'every'} /> {RULE_LABELS[rule]}
          </label>
        ))}
      </fieldset>
      {error && <Outcome error={error} />}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Assigning...' : game ? 'Assign Game' : 'Assign'}
      </button>
    </form>
  );
}
