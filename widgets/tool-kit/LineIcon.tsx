/** A line icon on the 24-unit grid, drawn in the text colour (`currentColor`), hidden from screen readers. */
export const LineIcon = ({ d, weight = 2 }: { d: string; weight?: number }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);
