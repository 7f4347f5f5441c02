import { useEffect, useRef, type JSX } from 'react';
import { ToolShell, useAnnounce, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';

import type { Pace } from '../tool-kit/pace';
import { TwoPlayer, type Player, type TwoPlayerGame } from '../tool-kit/two-player';
import { useStepReducer } from '../tool-kit/reducer';
import type { NameIt as State, NameItAction } from './logic';
import { FLASH_MS, FREEZE_MS } from './timing';
import { settings as declared, tool } from './tool';

export type NameItProps = ToolCommonProps & {
  /** Game time, 1 to 5 minutes. */
  minutes?: string;
  /** `timed` (default) or `relaxed`: no game time, the first to 10 wins. */
  pace?: string;
  /** `false`: both sides upright. */
  rotate?: string;
};

const newSeed = () => Math.floor(Math.random() * 2 ** 32);

type Board = typeof import('./Board');
let loading: Promise<Board> | null = null;
/** The deck, its rules and its 57 pictures: asked for as the game shows its names, needed at Start. */
const loadBoard = () => (loading ??= import('./Board'));

/**
 * Name It: each player has a card and there is a centre card; every card shares exactly one
 * symbol with the centre one. The first to tap it scores, and a new round is dealt.
 */
export function NameIt(props: NameItProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings] = held;
  return (
    <ToolShell sound held={held} choices>
      <Game minutes={settings.minutes} rotate={settings.rotate == 'true'} pace={settings.pace} common={props} />
    </ToolShell>
  );
}

function Game({ minutes, rotate, pace, common }: { minutes: number; rotate: boolean; pace: Pace; common: ToolCommonProps }) {
  const announce = useAnnounce();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const board = useRef<Board | null>(null);
  // The rules come with the pictures (Board.tsx), so each step is given their reducer.
  const [{ round }, dispatch] = useStepReducer<State, NameItAction>(null, () => ({ round: null, taps: [[], []], last: null }));
  useEffect(() => {
    void loadBoard().then((loaded) => (board.current = loaded));
  }, []);

  const next = () => {
    const dealt = (part: Board) => dispatch({ type: 'deal', seed: newSeed() }, part.nameItReducer);
    // Loaded long before Start, unless the network is slow: then the cards come as it arrives.
    if (board.current) dealt(board.current);
    else void loadBoard().then(dealt);
  };
  const pick = (player: Player, index: number, game: TwoPlayerGame) => {
    const part = board.current;
    if (!game.open(player) || !part) return;
    const { before, after } = dispatch({ type: 'tap', player, index, at: Date.now(), seed: newSeed() }, part.nameItReducer);
    const last = after.last;
    if (after === before || !last) return;
    results.answered({ success: last.outcome === 'match', prompt: last.found, answer: last.tapped });
    if (last.outcome === 'match') {
      play('correct');
      announce(`${game.names[player]} found the ${last.tapped}! New cards.`);
      game.point(player);
    } else if (last.outcome === 'freeze') game.freeze(player, FREEZE_MS);
    else announce(`${game.names[player]}: the ${last.tapped} is not on the centre card.`);
  };

  const shown = round && board.current;
  return (
    <TwoPlayer
      minutes={minutes}
      relaxed={pace === 'relaxed'}
      rotate={rotate}
      flashMs={FLASH_MS}
      step="Find the picture on your card that is on the middle card too. Tap it first!"
      onStart={() => {
        results.restart();
        next();
      }}
      onEnd={(scores) => results.complete({ score: Math.max(...scores), pace })}
      onKey={pick}
      side={(player, game) => shown && <shown.PlayerCard player={player} icons={round.cards[player]} name={game.names[player]} pick={(i) => pick(player, i, game)} />}
      centre={() => shown && <shown.CentreCard icons={round.centre} />}
    />
  );
}
