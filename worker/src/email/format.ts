// The words and addresses every email to a parent is written with.

/** "VERSE <hello@verse.example>" → name and address. */
export function parseMailbox(mailbox: string): { name?: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailbox);
  if (!match) return { email: mailbox.trim() };
  const name = match[1]!.replace(/^"|"$/g, '');
  return name ? { name, email: match[2]!.trim() } : { email: match[2]!.trim() };
}

/** "Monday, November 23, 2026" for a calendar date (already in the business zone). */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
