import { useEffect, useRef, useState } from 'react';
import { CARD_TEMPLATES, templatesFor, type Activity, type Template } from '../../contract/teacher';
import { Icon } from '../components/Icon';
import { Spinner } from '../components/Spinner';
import { fieldProblem, teacherApi, useTeacherData } from './api';
import { Outcome } from './AccountTab';
import { assignedText, AssignForm } from './AssignForm';
import { Editor } from './Editor';
import { SharePanel } from './Share';
import { CARDS, templateName, toolOf } from './templates';

type Summary = { id: string; title: string; template: Template; shareCode: string | null; updatedAt: string; items: number; assignments: number };

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function ActivityRow({ summary, onEdit, onChanged }: { summary: Summary; onEdit: (activity: Activity) => void; onChanged: (message: string) => void }) {
  const [open, setOpen] = useState<'' | 'share' | 'assign' | 'switch' | 'delete'>('');
  /** What the row's last action did, said beside it (an assignment made here). */
  const [done, setDone] = useState('');
  const [activity, setActivity] = useState<Activity>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState<Template | ''>('');

  const full = async () => (await teacherApi('GET /api/teacher/activities/:id', { params: { id: summary.id } })).activity;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(fieldProblem(failure));
    }
    setBusy(false);
  };
  const show = (panel: typeof open) =>
    run(async () => {
      setDone('');
      if (open === panel) return setOpen('');
      // One press of Share shares the game: its link, QR code and embed code show at once.
      if (panel === 'share' && !summary.shareCode) {
        const { activity: shared } = await teacherApi('POST /api/teacher/activities/:id/share', { params: { id: summary.id } });
        setActivity(shared);
        onChanged(`${shared.title} is shared: its link, QR code and embed code are below it.`);
      } else if (panel === 'share' || panel === 'switch') setActivity(await full());
      setOpen(panel);
    });

  const switchable = activity ? templatesFor(activity.content.kind).filter((t) => t !== activity.template && toolOf(t)) : [];

  return (
    <li className="activity">
      <div className="activity-main">
        <div>
          <h3>{summary.title}</h3>
          <p className="muted">
            {templateName(summary.template)} · {summary.items ? `${summary.items} item${summary.items === 1 ? '' : 's'} · ` : ''}
            {summary.shareCode ? 'Shared · ' : ''}
            {summary.assignments ? `Assigned ${summary.assignments}× · ` : ''}
            Changed {dateText(summary.updatedAt)}
          </p>
        </div>
        <div className="row actions" role="group" aria-label={`Actions for ${summary.title}`}>
          <button type="button" className="button small" disabled={busy} onClick={() => run(async () => onEdit(await full()))}>
            Edit
          </button>
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() =>
              run(async () => {
                const { activity: copy } = await teacherApi('POST /api/teacher/activities/:id/duplicate', { params: { id: summary.id } });
                onChanged(`Made a copy: ${copy.title}.`);
              })
            }
          >
            Duplicate
          </button>
          <button type="button" className="button small" aria-expanded={open === 'switch'} disabled={busy} onClick={() => show('switch')}>
            Switch template
          </button>
          <button type="button" className="button small" aria-expanded={open === 'assign'} disabled={busy} onClick={() => show('assign')}>
            Assign
          </button>
          <button type="button" className="button small" aria-expanded={open === 'share'} disabled={busy} onClick={() => show('share')}>
            Share
          </button>
          <button type="button" className="button small danger" aria-expanded={open === 'delete'} disabled={busy} onClick={() => show('delete')}>
            Delete
          </button>
        </div>
      </div>
      {open === 'share' && activity && (
        <SharePanel
          activity={activity}
          onChange={(next) => {
            setActivity(next);
            onChanged(next.shareCode ? `${next.title} is shared.` : `${next.title} is no longer shared.`);
          }}
        />
      )}
      {open === 'assign' && (
        <AssignForm
          game={summary}
          onAssigned={(assignment) => {
            setOpen('');
            setDone(`${assignedText(assignment)} Its report is under Track Assignments.`);
            onChanged('');
          }}
        />
      )}
      {open === 'switch' && activity && (
        <form
          className="row inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!target) return setError('Choose a game to play it as.');
            void run(async () => {
              const { activity: next } = await teacherApi('POST /api/teacher/activities/:id/template', { params: { id: summary.id }, body: { template: target } });
              setActivity(next);
              setOpen('');
              onChanged(`${next.title} now plays as ${templateName(next.template)}.`);
            });
          }}
        >
          {switchable.length ? (
            <>
              <div className="field inline">
                <label htmlFor={`switch-${summary.id}`}>Play the same {activity.content.kind === 'groups' ? 'groups' : 'words'} as</label>
                <select id={`switch-${summary.id}`} value={target} onChange={(event) => setTarget(event.currentTarget.value as Template)}>
                  <option value="">Choose a game</option>
                  {switchable.map((t) => (
                    <option key={t} value={t}>
                      {templateName(t)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button small primary" disabled={busy}>
                Switch
              </button>
            </>
          ) : (
            <p className="muted">No other game plays this content yet.</p>
          )}
        </form>
      )}
      {open === 'delete' && (
        <div className="row inline-form" role="group" aria-label="Confirm delete">
          <p>
            Delete “{summary.title}”? {summary.assignments ? 'Its assignments and their results go too.' : ''}
          </p>
          <button
            type="button"
            className="button small danger"
            disabled={busy}
            onClick={() =>
              run(async () => {
                await teacherApi('DELETE /api/teacher/activities/:id', { params: { id: summary.id } });
                onChanged(`Deleted ${summary.title}.`);
              })
            }
          >
            Yes, delete it
          </button>
          <button type="button" className="button small" onClick={() => setOpen('')}>
            Keep it
          </button>
        </div>
      )}
      {error ? <Outcome error={error} /> : <Outcome done={done} />}
    </li>
  );
}

