import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONTENT_LIMITS, NO_WORDS_NOR_LESSON, TEMPLATE_CONTENT, activityLesson, type Activity, type ActivityContent, type Template } from '../../contract/teacher';
import type { Setting } from '../../widgets/tool-kit/declaration';
import { fieldProblem, teacherApi } from './api';
import { Outcome } from './AccountTab';
import { GamePlayer } from './Player';
import { LESSON_NAMES } from './lessons.data';
import { editableSettings, emptyContent, playAttributes, templateName } from './templates';
import { useSettled } from './settled';
import { LessonWords } from './LessonWords';
import { wordContent } from './lesson-check';

/** A typed or pasted list: one item a line, or commas between (a sentence list: one a line). */
export const splitItems = (text: string, commas = true) =>
  text
    .split(commas ? /[\n,]/ : /\n/)
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** What is wrong with the content before it is sent, in words a teacher reads, if anything. `lesson`: the one the settings choose (0: none), whose words play where none are typed. */
export function contentProblem(content: ActivityContent, lesson = 0): string | undefined {
  const tooLong = (items: string[], limit: number) => items.find((item) => item.length > limit);
  if (content.kind === 'words') {
    if (!content.words.length && !lesson) return NO_WORDS_NOR_LESSON;
    if (content.words.length > CONTENT_LIMITS.items) return `Up to ${CONTENT_LIMITS.items} words.`;
    const long = tooLong(content.words, CONTENT_LIMITS.itemLength);
    if (long) return `“${long.slice(0, 20)}…” is longer than ${CONTENT_LIMITS.itemLength} characters.`;
  }
  if (content.kind === 'sentences') {
    if (!content.sentences.length) return 'Add at least one sentence.';
    const long = content.sentences.find((s) => s.split(/\s+/).length > CONTENT_LIMITS.sentenceWords);
    if (long) return `“${long.slice(0, 30)}…” has more than ${CONTENT_LIMITS.sentenceWords} words.`;
  }
  if (content.kind === 'groups') {
    if (content.groups.some((g) => !g.name.trim())) return 'Give every group a name.';
    if (content.groups.some((g) => !g.items.length)) return 'Put at least one item in every group.';
  }
  return undefined;
}

