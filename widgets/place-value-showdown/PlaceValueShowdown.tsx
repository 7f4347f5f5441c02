import { useEffect, useLayoutEffect, useRef, type JSX } from 'react';
import { ToolShell, useAnnounce, useCelebrate, useGridKeys, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { ToolStep } from '../tool-kit/step';
import { useStepReducer } from '../tool-kit/reducer';

import { settings as declared, tool } from './tool';
import {
  PLACE_NAMES,
  champion,
  drawDigit,
  expanded,
  newGame,
  showdownReducer,
  valueOf,
  type Game,
  type Player,
  type Settings,
} from './logic';

export type PlaceValueShowdownProps = ToolCommonProps & {
  /** `2` players on one device, or `computer`: one player against the computer. */
  players?: string;
  /** `3` (to hundreds) or `4` (to thousands) places. */
  places?: string;
  /** `greater` or `lesser` wins a round. */
  goal?: string;
  /** Best of `3`, `5` or `7` rounds. */
  rounds?: string;
};

const draw = () => drawDigit(Math.random);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Place Value Showdown: digits are drawn one at a time; each player puts each digit into an open
 * place; the greater (or lesser) number wins the round. Best of 3, 5 or 7.
 */
export function PlaceValueShowdown(props: PlaceValueShowdownProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings] = held;
  const results = useResults(tool.id, props);

  return (
    <ToolShell sound held={held} choices>
      <Showdown
        key={JSON.stringify(settings)}
        settings={settings}
        restart={results.restart}
        complete={(game) =>
          results.complete({ score: game.wins[0], max: game.played, success: game.settings.players === 'computer' ? champion(game) === 0 : undefined })
        }
      />
    </ToolShell>
  );
}

type ShowdownProps = { settings: Settings; restart(): void; complete(game: Game): void };

