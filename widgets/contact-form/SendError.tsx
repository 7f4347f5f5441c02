/** The other ways to reach the team: 'You can also reach us at <email> or <phone>.' */
export function ReachUs({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      You can also reach us at <a href={`mailto:${email}`}>{email}</a> or <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
    </>
  );
}

/** A failed send's message, with the other ways to reach the team. */
export function SendError({ id, text, email, phone }: { id: string; text: string; email: string; phone: string }) {
  return (
    <div id={id} className="message error" part="send-error">
      <p>
        <span aria-hidden="true">⚠ </span>
        {text}
      </p>
      <p>
        <ReachUs email={email} phone={phone} />
      </p>
    </div>
  );
}
