import { slotTimeText, type Slot } from './dates';
import { countdownText, type HoldState } from './hold';
import { MESSAGES } from './messages';

/**
 * The hold on the chosen time, in a compact bar that sticks to the top or bottom edge of the
 * visible area: it answers a tap at once, and its countdown stays in view while the parent types.
 */
export function HoldBar({ chosen, hold, zone }: { chosen: Slot | null; hold: HoldState; zone: string }) {
  if (!chosen || hold.status === 'none') return null;
  return (
    <div className={hold.status === 'ended' ? 'hold expired' : 'hold'}>
      {hold.status === 'ended' ? (
        <span>{MESSAGES.holdEnded}</span>
      ) : (
        <>
          {hold.status === 'requesting' && <span className="spinner" aria-hidden="true" />}
          <span className="hold-text">
            <span className="countdown">{hold.status === 'held' ? countdownText(hold.seconds) : 'Holding this time for you…'}</span>
            <span className="hold-time">{slotTimeText(chosen.start, zone)}</span>
          </span>
        </>
      )}
    </div>
  );
}
