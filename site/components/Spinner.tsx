/** Shown while a page's code or data loads; announced once to screen readers. `data-*` marks go on it. */
export function Spinner({ label = 'Loading', ...marks }: { label?: string } & Record<`data-${string}`, string>) {
  return (
    <div className="spinner" role="status" {...marks}>
      <span className="spinner-ring" aria-hidden="true"></span>
      <span>{label}…</span>
    </div>
  );
}
