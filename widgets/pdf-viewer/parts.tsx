/** A line icon on the 24-unit grid, in the button's colour. */
export const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

type ToolButtonProps = {
  name: string;
  icon: string;
  onClick(): void;
  pressed?: boolean;
  off?: boolean;
  /** Shows the name beside the icon (on wide screens); otherwise the name is the button's label. */
  wide?: boolean;
};

/** A toolbar button: an icon, named for screen readers and by its tooltip. */
export const ToolButton = ({ name, icon, onClick, pressed, off, wide }: ToolButtonProps) => (
  <button type="button" className={`tool-button${wide ? '' : ' icon'}`} aria-pressed={pressed} disabled={off} title={name} aria-label={wide ? undefined : name} onClick={onClick}>
    <Icon d={icon} />
    {wide && <span className="label-wide">{name}</span>}
  </button>
);
