import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, monthOf } from '../../contract/time';
import { calendarGrid, isSelectable, longDate, monthTitle, moveFocus, weekdayName, type Availability } from './dates';

type CalendarProps = {
  month: string;
  /** The earliest month that may be shown: today's, in MT. */
  minMonth: string;
  today: string;
  availability: Availability;
  loading: boolean;
  selected: string | null;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
};

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** The month as an ARIA grid (APG date-picker keys), one roving tab stop on a date button. */
export function Calendar(props: CalendarProps) {
  const { month, minMonth, today, availability, loading, selected } = props;
  const grid = calendarGrid(month);
  const [focused, setFocused] = useState<string | null>(null);
  const moved = useRef(false);
  const table = useRef<HTMLTableElement>(null);

  const inMonth = grid.filter((date) => monthOf(date) === month);
  const open = inMonth.filter((date) => isSelectable(date, availability, today));
  const current =
    (focused && grid.includes(focused) ? focused : undefined) ??
    [selected, today].find((date) => date && monthOf(date) === month) ??
    open[0] ??
    inMonth[0]!;

  // A layout effect, so focus moves in the same task as the new month's DOM: with a plain effect
  // (after paint) the old day is gone, focus sits on <body> and a key pressed meanwhile is lost.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLElement>(`[data-date="${current}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Read where focus really is: keys can arrive faster than renders.
    const from = (event.target as HTMLElement).getAttribute('data-date') ?? current;
    const next = moveFocus(from, event.key);
    if (!next) return;
    event.preventDefault();
    const paging = event.key === 'PageUp' || event.key === 'PageDown';
    if (!paging && grid.includes(next)) {
      table.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
    } else {
      if (monthOf(next) < minMonth) return;
      moved.current = true;
      props.onMonth(monthOf(next));
    }
    setFocused(next);
  };

  const choose = (date: string) => {
    setFocused(date);
    if (isSelectable(date, availability, today)) props.onSelect(date);
  };

  const title = monthTitle(month);
  return (
    <div className="calendar">
      <div className="cal-head">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
          disabled={month <= minMonth}
          onClick={() => props.onMonth(addMonths(month, -1))}
        >
          <Chevron left />
        </button>
        <h3 id="cal-title" aria-live="polite">
          {title}
        </h3>
        <button type="button" className="icon-button" aria-label="Next month" onClick={() => props.onMonth(addMonths(month, 1))}>
          <Chevron />
        </button>
      </div>
      <table
        ref={table}
        role="grid"
        aria-labelledby="cal-title"
        aria-busy={loading ? 'true' : undefined}
        className={loading ? 'grid loading' : 'grid'}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th scope="col" role="columnheader" key={day}>
                <span aria-hidden="true">{weekdayName(day).slice(0, 2)}</span>
                <span className="visually-hidden">{weekdayName(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((week) => (
            <tr key={week}>
              {grid.slice(week * 7, week * 7 + 7).map((date) => {
                const canPick = isSelectable(date, availability, today);
                const count = canPick ? availability[date]!.length : 0;
                // While the month's times load, a day not yet known is not said to have none.
                const pending = loading && !canPick && date >= today && !(date in availability);
                const isSelected = date === selected;
                const classes = ['day', canPick && 'open', isSelected && 'selected', date === today && 'today', monthOf(date) !== month && 'outside', date < today && 'past'];
                return (
                  <td role="gridcell" key={date} aria-selected={isSelected ? 'true' : 'false'}>
                    <button
                      type="button"
                      data-date={date}
                      className={classes.filter(Boolean).join(' ')}
                      tabIndex={date === current ? 0 : -1}
                      aria-disabled={canPick ? undefined : 'true'}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={`${longDate(date)}${date === today ? ', today' : ''}, ${canPick ? `${count} open time${count === 1 ? '' : 's'}` : pending ? 'checking open times' : 'no open times'}`}
                      onClick={() => choose(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cal-status">
        <span role="status">
          {loading ? (
            <span className="loading-line">
              <span className="spinner" aria-hidden="true" />
              Loading open times…
            </span>
          ) : open.length === 0 ? (
            <strong>No open times this month.</strong>
          ) : null}
        </span>
        {loading ? null : open.length === 0 ? (
          <button type="button" className="link" onClick={() => props.onMonth(addMonths(month, 1))}>
            Try next month
          </button>
        ) : (
          <span className="legend">Highlighted days have open times.</span>
        )}
      </p>
    </div>
  );
}

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={left ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
