import type { ReactNode } from 'react';

/** A table's caption for screen readers (the heading above it names it on screen) and its column headings. */
export function TableHead({ caption, columns }: { caption: ReactNode; columns: readonly ReactNode[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={index}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
