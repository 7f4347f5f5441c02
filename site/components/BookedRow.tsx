import type { ReactNode } from 'react';

/** One line of a booking's details: what it is, the fact in bold, and a note after it where there is one. */
export function BookedRow({ term, children, note }: { term: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <strong>{children}</strong>
        {note}
      </dd>
    </div>
  );
}
