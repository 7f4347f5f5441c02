import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ComponentProps, type ComponentType } from 'react';
import type { Details as DetailsStep } from './Details';
import type { BookedDetail } from '../../contract/rules';
import { Calendar } from './Calendar';
import { monthOf } from '../../contract/time';
import { localNote, longDate, slotTimeText, slotsFor, visitorTimeText, visitorZone, type Slot } from './dates';
import type { ContactFields } from './form';
import { bookingFlow, canChooseDay, canChooseTime, confirmEnabled, confirmHint, initialBooking } from './logic';
import { Times } from './Times';
import { useAvailability } from './useAvailability';
import type { HoldControls } from './useHold';
import { useRevealTimes } from './useReveal';
import { lazyPart, useFirstUse } from '../runtime/lazy';

/**
 * The time buttons, the hold and the details step: loaded with the visitor's first interaction
 * with the panel (a pointer pressed or focus coming in), ready by the time a day is chosen.
 */
const laterPart = lazyPart(() => import('./later'));
export const loadLater = laterPart.load;

type PanelProps = {
  api: string;
  root?: ShadowRoot;
  prefill: Partial<ContactFields>;
  /** Set in dialog mode: shows the close button. */
  onDismiss?: () => void;
  onStart: () => void;
  /** `note`: what the success message adds, when not the usual (the details step knows it). */
  onBooked: (detail: BookedDetail, note?: string) => void;
  onHoldExpired?: () => void;
  /** In place of the details step (given its props): what a held time leads to elsewhere (the manage page's move). */
  Confirm?: ComponentType<ConfirmProps>;
};

/** What the details step, or `Confirm` in its place, gets. */
export type ConfirmProps = ComponentProps<typeof DetailsStep>;

/** The booking flow's view: calendar, times, hold countdown and contact form, driven by `bookingFlow`. */
export function Panel(props: PanelProps) {
  const { api } = props;
  const [state, dispatch] = useReducer(bookingFlow, props.prefill, (prefill) => initialBooking(new Date(), prefill));
  const { date, slot, hold } = state;
  const zone = useMemo(visitorZone, []);
  const zoneDiffers = useMemo(() => visitorTimeText(new Date().toISOString(), zone) !== null, [zone]);

  const refreshDay = useAvailability(api, state.month, state.today, dispatch);
  // The hold itself is kept by a part that loads later (HoldKeeper); the panel reaches it through these.
  const holdControls = useRef<HoldControls | null>(null);
  const holds = useMemo<HoldControls>(
    () => ({
      pick: async (next, day) => holdControls.current?.pick(next, day),
      drop: () => holdControls.current?.drop(),
      forget: () => holdControls.current?.forget(),
    }),
    [],
  );
  const panel = useRef<HTMLDivElement>(null);
  const [later] = useFirstUse(laterPart, panel, Boolean(date));

  useLayoutEffect(() => {
    if (later && props.root) later.adoptLaterStyles(props.root);
  }, [later, props.root]);
  const formShown = Boolean(date && slot);
  const timesSection = useRevealTimes(date);
  const timesTitle = useRef<HTMLHeadingElement>(null);

  const { parentName, email, phone } = props.prefill;
  useEffect(() => {
    dispatch({ type: 'prefillChanged', prefill: { parentName, email, phone } });
  }, [parentName, email, phone]);

  function chooseDate(next: string) {
    props.onStart();
    if (!canChooseDay(state, next)) return;
    holds.drop();
    dispatch({ type: 'dayChosen', date: next });
  }

  function chooseTime(next: Slot) {
    if (date && canChooseTime(state, next)) void holds.pick(next, date);
  }

  function showUpcoming(day: string) {
    dispatch({ type: 'monthShown', month: monthOf(day) });
    chooseDate(day);
    // This button disappears once its day is chosen; hand focus to that day's times so a
    // keyboard or screen-reader user is not dropped at the top of the page.
    requestAnimationFrame(() => timesTitle.current?.focus());
  }

  function dismiss() {
    dispatch({ type: 'closed' });
    props.onDismiss?.();
  }

  const upcoming = state.upcoming;
  const Details = props.Confirm || later?.Details!;
  return (
    <div ref={panel} className="panel" part="panel">
      <header className="head">
        <div className="head-text">
          <h2 id="booking-title" tabIndex={-1}>
            Schedule a Free Consultation
          </h2>
          <p className="sub">
            A free 30-minute call with a VERSE tutor. Times are in <strong>Mountain Time (MT)</strong>
            {zoneDiffers ? ', with your local time beside them.' : '.'}
          </p>
          <p className="next">
            <span>
              Next available: <strong>{upcoming ? upcoming.text : '…'}</strong>
              {upcoming?.start && (
                <>
                  {' '}
                  <strong>MT</strong>
                  {localNote(upcoming.start, zone)}
                </>
              )}
            </span>
            {upcoming?.date && upcoming.date !== date && (
              <button type="button" className="link" onClick={() => showUpcoming(upcoming.date!)}>
                Show this day
              </button>
            )}
          </p>
        </div>
        {props.onDismiss && (
          <button type="button" className="icon-button close" aria-label="Close" onClick={dismiss}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>
      <div className="body">
        <Calendar
          month={state.month}
          minMonth={monthOf(state.today)}
          today={state.today}
          availability={state.availability}
          loading={state.loading}
          selected={date}
          onSelect={chooseDate}
          onMonth={(month) => dispatch({ type: 'monthShown', month })}
        />
        <div className="side">
          <Times
            date={date}
            slots={date ? slotsFor(date, state.availability, slot, date) : []}
            chosen={slot}
            loading={state.loading}
            error={state.slotError}
            speech={state.speech}
            zone={zone}
            sectionRef={timesSection}
            titleRef={timesTitle}
            List={later?.SlotList}
            onPick={chooseTime}
          />
          {later && (
            <>
              <later.HoldKeeper controls={holdControls} api={api} hold={hold} dispatch={dispatch} onExpired={props.onHoldExpired} onRefused={refreshDay} />
              <later.HoldBar chosen={slot} hold={hold} zone={zone} />
            </>
          )}
          {formShown && later && (
            <Details
              api={api}
              root={props.root}
              state={state}
              dispatch={dispatch}
              hold={holds}
              onBooked={props.onBooked}
              onRefused={refreshDay}
              fields={state.fields}
              errors={state.fieldErrors}
              formError={state.formError}
              summary={`${longDate(date!)} at ${slotTimeText(slot!.start, zone)}`}
              canSubmit={confirmEnabled(state)}
              sending={state.sending}
              hint={confirmHint(state)}
              invalidTries={state.invalidTries}
              onField={(name, value) => dispatch({ type: 'fieldChanged', name, value })}
            />
          )}
        </div>
      </div>
    </div>
  );
}
