import { useEffect, useMemo, useRef, useState } from 'react';
import type { RouteAnswer } from '../../contract/routes';
import { PASSWORD_PICTURES, type StudentPicture as PictureName } from '../../contract/classroom';
import type { Student } from '../../contract/teacher';
import { dueOnDevice, keepOnDevice } from '../../widgets/tool-kit/review';
import { Spinner } from '../components/Spinner';
import { OUTBOX_SETTLED, sendOrKeep } from '../lib/outbox';
import { routeAnswer } from '../lib/route-answer';
import { fieldProblem, pathOf, TeacherApiError, teacherApi } from './api';
import { CodeBox } from './CodeBox';
import { classGamePath, classPagePath, pickedAddress, playAddress } from './play-links';
import { heldToken, holdToken, type PlayToken } from './play-token';
import { StudentPicture } from './pictures/StudentPicture';
import { GamePlayer } from './Player';
import { attemptKey, resultOf } from './results';
import { playAttributes, templateName } from './templates';

type Shared = Extract<RouteAnswer<'GET /api/play/:code'>, { status: 'shared' }>;
type Joined = RouteAnswer<'GET /api/join/:code'>;
type State =
  | { kind: 'loading' }
  | { kind: 'ask' }
  | { kind: 'shared'; play: Shared }
  | { kind: 'unshared'; message: string }
  | { kind: 'class'; join: Joined }
  | { kind: 'missing'; message: string };

/** How long a game waits for its student's review words. */
const REVIEW_WAIT_MS = 4000;

