import { useEffect, useRef, type RefObject } from 'react';
import { loadElement } from '../lib/elements';

type IntakeDialogProps = {
  open: boolean;
  /** The dialog closed (close button, Escape, or after a submission). */
  onClose: () => void;
  /** Receives `<verse-intake-form>`: its `submitted` event is the page's to handle. */
  formRef: RefObject<HTMLElement | null>;
};

/**
 * The intake dialog of Start Here: `<verse-intake-form>` in the browser's own
 * modal dialog, which moves focus in, keeps it there while open, closes on Escape and gives focus
 * back to the button that opened it. A submission closes it.
 */
export function IntakeDialog({ open, onClose, formRef }: IntakeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      void loadElement('verse-intake-form');
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    const intake = formRef.current;
    if (!element || !intake) return;
    const onClosed = () => closed.current();
    const onSubmitted = () => element.close();
    element.addEventListener('close', onClosed);
    intake.addEventListener('submitted', onSubmitted);
    return () => {
      element.removeEventListener('close', onClosed);
      intake.removeEventListener('submitted', onSubmitted);
    };
  }, [formRef]);

  return (
    <dialog ref={dialog} className="site-dialog" aria-labelledby="intake-dialog-title">
      <div className="site-dialog-head">
        <h2 id="intake-dialog-title">Student Intake Form</h2>
        <button type="button" className="site-dialog-close" aria-label="Close the intake form" onClick={() => dialog.current?.close()}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <verse-intake-form ref={formRef} heading="" />
    </dialog>
  );
}
