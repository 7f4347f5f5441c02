import { useEffect, useRef, useState } from 'react';
import type { RouteAnswer } from '../../contract/routes';
import type { Student } from '../../contract/teacher';
import { Spinner } from '../components/Spinner';
import { sendOrKeep } from '../lib/outbox';
import { pathOf, TeacherApiError, teacherApi } from './api';
import { StudentPicture } from './pictures/StudentPicture';
import { GamePlayer } from './Player';
import { attemptKey, resultOf } from './results';
import { contentItems, playAttributes, templateName } from './templates';

type Shared = Extract<RouteAnswer<'GET /api/play/:code'>, { status: 'shared' }>;
type Joined = RouteAnswer<'GET /api/join/:code'>;
type State =
  | { kind: 'loading' }
  | { kind: 'shared'; play: Shared }
  | { kind: 'unshared'; message: string }
  | { kind: 'class'; join: Joined }
  | { kind: 'missing'; message: string };

const MISSING = 'This link does not open a game. Check the code with your teacher.';

/** The big name buttons a student finds themselves by: their picture and first name. */
function StudentPicker({ students, heading, onPick }: { students: Student[]; heading: string; onPick: (student: Student) => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="picker" aria-labelledby="picker-heading">
      <h1 id="picker-heading" ref={title} tabIndex={-1}>
        {heading}
      </h1>
      <p className="picker-help">Tap your name.</p>
      <ul className="picker-grid">
        {students.map((student) => (
          <li key={student.id}>
            <button type="button" className="picker-name" onClick={() => onPick(student)}>
              <StudentPicture name={student.picture} size={88} />
              <span>{student.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Message({ title, text }: { title: string; text?: string }) {
  return (
    <section className="play-message" role="status">
      <h1>{title}</h1>
      {text && <p>{text}</p>}
    </section>
  );
}

/**
 * `/play/<code>` and `/embed/play/<code>`: a shared activity plays anonymously; an assignment's
 * code first asks the student to tap their name, then sends each finished play to the teacher;
 * a class's join code asks the name, then which assignment to play. `?student=<id>` (a sign-in
 * card's QR code) chooses the student.
 */
export function PlayActivity({ code, embedded = false, onTemplate }: { code: string; embedded?: boolean; onTemplate?: (template: string | null) => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [studentId, setStudentId] = useState(() => (typeof location === 'undefined' ? '' : new URLSearchParams(location.search).get('student') ?? ''));
  const [sent, setSent] = useState<'' | 'sent' | 'kept' | 'sending'>('');

  useEffect(() => {
    let live = true;
    (async (): Promise<State> => {
      if (!/^[0-9A-Za-z]{8}$/.test(code)) return { kind: 'missing', message: MISSING };
      try {
        const play = await teacherApi('GET /api/play/:code', { params: { code } });
        return play.status === 'shared' ? { kind: 'shared', play } : { kind: 'unshared', message: play.message };
      } catch (problem) {
        if (!(problem instanceof TeacherApiError) || problem.status !== 404) return { kind: 'missing', message: problem instanceof Error ? problem.message : MISSING };
      }
      try {
        return { kind: 'class', join: await teacherApi('GET /api/join/:code', { params: { code } }) };
      } catch (problem) {
        return { kind: 'missing', message: problem instanceof TeacherApiError && problem.status !== 404 ? problem.message : MISSING };
      }
    })().then((next) => {
      if (!live) return;
      setState(next);
      if (next.kind === 'shared') document.title = `${next.play.activity.title} - VERSE`;
      onTemplate?.(next.kind === 'shared' ? next.play.activity.template : null);
    });
    return () => {
      live = false;
    };
  }, [code, onTemplate]);

  const base = embedded ? '/embed/play/' : '/play/';
  const choose = (student: Student | null) => {
    setStudentId(student?.id ?? '');
    setSent('');
    const url = new URL(location.href);
    if (student) url.searchParams.set('student', student.id);
    else url.searchParams.delete('student');
    history.replaceState(history.state, '', url);
  };

  if (state.kind === 'loading') return <Spinner label="Loading the game" />;
  if (state.kind === 'unshared') return <Message title={state.message} text="Ask your teacher for a new link." />;
  if (state.kind === 'missing') return <Message title="Game not found" text={state.message} />;

  if (state.kind === 'class') {
    const { class: group } = state.join;
    const student = group.students.find((s) => s.id === studentId);
    if (!student) return <StudentPicker students={group.students} heading={`${group.name}: who is playing?`} onPick={choose} />;
    return (
      <section className="picker" aria-labelledby="pick-game">
        <div className="playing-as">
          <StudentPicture name={student.picture} size={56} />
          <span>
            Hi, <strong>{student.name}</strong>!
          </span>
          <button type="button" className="button small" onClick={() => choose(null)}>
            Not you?
          </button>
        </div>
        <h1 id="pick-game">Choose a game</h1>
        {group.assignments.length ? (
          <ul className="picker-games">
            {group.assignments.map((a) => (
              <li key={a.code}>
                <a className="picker-game" href={`${base}${a.code}?student=${encodeURIComponent(student.id)}`}>
                  <strong>{a.title}</strong>
                  <span>{templateName(a.template)}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="picker-help">Nothing to play yet. Your teacher will add a game soon.</p>
        )}
      </section>
    );
  }

  const { activity, assignment } = state.play;
  const attributes = playAttributes(activity.template, activity.content, activity.settings);
  if (!assignment)
    return (
      <>
        <h1 className="visually-hidden">{activity.title}</h1>
        <GamePlayer template={activity.template} attributes={attributes} className={embedded ? 'embed-stage' : 'tool-stage'} />
      </>
    );

  const student = assignment.students.find((s) => s.id === studentId);
  if (!student) return <StudentPicker students={assignment.students} heading={`${activity.title}: who is playing?`} onPick={choose} />;

  const onFinished = (answers: Parameters<typeof resultOf>[2], complete: Parameters<typeof resultOf>[3]) => {
    const result = resultOf(activity.template, contentItems(activity.content), answers, complete);
    setSent('sending');
    void sendOrKeep({ url: pathOf('POST /api/play/:code/results', { code }), body: { ...result, studentId: student.id }, key: attemptKey() }).then(setSent);
  };

  return (
    <div className={embedded ? 'embed-stage' : 'tool-stage'}>
      <h1 className="visually-hidden">{activity.title}</h1>
      <div className="playing-as">
        <StudentPicture name={student.picture} size={44} />
        <span>
          Playing as <strong>{student.name}</strong>
        </span>
        <button type="button" className="button small" onClick={() => choose(null)}>
          Not you?
        </button>
        <span className="sent-note" role="status">
          {sent === 'sent' ? 'Well done! Your teacher can see your score.' : sent === 'kept' ? 'Saved on this device. It goes to your teacher when the internet is back.' : sent === 'sending' ? 'Sending your score…' : ''}
        </span>
      </div>
      <GamePlayer template={activity.template} attributes={attributes} className="play-game" onFinished={onFinished} />
    </div>
  );
}