/** Create Games: the six cards (Create Game, Try it) and My activities. */
export function CreateGames() {
  const [editing, setEditing] = useState<{ template: Template; activity?: Activity } | null>(null);
  const [said, setSaid] = useState('');
  const { data, error, loading, reload } = useTeacherData('GET /api/teacher/activities');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (!editing && focusList) {
      listHeading.current?.focus();
      setFocusList(false);
    }
  }, [editing, focusList]);

  if (editing)
    return (
      <Editor
        key={editing.activity?.id ?? editing.template}
        template={editing.template}
        activity={editing.activity}
        onDone={(saved) => {
          setEditing(null);
          if (saved) {
            setSaid(`Saved ${saved.title}. Share it or assign it to a class below.`);
            reload();
            setFocusList(true);
          }
        }}
      />
    );

  return (
    <div className="create-games">
      <ul className="cards three game-cards">
        {CARD_TEMPLATES.map((template) => {
          const card = CARDS[template];
          const tool = toolOf(template);
          return (
            <li className="card" key={template}>
              <span className="card-icon">
                <Icon name={card.icon} />
              </span>
              <h2 id={`game-${template}`}>{card.title}</h2>
              <p>{card.text}</p>
              <div className="card-actions">
                <button
                  type="button"
                  className="button"
                  aria-describedby={`game-${template}`}
                  disabled={!tool}
                  onClick={() => setEditing({ template })}
                >
                  Create Game
                </button>
                {tool ? (
                  <a className="try-link" href={`/student-apps/${tool.routes[0]}`} aria-describedby={`game-${template}`}>
                    Try it
                  </a>
                ) : (
                  <span className="muted">Coming soon</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <section className="my-activities" aria-labelledby="my-activities">
        <h2 id="my-activities" ref={listHeading} tabIndex={-1}>
          My activities
        </h2>
        <p className="form-done" role="status">
          {said}
        </p>
        {error && <Outcome error={error} />}
        {!data && loading && <Spinner label="Loading your games" />}
        {data && !data.activities.length && <p className="empty">No games yet. Choose a card above and press Create Game.</p>}
        {data && data.activities.length > 0 && (
          <ul className="activity-list">
            {data.activities.map((summary) => (
              <ActivityRow
                key={summary.id}
                summary={summary}
                onEdit={(activity) => setEditing({ template: activity.template, activity })}
                onChanged={(message) => {
                  setSaid(message);
                  reload();
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
