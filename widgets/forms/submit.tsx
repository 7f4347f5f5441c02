// The two parent forms' submit button (the contact form's holds its own state: a ref, and sendable).

/**
 * A lead form's submit button: always pressable (aria-disabled while it sends, so a second press is
 * refused without losing focus), its label saying when it is sending.
 */
export function SubmitButton({ submitting, text, describedBy }: { submitting: boolean; text: { submit: string; submitting: string }; describedBy?: string }) {
  return (
    <button type="submit" className="button" part="submit" aria-disabled={submitting} aria-describedby={describedBy}>
      {submitting ? text.submitting : text.submit}
    </button>
  );
}
