import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Assignment } from '../../contract/teacher';
import { Spinner } from '../components/Spinner';
import { fieldProblem, pathOf, teacherApi, useTeacherData } from './api';
import { Outcome } from './AccountTab';
import { assignedText, AssignForm, RULE_LABELS } from './AssignForm';
import { StudentPicture } from './pictures/StudentPicture';
import { Qr } from './Qr';
import { ClassGrid, PatternSummary } from './ByPattern';
import { History } from './History';
import { durationText, percentText, scoreText, when } from './report-text';
import { CopyButton, siteUrl } from './Share';
import { templateName } from './templates';
import { TableHead } from '../components/TableHead';

/** How often an open report asks again while its page is visible. */
const REPORT_REFRESH_MS = 10_000;

/** Calls `tick` every `ms` while the page is visible (and once when it becomes visible again). */
function useWhileVisible(tick: () => void, ms: number) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(tick, ms) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [tick, ms]);
}

type ReportAnswer = NonNullable<ReturnType<typeof useTeacherData<'GET /api/teacher/assignments/:id/report'>>['data']>;

/** Every result as it came in, newest first: a teacher who sees one that is not right (played by someone else, say) removes it. */
function Results({ assignmentId, attempts, students, onRemoved }: { assignmentId: string; attempts: ReportAnswer['attempts']; students: ReportAnswer['students']; onRemoved: () => void }) {
  const [removing, setRemoving] = useState('');
  const [outcome, setOutcome] = useState<{ done?: string; error?: string }>({});
  const nameOf = (id: string) => students.find((s) => s.id === id)?.name ?? 'A removed student';
  if (!attempts.length) return null;
  const remove = (id: string) =>
    teacherApi('DELETE /api/teacher/assignments/:id/results/:resultId', { params: { id: assignmentId, resultId: id } }).then(
      () => {
        setRemoving('');
        setOutcome({ done: 'The result is removed from the report.' });
        onRemoved();
      },
      (problem) => setOutcome({ error: fieldProblem(problem) }),
    );
  return (
    <>
      <h4>Results as they came in</h4>
      <div className="table-scroll">
        <table className="report-table results-table">
          <TableHead
            caption="Each result, newest first"
            columns={['Student', 'Score', 'Time', 'Played', <span className="visually-hidden">Remove</span>]}
          />
          <tbody>
            {attempts.map((attempt) => (
              <tr key={attempt.id}>
                <th scope="row">{nameOf(attempt.studentId)}</th>
                <td>{scoreText(attempt.score, attempt.max)}</td>
                <td>{durationText(attempt.durationMs)}</td>
                <td>{when(attempt.playedAt)}</td>
                <td>
                  {removing === attempt.id ? (
                    <span className="row" role="group" aria-label={`Remove ${nameOf(attempt.studentId)}’s result`}>
                      <button type="button" className="button small danger" onClick={() => void remove(attempt.id)}>
                        Yes, remove
                      </button>
                      <button type="button" className="button small" onClick={() => setRemoving('')}>
                        Keep
                      </button>
                    </span>
                  ) : (
                    <button type="button" className="button small" onClick={() => setRemoving(attempt.id)} aria-label={`Remove ${nameOf(attempt.studentId)}’s result of ${when(attempt.playedAt)}`}>
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(outcome.done || outcome.error) && <Outcome {...outcome} />}
    </>
  );
}

/** The browser's time zone, which the CSV's times are written in (the workspace keeps none of its own). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One assignment's report, refreshing while the class plays. Each answer's counts go to
 * `onCounts`, so the list beside it says what the report says. `focus`: a new assignment's
 * report takes the focus (and the screen) once it is here.
 */
function Report({
  assignmentId,
  focus,
  onShown,
  onCounts,
  onDeleted,
}: {
  assignmentId: string;
  focus: boolean;
  /** Called once a focused report is here, to bring what it goes with into view. */
  onShown: () => void;
  onCounts: (assignment: Assignment) => void;
  onDeleted: () => void;
}) {
  const { data, error, reload } = useTeacherData('GET /api/teacher/assignments/:id/report', { params: { id: assignmentId } });
  const [student, setStudent] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useWhileVisible(reload, REPORT_REFRESH_MS);
  const counts = data?.assignment;
  useEffect(() => {
    if (counts) onCounts(counts);
  }, [counts, onCounts]);
  const shown = Boolean(data);
  useEffect(() => {
    if (!focus || !shown) return;
    heading.current?.focus({ preventScroll: true });
    onShown();
  }, [focus, shown]); // onShown is the render's own; the focus moves once, when the report is here.
  if (error && !data) return <Outcome error={error} />;
  if (!data) return <Spinner label="Loading the report" />;
  const { assignment, students, items, attempts } = data;
  const link = siteUrl(`/play/${assignment.code}`);
  return (
    <section className="report" aria-labelledby="report-heading">
      <div className="report-head">
        <div>
          <h3 id="report-heading" ref={heading} tabIndex={-1}>
            {assignment.activityTitle} · {assignment.className}
          </h3>
          <p className="muted">
            {templateName(assignment.template)} · {RULE_LABELS[assignment.attemptRule]}
            {assignment.dueAt ? ` · Due ${new Date(assignment.dueAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}` : ''} · Updates by itself
          </p>
          <p className="report-played" role="status">
            {assignment.played} of {assignment.students} students have played.
          </p>
          {data.more && <p className="muted">Results as they came in lists the newest {attempts.length.toLocaleString('en-US')}; every result is counted.</p>}
        </div>
        <figure className="share-qr small">
          <Qr text={link} label={`QR code for the class link of ${assignment.activityTitle}`} size={112} />
          <figcaption>Class link</figcaption>
        </figure>
      </div>
      <div className="row">
        <input className="link-text" aria-label="Class link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={link} label="Copy link" />
        <a className="button small" href={`${pathOf('GET /api/teacher/assignments/:id/export', { id: assignment.id })}?timeZone=${encodeURIComponent(browserTimeZone())}`} download>
          Download CSV
        </a>
        <button type="button" className="button small danger" onClick={() => setConfirming(true)}>
          Delete assignment
        </button>
      </div>
      {confirming && (
        <div className="row inline-form" role="group" aria-label="Confirm delete">
          <p>Delete this assignment and its results?</p>
          <button
            type="button"
            className="button small danger"
            onClick={() => teacherApi('DELETE /api/teacher/assignments/:id', { params: { id: assignment.id } }).then(onDeleted, (f) => setProblem(fieldProblem(f)))}
          >
            Yes, delete
          </button>
          <button type="button" className="button small" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </div>
      )}
      {problem && <Outcome error={problem} />}
      <h4>Students</h4>
      <div className="table-scroll">
        <table className="report-table">
          <TableHead
            caption={`Each student’s play of ${assignment.activityTitle}`}
            columns={['Student', 'Played', 'Score', 'Time', 'Attempts', 'Last played']}
          />
          <tbody>
            {students.map((row) => (
              <tr key={row.id} className={row.played ? 'played' : 'not-yet'}>
                <th scope="row">
                  <button type="button" className="student-link" onClick={() => setStudent(row.id)} aria-label={`${row.name}: history`}>
                    <StudentPicture name={row.picture} size={32} /> {row.name}
                  </button>
                </th>
                <td>{row.played ? 'Played' : 'Not yet'}</td>
                <td>
                  {scoreText(row.score, row.max)} {percentText(row.percent) && <span className="muted">({percentText(row.percent)})</span>}
                </td>
                <td>{row.played ? durationText(row.durationMs) : ''}</td>
                <td>{row.attempts || ''}</td>
                <td>{row.lastPlayedAt ? when(row.lastPlayedAt) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {student && <History key={student} studentId={student} onClose={() => setStudent('')} />}
      <h4>By pattern</h4>
      <PatternSummary byPattern={data.byPattern} who="the class" />
      <ClassGrid title={`${assignment.className} · ${assignment.activityTitle}`} students={students.filter((row) => row.played)} byPattern={data.byPattern} />
      <Results assignmentId={assignment.id} attempts={attempts} students={students} onRemoved={reload} />
      <h4>Items, hardest first</h4>
      {items.length ? (
        <div className="table-scroll">
          <table className="items-table">
            <TableHead caption="How many students got each item right" columns={['Item', 'Right', 'Asked']} />
            <tbody>
              {items.map((item) => (
                <tr key={item.prompt}>
                  <th scope="row">{item.prompt}</th>
                  <td>
                    <span className="bar" style={{ '--right': item.asked ? item.right / item.asked : 0 } as CSSProperties} aria-hidden="true" /> {item.right}
                  </td>
                  <td>{item.asked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty">No answers yet. They appear here as students play.</p>
      )}
    </section>
  );
}

/** Track Assignments: assign a game to a class, and each assignment's report (refreshing while the class plays). */
export function Track() {
  const { data, error, reload } = useTeacherData('GET /api/teacher/assignments');
  const [chosen, setChosen] = useState('');
  /** The assignment just made: its report takes the focus once the list has it. */
  const [added, setAdded] = useState('');
  const [said, setSaid] = useState('');
  const saidNote = useRef<HTMLParagraphElement>(null);
  // One count for both: the report shown asks again every few seconds, and its answer stands in
  // the list too; when it tells of a change, the list is asked again (once per answer) for the rest.
  const [live, setLive] = useState<Assignment>();
  const askedFor = useRef<Assignment>(undefined);
  const listed = data?.assignments.find((a) => a.id === live?.id);
  useEffect(() => {
    if (!live || !listed || askedFor.current === live) return;
    if (listed.played === live.played && listed.students === live.students) return;
    askedFor.current = live;
    reload();
  }, [live, listed, reload]);
  const assignments = (data?.assignments ?? []).map((a) => (a.id === live?.id ? { ...a, played: live.played, students: live.students } : a));
  const current = chosen ? assignments.find((a) => a.id === chosen) : assignments[0];
  return (
    <div className="track">
      <AssignForm
        onAssigned={(assignment) => {
          setChosen(assignment.id);
          setAdded(assignment.id);
          setSaid(`${assignedText(assignment)} Its report is below.`);
          reload();
        }}
      />
      {error && <Outcome error={error} />}
      {!data && !error && <Spinner label="Loading your assignments" />}
      {data && !assignments.length && <p className="empty">Nothing assigned yet. Choose a game and a class above.</p>}
      {assignments.length > 0 && (
        <div className="track-grid">
          <nav aria-label="Assignments">
            <h2>Assignments</h2>
            <ul className="assignment-list">
              {assignments.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className="assignment-chip"
                    aria-pressed={a.id === current?.id}
                    onClick={() => {
                      setChosen(a.id);
                      setAdded('');
                      setSaid('');
                    }}
                  >
                    <strong>{a.activityTitle}</strong>
                    <span>
                      {a.className} · {a.played} of {a.students} played
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="track-report">
            {/* What assigning did, right above the new report it shows (beside the list, or below it on a phone). */}
            <p ref={saidNote} className="form-done" role="status">
              {said}
            </p>
            {current ? (
              <Report
                key={current.id}
                assignmentId={current.id}
                focus={current.id === added}
                onShown={() => saidNote.current?.scrollIntoView?.({ block: 'start' })}
                onCounts={setLive}
                onDeleted={() => {
                  setChosen('');
                  setAdded('');
                  setSaid('');
                  reload();
                }}
              />
            ) : (
              <Spinner label="Loading the report" />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
