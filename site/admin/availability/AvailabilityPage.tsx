import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RouteAnswer } from '../../../contract/routes';
import { adminApi, AdminApiError, problemText, useAdminData } from '../api';
import { dayText } from '../bookings/time';
import '../bookings/bookings.css';
import './availability.css';
import { ErrorNote } from '../ui';

type Answer = RouteAnswer<'GET /api/admin/availability'>;
type Draft = Answer['settings'];
type Weekday = keyof Draft['weeklyHours'];

/** Monday first, as staff read a week. */
const WEEK: { key: Weekday; name: string }[] = [
  { key: '1', name: 'Monday' },
  { key: '2', name: 'Tuesday' },
  { key: '3', name: 'Wednesday' },
  { key: '4', name: 'Thursday' },
  { key: '5', name: 'Friday' },
  { key: '6', name: 'Saturday' },
  { key: '0', name: 'Sunday' },
];
const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90];
/** Until when a parent may move or cancel a call themselves. */
const CUTOFFS: { name: 'rescheduleCutoffHours' | 'cancelCutoffHours'; label: string }[] = [
  { name: 'rescheduleCutoffHours', label: 'Parents may reschedule until' },
  { name: 'cancelCutoffHours', label: 'Parents may cancel until' },
];
const PREVIEW_WAIT_MS = 300;

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** Weekly hours, slot length, notice, days ahead and closed dates, with the next two weeks as parents will see them. */
export function AvailabilityPage() {
  const { data, error, reload } = useAdminData('GET /api/admin/availability');
  const [saved, setSaved] = useState<Answer>();
  const [draft, setDraft] = useState<Draft>();
  const [shown, setShown] = useState<Answer>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [saving, setSaving] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!data) return;
    setSaved(data);
    setDraft(data.settings);
    setShown(data);
  }, [data]);

  // The preview follows the draft a moment after each change; nothing is saved.
  useEffect(() => {
    if (!draft || !saved || same(draft, saved.settings)) {
      if (saved) setShown(saved);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      adminApi('POST /api/admin/availability/preview', { body: draft }).then(
        (answer) => {
          if (!live) return;
          setShown(answer);
          setFields({});
          setProblem('');
        },
        (reason) => {
          if (!live) return;
          setFields(reason instanceof AdminApiError ? reason.fields : {});
          setProblem(problemText(reason));
        },
      );
    }, PREVIEW_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [draft, saved]);

  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const change = (update: (d: Draft) => Draft) => {
    setDone('');
    setDraft((d) => (d ? update(d) : d));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    setProblem('');
    try {
      const answer = await adminApi('PUT /api/admin/availability', { body: draft });
      setSaved(answer);
      setDraft(answer.settings);
      setShown(answer);
      setFields({});
      setDone(
        answer.outside.length > 0
          ? `Saved. Parents see the new availability now. ${answer.outside.length} booking${answer.outside.length === 1 ? '' : 's'} fall outside it and are kept.`
          : 'Saved. Parents see the new availability now.',
      );
    } catch (reason) {
      setFields(reason instanceof AdminApiError ? reason.fields : {});
      setProblem(problemText(reason));
    } finally {
      setSaving(false);
    }
  }

  const dirty = draft && saved ? !same(draft, saved.settings) : false;
  return (
    <section aria-labelledby="availability-title" className="admin-availability">
      <h2 id="availability-title">Availability</h2>
      <p className="muted">Hours are Mountain Time (MT), the zone parents book in. Changes never move or cancel a booking.</p>
      <p ref={status} tabIndex={-1} role="status" className={done ? 'admin-done' : 'visually-hidden'}>
        {done}
      </p>
      {error && (
        <p className="admin-problem" role="alert">
          {error}{' '}
          <button type="button" className="text-button" onClick={reload}>
            Try again
          </button>
        </p>
      )}
      {!draft && !error && <p>Loading availability…</p>}
      {draft && (
        <div className="availability-layout">
          <form className="availability-form" onSubmit={save} noValidate aria-labelledby="availability-title">
            <fieldset className="availability-week">
              <legend>Weekly hours</legend>
              {WEEK.map(({ key, name }) => (
                <DayHours
                  key={key}
                  name={name}
                  ranges={draft.weeklyHours[key]}
                  problem={fields[`weeklyHours.${key}`] ?? Object.entries(fields).find(([f]) => f.startsWith(`weeklyHours.${key}.`))?.[1]}
                  onChange={(ranges) => change((d) => ({ ...d, weeklyHours: { ...d.weeklyHours, [key]: ranges } }))}
                />
              ))}
            </fieldset>
            <fieldset className="availability-rules">
              <legend>Booking rules</legend>
              <NumberField
                label="Slot length"
                unit="minutes"
                problem={fields.slotMinutes}
                select={[...new Set([...SLOT_LENGTHS, draft.slotMinutes])].sort((a, b) => a - b)}
                value={draft.slotMinutes}
                onChange={(slotMinutes) => change((d) => ({ ...d, slotMinutes }))}
              />
              <NumberField
                label="Minimum notice"
                unit="hours"
                step={0.5}
                min={0}
                problem={fields.minNoticeMinutes}
                value={draft.minNoticeMinutes / 60}
                onChange={(hours) => change((d) => ({ ...d, minNoticeMinutes: Math.round(hours * 60) }))}
              />
              <NumberField
                label="Parents may book up to"
                unit="days ahead"
                min={1}
                max={366}
                problem={fields.maxAdvanceDays}
                value={draft.maxAdvanceDays}
                onChange={(maxAdvanceDays) => change((d) => ({ ...d, maxAdvanceDays }))}
              />
            </fieldset>
            <fieldset className="availability-rules">
              <legend>After booking</legend>
              <p className="availability-hint">
                Parents move or cancel a call through the link in their emails until these cut-offs; after them, the page gives your phone number and email.
              </p>
              {CUTOFFS.map(({ name, label }) => (
                <NumberField
                  key={name}
                  label={label}
                  unit="hours before the call"
                  min={0}
                  max={168}
                  problem={fields[name]}
                  value={draft[name]}
                  onChange={(hours) => change((d) => ({ ...d, [name]: hours }))}
                />
              ))}
              {[0, 1].map((i) => (
                <NumberField
                  key={i}
                  label={i === 0 ? 'First reminder (asks “Still coming?”)' : 'Second reminder'}
                  unit="hours before the call (0: none)"
                  min={0}
                  max={168}
                  problem={fields[`reminderHours.${i}`] ?? (i === 0 ? fields.reminderHours : undefined)}
                  value={draft.reminderHours[i] ?? 0}
                  onChange={(hours) =>
                    change((d) => {
                      const next = [d.reminderHours[0] ?? 0, d.reminderHours[1] ?? 0];
                      next[i] = hours;
                      return { ...d, reminderHours: next.filter((h) => h > 0) };
                    })
                  }
                />
              ))}
            </fieldset>
            <ClosedDates
              dates={draft.closedDates}
              problem={fields.closedDates ?? Object.entries(fields).find(([f]) => f.startsWith('closedDates.'))?.[1]}
              onChange={(closedDates) => change((d) => ({ ...d, closedDates }))}
            />
            <ErrorNote className="admin-problem">{problem}</ErrorNote>
            <div className="slot-picker-actions availability-save">
              <button type="submit" className="button primary" disabled={saving || !dirty}>
                {saving ? 'Saving…' : 'Save availability'}
              </button>
              <button type="button" className="button" disabled={saving || !dirty} onClick={() => saved && change(() => saved.settings)}>
                Undo changes
              </button>
              {dirty && <span className="availability-dirty">Not saved yet</span>}
            </div>
          </form>
          {shown && <Preview answer={shown} draft={dirty} />}
        </div>
      )}
    </section>
  );
}

