import { LineIcon } from '../tool-kit';

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
    <LineIcon d={icon} />
    {wide && <span className="label-wide">{name}</span>}
  </button>
);