function Showdown({ settings, restart, complete }: ShowdownProps) {
  const [game, dispatch] = useStepReducer(showdownReducer, () => newGame(settings, draw()));
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const names = settings.players === 'computer' ? (['You', 'Computer'] as const) : (['Player 1', 'Player 2'] as const);
  const boardBoxes = [useRef<HTMLDivElement>(null), useRef<HTMLDivElement>(null)];
  const doneButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  const n = settings.places;
  /** Slots are shown greatest place first: grid index i is place n - 1 - i. */
  const placeAt = (i: number) => n - 1 - i;

  const prompt = (g: Game) => `${names[g.turn]}: put the ${g.digit} in a place.`;
  useEffect(() => announce(`Round 1. The digit is ${game.digit}. ${prompt(game)}`), []);

  // After each move, the keyboard goes where the game goes on: the next board's first open place, or the button.
  // A layout effect: focus moves as the move is drawn, before the next key press is handled.
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    if (game.phase !== 'placing') return doneButton.current?.focus();
    boardBoxes[game.turn]!.current?.querySelector<HTMLButtonElement>('button[data-open]')?.focus();
  }, [game]);

  const say = (who: Player, digit: number, at: number) => `${names[who]} ${who === 0 && settings.players === 'computer' ? 'put' : 'puts'} ${digit} in the ${PLACE_NAMES[at]}.`;

  const move = (player: Player, i: number) => {
    const at = placeAt(i);
    const { before: current, after: next } = dispatch({ type: 'place', player, at, draw });
    if (current.phase !== 'placing') return announce('This round is over.');
    if (player !== current.turn) return announce(`It is ${names[current.turn]}'s turn.`);
    if (next === current) return announce(`The ${PLACE_NAMES[at]} place is taken. Choose an open place.`);
    const said = [say(player, current.digit, at)];
    // The computer's move came with the child's: the place it filled on its board.
    const computerAt = player === 0 && settings.players === 'computer' ? next.boards[1].findIndex((d, p) => d !== null && current.boards[1][p] === null) : -1;
    if (computerAt >= 0) said.push(say(1, next.boards[1][computerAt]!, computerAt));
    focusNext.current = true;
    if (next.phase === 'placing') {
      if (next.turn === 0) {
        play('unwrap');
        said.push(`The next digit is ${next.digit}.`);
      }
      said.push(prompt(next));
    } else {
      said.push(verdict(next, names));
      if (next.phase === 'game-over') {
        said.push(ending(next, names));
        play('end');
        const winner = champion(next);
        if (winner !== 'draw' && (settings.players === '2' || winner === 0)) celebrate({ particles: 150 });
        complete(next);
      } else play('success');
    }
    announce(said.join(' '));
  };

  const keys = [
    useGridKeys({ columns: n, count: n, onPick: (i) => move(0, i) }),
    useGridKeys({ columns: n, count: n, onPick: (i) => move(1, i) }),
  ];

  const nextUp = () => {
    const { after: next } = dispatch({ type: 'next', digit: draw() });
    focusNext.current = true;
    play('unwrap');
    announce(`Round ${next.round}. The digit is ${next.digit}. ${prompt(next)}`);
  };
  const again = () => {
    const { after: next } = dispatch({ type: 'new', digit: draw() });
    restart();
    focusNext.current = true;
    announce(`New game. Round 1. The digit is ${next.digit}. ${prompt(next)}`);
  };

  const placing = game.phase === 'placing';
  return (
    <div className="pv-stage">
      <div className="pv-score">
        <p className="pv-round">
          Round {game.round} <span className="pv-best">· {declared.rounds.labels[settings.rounds]} · {declared.goal.labels[settings.goal]}</span>
        </p>
        <p className="pv-wins">
          {names[0]}: {game.wins[0]} · {names[1]}: {game.wins[1]}
        </p>
      </div>
      <div className="pv-draw" data-hidden={placing ? undefined : 'true'}>
        <div className="pv-digit" role="img" aria-label={`Digit drawn: ${game.digit}`}>
          <span key={`${game.round}-${game.boards[0].filter((d) => d !== null).length}`}>{game.digit}</span>
        </div>
        <ToolStep text={placing ? prompt(game) : 'Both boards are full.'} />
      </div>
      <div className="pv-boards">
        {([0, 1] as const).map((player) => {
          const board = game.boards[player];
          const active = placing && game.turn === player;
          return (
            <div key={player} className="pv-board" data-active={active || undefined}>
              <p className="pv-name">
                {names[player]}
                {active && <span className="pv-turn"> · your turn</span>}
              </p>
              <div ref={boardBoxes[player]} className="pv-slots" role="group" aria-label={player === 0 && settings.players === 'computer' ? 'Your places' : `${names[player]}'s places`} style={{ '--_n': n } as Record<string, number>}>
                {board.map((_, i) => {
                  const at = placeAt(i);
                  const digit = board[at];
                  return (
                    <button
                      key={at}
                      type="button"
                      className="tool-tile pv-slot"
                      data-open={digit === null || undefined}
                      aria-label={digit === null ? `${PLACE_NAMES[at]}, empty` : `${PLACE_NAMES[at]}: ${digit}`}
                      aria-disabled={!active || digit !== null || undefined}
                      onClick={() => move(player, i)}
                      {...keys[player]!.keyProps(i)}
                    >
                      <span className="pv-slot-digit">{digit ?? ''}</span>
                      <span className="pv-slot-place" aria-hidden="true">
                        {PLACE_NAMES[at]}
                      </span>
                    </button>
                  );
                })}
              </div>
              {!placing && (
                <p className="pv-expanded">
                  <strong>{valueOf(board)}</strong> = {expanded(board)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {!placing && (
        <div className="pv-result" role="group" aria-label="Result">
          <p className="pv-verdict">{verdict(game, names)}</p>
          {game.phase === 'game-over' && <p className="pv-ending">{ending(game, names)}</p>}
          <button ref={doneButton} type="button" className="tool-button primary" onClick={game.phase === 'game-over' ? again : nextUp}>
            {game.phase === 'game-over' ? 'Play again' : 'Next round'}
          </button>
        </div>
      )}
      <button type="button" className="tool-button pv-new" onClick={again}>
        New game
      </button>
    </div>
  );
}

/** The round's result: "742 is greater than 247. Player 1 wins round 1!" */
function verdict(game: Game, names: readonly [string, string]): string {
  const [a, b] = game.boards.map(valueOf) as [number, number];
  if (game.lastWinner === 'tie') return `Both made ${a}. Round ${game.round} is a tie.`;
  const winner = game.lastWinner === 0 ? a : b;
  const loser = game.lastWinner === 0 ? b : a;
  const name = names[game.lastWinner!];
  return `${winner} is ${game.settings.goal} than ${loser}. ${name} ${name === 'You' ? 'win' : 'wins'} round ${game.round}!`;
}

/** The game's result: "Player 1 wins the game, 2 rounds to 1!" */
function ending(game: Game, names: readonly [string, string]): string {
  const winner = champion(game);
  if (winner === 'draw') return `The game is a draw: ${plural(game.wins[0], 'round')} each.`;
  const name = names[winner];
  return `${name} ${name === 'You' ? 'win' : 'wins'} the game, ${plural(game.wins[winner], 'round')} to ${game.wins[1 - winner]}!`;
}