function DayHours({ name, ranges, problem, onChange }: { name: string; ranges: [string, string][]; problem?: string; onChange: (ranges: [string, string][]) => void }) {
  const id = useId();
  const set = (i: number, part: 0 | 1, value: string) => onChange(ranges.map((r, j) => (j === i ? (part === 0 ? [value, r[1]] : [r[0], value]) : r)));
  const last = ranges.at(-1);
  return (
    <fieldset className="day-hours" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{name}</legend>
      {ranges.length === 0 && <p className="muted day-closed">Closed</p>}
      {ranges.map(([from, to], i) => (
        <div className="day-range" key={i}>
          <label>
            <span className="visually-hidden">{name} </span>From <input type="time" step={300} value={from} onChange={(e) => set(i, 0, e.target.value)} />
          </label>
          <label>
            <span className="visually-hidden">{name} </span>To <input type="time" step={300} value={to} onChange={(e) => set(i, 1, e.target.value)} />
          </label>
          <button type="button" className="link-button" onClick={() => onChange(ranges.filter((_, j) => j !== i))} aria-label={`Remove ${name} ${from} to ${to}`}>
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="link-button"
        onClick={() => onChange([...ranges, last ? hourAfter(last[1]) : ['08:00', '17:00']])}
        aria-label={ranges.length === 0 ? `Open on ${name}` : `Add hours on ${name}`}
      >
        {ranges.length === 0 ? 'Open this day' : 'Add hours'}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="field-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

type NumberFieldProps = { label: string; unit: string; value: number; onChange: (value: number) => void; problem?: string; select?: number[]; step?: number; min?: number; max?: number };

function NumberField({ label, unit, value, onChange, problem, select, step = 1, min, max }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText((t) => (Number(t) === value ? t : String(value))), [value]);
  const described = problem ? `${id}-problem` : undefined;
  return (
    <div className="number-field">
      <label htmlFor={id}>
        {label} ({unit})
      </label>
      {select ? (
        <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} aria-describedby={described}>
          {select.map((n) => (
            <option key={n} value={n}>
              {n} minutes
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          value={text}
          aria-describedby={described}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value))) onChange(Number(e.target.value));
          }}
        />
      )}
      {problem && (
        <p id={described} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

function ClosedDates({ dates, problem, onChange }: { dates: Draft['closedDates']; problem?: string; onChange: (dates: Draft['closedDates']) => void }) {
  const id = useId();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setNote('Please pick a date.');
    if (dates.some((d) => d.date === date)) return setNote(`${dayText(date)} is closed already.`);
    onChange([...dates, { date, reason: reason.trim() }].sort((a, b) => (a.date < b.date ? -1 : 1)));
    setNote(`Closed ${dayText(date)}.`);
    setDate('');
    setReason('');
  };
  return (
    <fieldset className="closed-dates">
      <legend>Closed dates</legend>
      {dates.length === 0 ? (
        <p className="muted">No upcoming closed dates.</p>
      ) : (
        <ul>
          {dates.map((d) => (
            <li key={d.date}>
              <span>
                <strong>{dayText(d.date)}</strong>
                {d.reason && ` · ${d.reason}`}
              </span>
              <button type="button" className="link-button" onClick={() => onChange(dates.filter((x) => x.date !== d.date))} aria-label={`Open again on ${dayText(d.date)}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="closed-add">
        <label htmlFor={`${id}-date`}>
          Date
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label htmlFor={`${id}-reason`}>
          Reason (optional)
          <input id={`${id}-reason`} type="text" maxLength={100} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="button" className="button small" onClick={add}>
          Add closed date
        </button>
      </div>
      <p className="slot-picker-state" role="status">
        {note}
      </p>
      {problem && <p className="field-problem">{problem}</p>}
    </fieldset>
  );
}

function Preview({ answer, draft }: { answer: Answer; draft: boolean }) {
  const byDate = new Map(answer.preview.days.map((d) => [d.date, d.slots]));
  const dates: string[] = [];
  for (let d = answer.preview.from; d <= answer.preview.to; d = nextDate(d)) dates.push(d);
  return (
    <section className="availability-preview" aria-labelledby="preview-title">
      <h3 id="preview-title">What parents will see: the next two weeks</h3>
      <p className="muted" aria-live="polite">
        {draft ? 'Preview of your changes (not saved yet).' : 'As saved.'} {answer.preview.days.reduce((n, d) => n + d.slots.length, 0)} open times.
      </p>
      {answer.outside.length > 0 && (
        <div className="availability-outside" role="note" aria-labelledby="outside-title">
          <h4 id="outside-title">
            {answer.outside.length} booking{answer.outside.length === 1 ? '' : 's'} outside {draft ? 'these' : 'the'} hours
          </h4>
          <p>They are kept as booked. Move or cancel them under Bookings if needed.</p>
          <ul>
            {answer.outside.map((b) => (
              <li key={b.id}>
                {dayText(b.dateISO)}, {b.label} MT · {b.parentName} ({b.reason})
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="preview-days">
        {dates.map((date) => {
          const slots = byDate.get(date) ?? [];
          return (
            <li key={date} className={slots.length === 0 ? 'preview-none' : undefined}>
              <span className="preview-date">{dayText(date).replace(/, \d{4}$/, '')}</span>
              {slots.length === 0 ? (
                <span className="muted">No times</span>
              ) : (
                <details className="preview-slots">
                  <summary>
                    {slots.length} {slots.length === 1 ? 'time' : 'times'}, {slots[0]!.label.split(' - ')[0]} to {slots.at(-1)!.label.split(' - ')[1]}
                  </summary>
                  <ul>
                    {slots.map((slot) => (
                      <li key={slot.start}>{slot.label}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A new range of an hour after `end` (the last range's end), inside the day. */
function hourAfter(end: string): [string, string] {
  const from = Math.min(Number(end.slice(0, 2)) * 60 + Number(end.slice(3)), 22 * 60);
  const wall = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return [wall(from), wall(from + 60)];
}

function nextDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
