/** A failed send's message, with the other ways to reach the team. */
export function SendError({ id, text, email, phone }: { id: string; text: string; email: string; phone: string }) {
  return (
    <div id={id} className="message error" part="send-error">
      <p>
        <span aria-hidden="true">⚠ </span>
        {text}
      </p>
      <p>
        You can also reach us at <a href={`mailto:${email}`}>{email}</a> or <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
      </p>
    </div>
  );
}
