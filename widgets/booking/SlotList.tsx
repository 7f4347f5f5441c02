import { useRef, type KeyboardEvent } from 'react';
import { longDate, timeText, visitorTimeText, type Slot } from './dates';
import { moveAmongTimes } from './times-keys';

type SlotListProps = {
  date: string;
  slots: Slot[];
  chosen: Slot | null;
  /** The visitor's time zone. */
  zone: string;
  onPick: (slot: Slot) => void;
};

/**
 * The chosen day's open times as toggle buttons, one Tab stop for the whole group (the chosen time,
 * else the first): arrow keys, Home and End move among them, Enter or Space picks one. Each button
 * reads as it looks: the MT time first, then the visitor's own time when it differs.
 */
export function SlotList({ date, slots, chosen, zone, onPick }: SlotListProps) {
  const list = useRef<HTMLUListElement>(null);
  const stop = slots.find((s) => s.start === chosen?.start) ?? slots[0];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.slot') ?? [])];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    // The grid's columns follow its width: count the times on the first row as laid out now.
    const firstTop = Math.round(buttons[0]!.getBoundingClientRect().top);
    const columns = buttons.filter((b) => Math.round(b.getBoundingClientRect().top) === firstTop).length;
    const target = moveAmongTimes(index, buttons.length, columns, event.key);
    if (target === null) return;
    event.preventDefault();
    const next = buttons[target]!;
    // The roving Tab stop follows focus; a render puts it back on the chosen time.
    for (const button of buttons) button.tabIndex = button === next ? 0 : -1;
    next.focus();
  };

  return (
    <ul ref={list} className="slots" aria-label={`Open times on ${longDate(date)}`} onKeyDown={onKeyDown}>
      {slots.map((slot) => {
        const isChosen = slot.start === chosen?.start;
        const theirs = visitorTimeText(slot.start, zone);
        return (
          <li key={slot.start}>
            <button
              type="button"
              className={isChosen ? 'slot chosen' : 'slot'}
              aria-pressed={isChosen ? 'true' : 'false'}
              tabIndex={slot === stop ? 0 : -1}
              onClick={() => onPick(slot)}
            >
              <span className="slot-time">{timeText(slot.start)} MT</span>
              {theirs && <span className="slot-local">{theirs} your time</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
