import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { adminApi, problemText, useAdminData } from '../api';
import { viewerTime } from './time';
import { ErrorNote } from '../ui';

type Props = {
  /** What the form does: "Confirm booking" or "Move booking". */
  action: string;
  /** The date to show first (YYYY-MM-DD). */
  initialDate: string;
  /** The earliest date that can be picked (today in MT). */
  minDate: string;
  viewerZone: string;
  /** Sends the chosen slot; rejects with a message to show. */
  onChoose: (slot: { startISO: string; dateISO: string; label: string }) => Promise<void>;
  onClose: () => void;
};

/**
 * Picks one open slot: a date, then a time from the slots parents would be offered that day
 * (booked and held slots left out). Keyboard only: the date field is focused on opening.
 */
export function SlotPicker({ action, initialDate, minDate, viewerZone, onChoose, onClose }: Props) {
  const id = useId();
  const [date, setDate] = useState(initialDate < minDate ? minDate : initialDate);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const { data, error, loading } = useAdminData('GET /api/admin/bookings/slots', valid ? { query: `from=${date}&to=${date}` } : null);
  const slots = useMemo(() => (valid ? (data?.availability.find((d) => d.date === date)?.slots ?? []) : []), [data, date, valid]);
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const dateField = useRef<HTMLInputElement>(null);

  useEffect(() => dateField.current?.focus(), []);
  useEffect(() => setStart((chosen) => (slots.some((s) => s.start === chosen) ? chosen : (slots[0]?.start ?? ''))), [slots]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const slot = slots.find((s) => s.start === start);
    if (!slot) {
      setProblem('Please pick a time.');
      return;
    }
    setSending(true);
    setProblem('');
    try {
      await onChoose({ startISO: slot.start, dateISO: date, label: slot.label });
    } catch (reason) {
      setProblem(problemText(reason));
      setSending(false);
    }
  }

  const businessZone = data?.timeZone ?? 'America/Denver';
  return (
    <form className="slot-picker" onSubmit={submit} aria-label={action} noValidate>
      <div className="slot-picker-fields">
        <label htmlFor={`${id}-date`}>
          Date
          <input id={`${id}-date`} ref={dateField} type="date" value={date} min={minDate} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <label htmlFor={`${id}-time`}>
          Time (MT)
          <select id={`${id}-time`} value={start} onChange={(e) => setStart(e.target.value)} disabled={slots.length === 0} aria-describedby={`${id}-state`}>
            {slots.map((slot) => {
              const local = viewerTime(slot.start, slot.end, businessZone, viewerZone);
              return (
                <option key={slot.start} value={slot.start}>
                  {slot.label}
                  {local ? ` (your time ${local})` : ''}
                </option>
              );
            })}
          </select>
        </label>
      </div>
      <p id={`${id}-state`} className="slot-picker-state" role="status">
        {error || (loading ? 'Loading open times…' : valid && slots.length === 0 ? 'No open times on this date.' : `${slots.length} open times`)}
      </p>
      <ErrorNote className="admin-problem">{problem}</ErrorNote>
      <div className="slot-picker-actions">
        <button type="submit" className="button primary small" disabled={sending || !start}>
          {sending ? 'Saving…' : action}
        </button>
        <button type="button" className="button small" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}

/** For tests and the page: the booking calls the picker leads to. */
export const bookingChange = (id: string, change: 'confirm' | 'reschedule', slot: { startISO: string; dateISO: string }) =>
  adminApi(`POST /api/admin/bookings/:id/${change}`, { params: { id }, body: { startISO: slot.startISO, dateISO: slot.dateISO } });