function SettingControl({ name, setting, help, value, onChange }: { name: string; setting: Setting; help: string; value: string; onChange: (value: string) => void }) {
  const id = `setting-${name}`;
  const helpId = `${id}-help`;
  // The declarations' help names values in `code`; here a teacher reads their names.
  const plainHelp = help.replace(/`([^`]+)`/g, (_, value: string) => `“${setting.type === 'choice' || setting.type === 'list' ? (setting.labels?.[value] ?? value) : value}”`);
  let control;
  // Every word tool's `lesson` (the kit's lessonSetting): chosen by the lesson's name, not its number.
  if (name === 'lesson' && setting.type === 'number')
    control = (
      <select id={id} value={value} aria-describedby={helpId} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="0">No lesson</option>
        {LESSON_NAMES.map((lesson, i) => (
          <option key={lesson} value={String(i + 1)}>
            {lesson}
          </option>
        ))}
      </select>
    );
  else if (setting.type === 'choice')
    control = (
      <select id={id} value={value} aria-describedby={helpId} onChange={(event) => onChange(event.currentTarget.value)}>
        {setting.values.map((choice) => (
          <option key={String(choice)} value={String(choice)}>
            {setting.labels?.[String(choice)] ?? String(choice)}
          </option>
        ))}
      </select>
    );
  else if (setting.type === 'number')
    control = <input id={id} type="number" min={setting.min} max={setting.max} value={value} aria-describedby={helpId} onChange={(event) => onChange(event.currentTarget.value)} />;
  else if (setting.type === 'list')
    control = (
      <select id={id} value={value} aria-describedby={helpId} onChange={(event) => onChange(event.currentTarget.value)}>
        {setting.values.map((choice) => (
          <option key={choice} value={choice}>
            {setting.labels?.[choice] ?? choice}
          </option>
        ))}
      </select>
    );
  else control = <input id={id} value={value} maxLength={setting.maxLength} aria-describedby={helpId} onChange={(event) => onChange(event.currentTarget.value)} />;
  return (
    <div className="field">
      <label htmlFor={id}>{setting.label}</label>
      {control}
      <span id={helpId} className="hint">
        {plainHelp}
      </span>
    </div>
  );
}

/** `lessons`: the template plays a lesson (its word list is checked against `lesson`, 0 for none). */
function ContentFields({ content, lessons, lesson, onChange }: { content: ActivityContent; lessons: boolean; lesson: number; onChange: (content: ActivityContent) => void }) {
  // The text as typed (a trailing comma or an empty line stays while the teacher types).
  const [texts, setTexts] = useState<string[]>(() =>
    content.kind === 'words'
      ? [content.words.join('\n')]
      : content.kind === 'sentences'
        ? [content.sentences.join('\n')]
        : content.kind === 'groups'
          ? content.groups.map((g) => g.items.join('\n'))
          : [],
  );
  /** What the teacher typed (or a lesson filled in), kept as typed, and the content it makes. */
  const typed = (text: string, next: ActivityContent) => {
    setTexts([text]);
    onChange(next);
  };
  /** A list typed one item a line (the game's words or sentences), with its hint. */
  const listField = (kind: 'words' | 'sentences', contentOf: (text: string) => ActivityContent, hint: ReactNode) => (
    <div className="field">
      <label htmlFor={`content-${kind}`}>{`Your ${kind}`}</label>
      <textarea
        id={`content-${kind}`}
        rows={7}
        value={texts[0]}
        aria-describedby={`content-${kind}-hint`}
        onChange={(event) => typed(event.currentTarget.value, contentOf(event.currentTarget.value))}
      />
      <span id={`content-${kind}-hint`} className="hint">
        {hint}
      </span>
    </div>
  );
  if (content.kind === 'none') return <p className="muted">This game plays from its settings below: no word list to type.</p>;
  if (content.kind === 'words') {
    const heartWords = content.heartWords ?? [];
    return (
      <>
        {listField(
          'words',
          (text) => wordContent(splitItems(text), heartWords),
          <>
            One word a line, or commas between them. Up to {CONTENT_LIMITS.items} words. {content.words.length ? `${content.words.length} so far.` : ''}
            {lessons && ' Or type none and choose a lesson under Settings: the game plays that lesson’s words.'}
          </>,
        )}
        {lessons && (
          <LessonWords
            lesson={lesson}
            words={content.words}
            heartWords={heartWords}
            onChange={(words, heart) => typed(words.join('\n'), wordContent(words, heart))}
          />
        )}
      </>
    );
  }
  if (content.kind === 'sentences')
    return (
      listField(
        'sentences',
        (text) => ({ kind: 'sentences', sentences: splitItems(text, false) }),
        <>One sentence a line, up to {CONTENT_LIMITS.sentenceWords} words each. Students put its words back in order.</>,
      )
    );
  const groups = content.groups;
  const setGroup = (index: number, change: Partial<{ name: string; text: string }>) => {
    const nextTexts = texts.map((text, i) => (i === index && change.text !== undefined ? change.text : text));
    setTexts(nextTexts);
    onChange({
      kind: 'groups',
      groups: groups.map((group, i) => (i === index ? { name: change.name ?? group.name, items: change.text !== undefined ? splitItems(change.text) : group.items } : group)),
    });
  };
  return (
    <fieldset className="groups">
      <legend>Your groups</legend>
      <div className="group-grid">
        {groups.map((group, index) => (
          <div className="group" key={index}>
            <label className="field">
              <span>Group {index + 1} name</span>
              <input value={group.name} maxLength={CONTENT_LIMITS.groupName} onChange={(event) => setGroup(index, { name: event.currentTarget.value })} />
            </label>
            <label className="field">
              <span>Group {index + 1} items (one a line)</span>
              <textarea rows={4} value={texts[index] ?? ''} onChange={(event) => setGroup(index, { text: event.currentTarget.value })} />
            </label>
            {groups.length > CONTENT_LIMITS.groupsMin && (
              <button
                type="button"
                className="button small"
                onClick={() => {
                  setTexts(texts.filter((_, i) => i !== index));
                  onChange({ kind: 'groups', groups: groups.filter((_, i) => i !== index) });
                }}
              >
                Remove group {index + 1}
              </button>
            )}
          </div>
        ))}
      </div>
      {groups.length < CONTENT_LIMITS.groupsMax && (
        <button
          type="button"
          className="button small"
          onClick={() => {
            setTexts([...texts, '']);
            onChange({ kind: 'groups', groups: [...groups, { name: '', items: [] }] });
          }}
        >
          Add a group
        </button>
      )}
    </fieldset>
  );
}

/**
 * Create Game's editor: title, the template's content and its declared settings (with their help),
 * and a live preview of the game as a student will see it. A new activity when `activity` is
 * undefined; else that activity, saved in place.
 */
export function Editor({ template, activity, onDone }: { template: Template; activity?: Activity; onDone: (saved: Activity | null) => void }) {
  const [title, setTitle] = useState(activity?.title ?? '');
  const [content, setContent] = useState<ActivityContent>(activity?.content ?? emptyContent(TEMPLATE_CONTENT[template][0]!));
  const declared = useMemo(() => editableSettings(template), [template]);
  const [settings, setSettings] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(declared.map(({ name, setting }) => [name, String(Array.isArray(setting.default) ? setting.default.join(',') : setting.default)])),
    ...Object.fromEntries(Object.entries(activity?.settings ?? {}).filter(([name]) => declared.some((d) => d.name === name))),
  }));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const preview = useSettled(JSON.stringify(playAttributes(template, content, settings)));
  const lesson = activityLesson(settings);
  const previewReady = !contentProblem(content, lesson) || content.kind === 'none';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = !title.trim() ? 'Please give the game a title.' : contentProblem(content, lesson);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    // Only the settings that differ from the tool's defaults are kept with the activity.
    const changed = Object.fromEntries(
      Object.entries(settings).filter(([name, value]) => {
        const setting = declared.find((d) => d.name === name)?.setting;
        return setting && value !== String(Array.isArray(setting.default) ? setting.default.join(',') : setting.default);
      }),
    );
    const body = { title: title.trim(), template, content, settings: changed };
    try {
      const { activity: saved } = activity
        ? await teacherApi('PUT /api/teacher/activities/:id', { params: { id: activity.id }, body })
        : await teacherApi('POST /api/teacher/activities', { body });
      onDone(saved);
    } catch (failure) {
      setError(fieldProblem(failure));
      setBusy(false);
    }
  };

  return (
    <div className="editor">
      <div className="editor-head">
        <h2 ref={heading} tabIndex={-1}>
          {activity ? `Edit: ${activity.title}` : `New game: ${templateName(template)}`}
        </h2>
        <button type="button" className="button small" onClick={() => onDone(null)}>
          Back to games
        </button>
      </div>
      <div className="editor-grid">
        <form className="panel teacher-form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="activity-title">Title</label>
            <input id="activity-title" value={title} maxLength={100} onChange={(event) => setTitle(event.currentTarget.value)} placeholder="Digraph words, week 3" />
          </div>
          <ContentFields content={content} lessons={declared.some((d) => d.name === 'lesson')} lesson={lesson} onChange={setContent} />
          {declared.length > 0 && (
            <fieldset className="settings">
              <legend>Settings</legend>
              {declared.map(({ name, setting, help }) => (
                <SettingControl key={name} name={name} setting={setting} help={help} value={settings[name] ?? ''} onChange={(value) => setSettings({ ...settings, [name]: value })} />
              ))}
            </fieldset>
          )}
          {error && <Outcome error={error} />}
          <div className="row">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? 'Saving...' : 'Save Game'}
            </button>
            <button type="button" className="button" onClick={() => onDone(null)}>
              Cancel
            </button>
          </div>
        </form>
        <section className="panel preview" aria-labelledby="preview-heading">
          <h3 id="preview-heading">Preview</h3>
          <p className="muted">What a student sees: play it to try it.</p>
          {previewReady ? (
            <GamePlayer className="tool-stage preview-stage" template={template} attributes={JSON.parse(preview) as Record<string, string>} />
          ) : (
            <p className="preview-empty">
              {content.kind === 'words' && declared.some((d) => d.name === 'lesson') ? 'Type your words or choose a lesson' : `Type your ${content.kind === 'groups' ? 'groups' : content.kind}`} to see the game here.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

