/** Shown while a page's code or data loads; announced once to screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true"></span>
      <span>{label}…</span>
    </div>
  );
}