const MISSING = 'This link does not open a game. Check the code with your teacher.';
/** The big name buttons a student finds themselves by: their picture and first name. */
function StudentPicker({ students, heading, problem, onPick }: { students: Student[]; heading: string; problem: string; onPick: (student: Student) => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="picker" aria-labelledby="picker-heading">
      <h1 id="picker-heading" ref={title} tabIndex={-1}>
        {heading}
      </h1>
      <p className="picker-help" role={problem ? 'alert' : undefined}>
        {problem || 'Tap your name.'}
      </p>
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

/** Who is playing, with their picture, and the way back for a student who tapped the wrong name. */
function PlayingAs({ student, onBack }: { student: Student; onBack: () => void }) {
  return (
    <div className="playing-as">
      <StudentPicture name={student.picture} size={56} />
      <span>
        Hi, <strong>{student.name}</strong>!
      </span>
      <button type="button" className="button small" onClick={onBack}>
        Not you?
      </button>
    </div>
  );
}

/** The picture password: after their name, the student taps their secret picture (from their sign-in card). */
function PicturePassword({ student, problem, busy, onPick, onBack }: { student: Student; problem: string; busy: boolean; onPick: (picture: PictureName) => void; onBack: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="picker" aria-labelledby="secret-heading">
      <PlayingAs student={student} onBack={onBack} />
      <h1 id="secret-heading" ref={title} tabIndex={-1}>
        Tap your secret picture
      </h1>
      <p className="picker-help" role={problem ? 'alert' : undefined}>
        {problem || 'It is on your sign-in card.'}
      </p>
      <ul className="picker-grid secret-grid" aria-busy={busy}>
        {PASSWORD_PICTURES.map((picture) => (
          <li key={picture}>
            <button type="button" className="picker-name" disabled={busy} aria-label={picture} onClick={() => onPick(picture)}>
              <StudentPicture name={picture} size={88} />
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
 * code first asks the student to tap their name (and their secret picture, where the class has the
 * picture password), which gets them a play token, then sends each finished play to the teacher
 * with it; a class's join code asks the same, then which assignment to play. `?student=<id>` (a
 * sign-in card's QR code) chooses the student; `?class` says the code is a class's (asked as one
 * first), `from=<join code>` which class's page a game was opened from (the way back to it). No
 * code, or one that opens nothing: a box to type one.
 */
export function PlayActivity({ code, embedded = false, onTemplate }: { code: string; embedded?: boolean; onTemplate?: (template: string | null) => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [studentId, setStudentId] = useState(() => (typeof location === 'undefined' ? '' : new URLSearchParams(location.search).get('student') ?? ''));
  /** The student this tab holds a play token for. */
  const [signedIn, setSignedIn] = useState(() => (studentId && heldToken(studentId) ? studentId : ''));
  const [signIn, setSignIn] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });
  const [sent, setSent] = useState<'' | 'sent' | 'kept' | 'sending'>('');
  /** A result on its way: the next one waits for the token its answer brings. */
  const sending = useRef<Promise<void>>(Promise.resolve());

  const [{ classPage, fromClass }] = useState(() => playAddress(typeof location === 'undefined' ? '' : location.search));
  /** The review words of the student playing an assignment, from the play answer their token brings (none when it cannot come). */
  const [review, setReview] = useState<{ studentId: string; words: string[] } | null>(null);

  useEffect(() => {
    let live = true;
    // A student whose token this tab still holds (a reload, a game opened from their class's page)
    // asks for the game with it: their review words come in the same answer.
    const held = signedIn ? heldToken(signedIn) : null;
    let carried: { studentId: string; words: string[] } | null = null;
    /** The code's page as `ask` finds it; null when the code is not of that kind (a 404). */
    const lookUp = async (ask: () => Promise<State>): Promise<State | null> => {
      try {
        return await ask();
      } catch (problem) {
        if (problem instanceof TeacherApiError && problem.status === 404) return null;
        return { kind: 'missing', message: problem instanceof Error ? problem.message : MISSING };
      }
    };
    const asGame = () =>
      lookUp(async () => {
        const play = await routeAnswer('GET /api/play/:code', { params: { code } }, held ? { headers: { Authorization: `Bearer ${held.token}` } } : {});
        // A token of another class brings no review: the game plays without.
        if (held && play.status === 'shared' && play.assignment) carried = { studentId: signedIn, words: play.review ?? [] };
        return play.status === 'shared' ? { kind: 'shared', play } : { kind: 'unshared', message: play.message };
      });
    const asClass = () => lookUp(async () => ({ kind: 'class', join: await teacherApi('GET /api/join/:code', { params: { code } }) }));
    (async (): Promise<State> => {
      if (!code) return { kind: 'ask' };
      if (!/^[0-9A-Za-z]{8}$/.test(code)) return { kind: 'missing', message: MISSING };
      // The address says which kind of code it is most likely to be; the other is asked next.
      const [first, second] = classPage ? [asClass, asGame] : [asGame, asClass];
      return (await first()) ?? (await second()) ?? { kind: 'missing', message: MISSING };
    })().then((next) => {
      if (!live) return;
      if (carried) setReview(carried);
      setState(next);
      if (next.kind === 'shared') document.title = `${next.play.activity.title} - VERSE`;
      onTemplate?.(next.kind === 'shared' ? next.play.activity.template : null);
    });
    return () => {
      live = false;
    };
  }, [code, onTemplate, classPage]); // signedIn is who the address opened for: a name tapped later asks for its review below.

  const group = state.kind === 'class' ? state.join.class : state.kind === 'shared' ? state.play.assignment : null;
  const student = group?.students.find((s) => s.id === studentId);

  const choose = (next: Student | null) => {
    if (!next) holdToken(studentId, null);
    setStudentId(next?.id ?? '');
    setSignedIn(next && heldToken(next.id) ? next.id : '');
    setSignIn({ busy: false, problem: '' });
    setSent('');
    history.replaceState(history.state, '', pickedAddress(location.href, next?.id ?? '', state.kind === 'shared'));
  };

  const startPlaying = async (chosen: Student, picture?: PictureName) => {
    setSignIn({ busy: true, problem: '' });
    try {
      holdToken(chosen.id, await teacherApi('POST /api/play/:code/sign-in', { params: { code }, body: { studentId: chosen.id, ...(picture ? { picture } : {}) } }));
      setSignIn({ busy: false, problem: '' });
      setSignedIn(chosen.id);
    } catch (problem) {
      setSignIn({ busy: false, problem: fieldProblem(problem) });
      // Without a picture to try again, the student is back at the names, with what went wrong.
      if (!picture) setStudentId('');
    }
  };

  // A student chosen without a picture to tap (a sign-in card's link, or a tap on their name) signs in at once.
  const needsSignIn = Boolean(student && group && !group.picturePassword && signedIn !== student.id && !signIn.busy && !signIn.problem);
  useEffect(() => {
    if (needsSignIn && student) void startPlaying(student);
  }, [needsSignIn]); // startPlaying is this render's, for this student: it runs once they need it.

  const playing = state.kind === 'shared' ? state.play : null;
  const words = playing?.activity.content.kind === 'words';
  const reviewFor = playing?.assignment && student && signedIn === student.id && words ? student.id : '';
  useEffect(() => {
    const held = reviewFor ? heldToken(reviewFor) : null;
    if (!reviewFor || review?.studentId === reviewFor) return;
    let live = true;
    const found = (due: string[]) => live && setReview({ studentId: reviewFor, words: due });
    if (!held) found([]);
    else
      // A slow answer does not hold the game back long: without it, the game plays as it is.
      routeAnswer('GET /api/play/:code', { params: { code } }, { headers: { Authorization: `Bearer ${held.token}` }, signal: AbortSignal.timeout(REVIEW_WAIT_MS) }).then(
        (answer) => found(answer.status === 'shared' ? (answer.review ?? []) : []),
        () => found([]),
      );
    return () => {
      live = false;
    };
  }, [reviewFor, code]); // review is read to skip a student whose words are in already, not to fetch again when they come.
  // Anonymous play's review is this device's, for this activity: due words now, mixed in once.
  const deviceReview = useMemo(() => (playing && !playing.assignment && words ? dueOnDevice(`play.${code}`, Date.now()) : []), [playing, words, code]);

  const base = embedded ? '/embed/play/' : '/play/';

  if (state.kind === 'loading') return <Spinner label="Loading the game" />;
  if (state.kind === 'unshared') return <Message title={state.message} text="Ask your teacher for a new link." />;
  if (state.kind === 'ask') return <CodeBox base={base} embedded={embedded} />;
  if (state.kind === 'missing') return <CodeBox title="Game not found" text={state.message} base={base} embedded={embedded} />;

  if (group && student && signedIn !== student.id) {
    if (group.picturePassword) return <PicturePassword student={student} problem={signIn.problem} busy={signIn.busy} onPick={(picture) => void startPlaying(student, picture)} onBack={() => choose(null)} />;
    return <Spinner label={`Hi, ${student.name}!`} />;
  }

  if (state.kind === 'class') {
    const { class: klass } = state.join;
    if (!student) return <StudentPicker students={klass.students} heading={`${klass.name}: who is playing?`} problem={signIn.problem} onPick={choose} />;
    return (
      <section className="picker" aria-labelledby="pick-game">
        <PlayingAs student={student} onBack={() => choose(null)} />
        <h1 id="pick-game">Choose a game</h1>
        {klass.assignments.length ? (
          <ul className="picker-games">
            {klass.assignments.map((a) => (
              <li key={a.code}>
                <a className="picker-game" href={classGamePath(a.code, student.id, code, base)}>
                  <strong>{a.title}</strong>
                  <span>{templateName(a.template)}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="picker-help">Nothing to play yet. Your teacher will add a game soon.</p>
        )}
        {klass.moreAssignments && <p className="picker-help">These are your newest games. For an older one, ask your teacher for its link.</p>}
      </section>
    );
  }

  const { activity, assignment } = state.play;
  // The game's heading is the teacher's title for it, not the tool's name.
  const attributes = { ...playAttributes(activity.template, activity.content, activity.settings), heading: activity.title };
  if (!assignment) {
    const kept = (answers: Parameters<typeof resultOf>[0], complete: Parameters<typeof resultOf>[1]) => keepOnDevice(`play.${code}`, resultOf(answers, complete).items, Date.now());
    return (
      <>
        <h1 className="visually-hidden">{activity.title}</h1>
        <GamePlayer template={activity.template} attributes={attributes} review={deviceReview} onFinished={words ? kept : undefined} className={embedded ? 'embed-stage' : 'tool-stage'} />
      </>
    );
  }

  if (!student) return <StudentPicker students={assignment.students} heading={`${activity.title}: who is playing?`} problem={signIn.problem} onPick={choose} />;

  if (words && review?.studentId !== student.id) return <Spinner label="Loading the game" />;

  const onFinished = (answers: Parameters<typeof resultOf>[0], complete: Parameters<typeof resultOf>[1]) => {
    const result = resultOf(answers, complete);
    const playing = student;
    setSent('sending');
    sending.current = sending.current.then(async () => {
      const held = heldToken(playing.id);
      if (!held) return choose(null);
      holdToken(playing.id, null);
      const key = attemptKey();
      const settled = (event: Event) => {
        const detail = (event as CustomEvent<{ key: string; status: number; answer: { next?: PlayToken | null } | null }>).detail;
        if (detail.key !== key) return;
        window.removeEventListener(OUTBOX_SETTLED, settled);
        if (detail.answer?.next) holdToken(playing.id, detail.answer.next);
        else if (detail.status === 401) choose(null);
      };
      window.addEventListener(OUTBOX_SETTLED, settled);
      setSent(await sendOrKeep({ url: pathOf('POST /api/play/:code/results', { code }), body: { ...result, studentId: playing.id }, key, headers: { Authorization: `Bearer ${held.token}` } }));
    });
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
        {fromClass && (
          <a className={`button small${sent === 'sent' || sent === 'kept' ? ' primary' : ''}`} href={classPagePath(fromClass, student.id, base)}>
            Back to my games
          </a>
        )}
        <span className="sent-note" role="status">
          {sent === 'sent' ? 'Well done! Your teacher can see your score.' : sent === 'kept' ? 'Saved on this device. It goes to your teacher when the internet is back.' : sent === 'sending' ? 'Sending your score…' : ''}
        </span>
      </div>
      <GamePlayer
        template={activity.template}
        attributes={attributes}
        review={words ? review?.words : undefined}
        className="play-game"
        onFinished={onFinished}
        // The next round has begun: the last one's praise is not about it.
        onAnswer={() => setSent((now) => (now === 'sent' ? '' : now))}
      />
    </div>
  );
}
