import { useEffect, useRef } from 'preact/hooks';
import { loadElement } from '../lib/elements';

type IntakeDialogProps = {
  open: boolean;
  /** The dialog closed (close button, Escape, or after a submission). */
  onClose: () => void;
  /** `<verse-intake-form>` stored the form; `form` is the element, for what its event leaves out. */
  onSubmitted: (detail: unknown, form: HTMLElement) => void;
};

/**
 * The intake dialog of Start Here (product.md section 2): `<verse-intake-form>` in the browser's own
 * modal dialog, which moves focus in, keeps it there while open, closes on Escape and gives focus
 * back to the button that opened it.
 */
export function IntakeDialog({ open, onClose, onSubmitted }: IntakeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLElement>(null);
  const handlers = useRef({ onClose, onSubmitted });
  handlers.current = { onClose, onSubmitted };

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
    const intake = form.current;
    if (!element || !intake) return;
    const closed = () => handlers.current.onClose();
    const submitted = (event: Event) => {
      handlers.current.onSubmitted((event as CustomEvent).detail, intake);
      element.close();
    };
    element.addEventListener('close', closed);
    intake.addEventListener('submitted', submitted);
    return () => {
      element.removeEventListener('close', closed);
      intake.removeEventListener('submitted', submitted);
    };
  }, []);

  return (
    <dialog ref={dialog} class="site-dialog" aria-labelledby="intake-dialog-title">
      <div class="site-dialog-head">
        <h2 id="intake-dialog-title">Student Intake Form</h2>
        <button type="button" class="site-dialog-close" aria-label="Close the intake form" onClick={() => dialog.current?.close()}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
          </svg>
        </button>
      </div>
      <verse-intake-form ref={form} heading="" />
    </dialog>
  );
}
