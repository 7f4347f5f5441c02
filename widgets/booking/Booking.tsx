/**
 * `<verse-booking>`: books the free 30-minute consultation.
 *
 * Attributes / properties: mode ("inline" | "dialog"), open, name, email, phone, label, api-base.
 * Events (bubbling, composed): booked {bookingId, startISO, endISO, label, email, phone, manageToken, moved?}, holdexpired, close.
 * The element only reports: the host page decides what a booking leads to (flags, navigation).
 * CSS parts: trigger, dialog, panel, confirm.
 * CSS custom properties: the --verse-* tokens of widgets/runtime/styles.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BookedDetail } from '../../contract/rules';
import { type AttributeProps, type HostProps } from '../runtime';
import { apiBase } from '../runtime/api';
import { useLexend } from '../forms/font';
import { MESSAGES } from './messages';
import type { attributeTypes } from './meta';
import { Panel } from './Panel';

export type BookingProps = AttributeProps<typeof attributeTypes> &
  HostProps & {
  onBooked?: (detail: BookedDetail) => void;
  onHoldexpired?: () => void;
  onClose?: () => void;
};

export function Booking(props: BookingProps) {
  const dialogMode = props.mode === 'dialog';
  const api = useMemo(() => apiBase(props.apiBase), [props.apiBase]);
  // Lexend from VERSE's own origin, so a partner page without it does not fall back to a system font.
  useLexend();
  const [isOpen, setIsOpen] = useState(false);
  /** A booking just made: the note under the success message (the usual one, or what the details step gave). */
  const [booked, setBooked] = useState<false | string>(false);
  // Inline mode starts over after a booking by remounting the panel.
  const [round, setRound] = useState(0);
  /** Flips with each opening from the trigger, so one right after a close still shows the modal. */
  const [opened, setOpened] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLDivElement>(null);
  /** Whether the modal is showing, so that every way of closing it is handled exactly once. */
  const shown = useRef(false);

  const host = props.container?.host as (HTMLElement & { open?: boolean }) | undefined;
  /** Keeps the host's `open` attribute and property in step, like a native <dialog>'s. */
  const reflect = (open: boolean) => {
    if (!host) return;
    if (open) host.setAttribute('open', '');
    else if (host.hasAttribute('open')) host.removeAttribute('open');
    else if (host.open) host.open = false;
  };

  useEffect(() => {
    if (!dialogMode) return;
    if (props.open) setBooked(false);
    setIsOpen(Boolean(props.open));
  }, [props.open, dialogMode]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      shown.current = true;
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      element.querySelector<HTMLElement>('#booking-title')?.focus();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen, opened]);

  // Confirm sat at the bottom of a tall panel: bring the good news into view.
  useEffect(() => {
    if (booked) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [booked]);

  const openDialog = () => {
    // Escape closed the modal (and gave focus back) but the browser's close event is still queued:
    // that close ends here, so the late event cannot close this opening.
    if (shown.current && !dialog.current?.open) afterClose();
    setBooked(false);
    setIsOpen(true);
    setOpened(!opened);
    reflect(true);
  };

  /** Every way out (×, Escape, a booking, `open` set to false) ends here once. */
  const afterClose = () => {
    if (!shown.current || dialog.current?.open) return;
    shown.current = false;
    setIsOpen(false);
    reflect(false);
    trigger.current?.focus();
    props.onClose?.();
  };

  const closeDialog = () => {
    const element = dialog.current;
    if (element?.open) element.close();
    afterClose();
  };

  const onBooked = (detail: BookedDetail, note?: string) => {
    setBooked(note || MESSAGES.successNote);
    props.onBooked?.(detail);
    if (dialogMode) closeDialog();
    else setRound(round + 1);
  };

  const success = (
    <div ref={status} className="success-slot" role="status">
      {booked && (
        <div className="success">
          <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="m6 10.5 2.6 2.5L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <p className="success-title">{MESSAGES.success}</p>
            <p>{booked}</p>
          </div>
        </div>
      )}
    </div>
  );

  const panel = (
    <Panel
      key={round}
      api={api}
      root={props.container}
      prefill={{ parentName: props.name, email: props.email, phone: props.phone }}
      onDismiss={dialogMode ? closeDialog : undefined}
      onStart={() => setBooked(false)}
      onBooked={onBooked}
      onHoldExpired={props.onHoldexpired}
    />
  );

  if (!dialogMode) {
    return (
      <div className="inline">
        {success}
        {panel}
      </div>
    );
  }
  return (
    <>
      <button ref={trigger} type="button" part="trigger" className="trigger" aria-haspopup="dialog" onClick={openDialog}>
        {props.label || 'Book a Free Consultation'}
      </button>
      {success}
      <dialog
        ref={dialog}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-title"
        onClose={afterClose}
      >
        {isOpen && panel}
      </dialog>
    </>
  );
}
