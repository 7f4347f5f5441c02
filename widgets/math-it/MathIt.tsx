import { useRef, type JSX } from 'react';
import { lazyPart } from '../runtime/lazy';
import { ToolShell, useAnnounce, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';

import type { Pace } from '../tool-kit/pace';
import { TwoPlayer, type Player, type TwoPlayerGame } from '../tool-kit/two-player';
import { useStepReducer } from '../tool-kit/reducer';
import type { MathIt as State, MathItAction, Operation } from './logic';
import { settings as declared, tool } from './tool';

export type MathItProps = ToolCommonProps & {
  /** Game time, 1 to 5 minutes. */
  minutes?: string;
  /** `timed` (default) or `relaxed`: no game time, the first to 10 wins. */
  pace?: string;
  /** `false`: both sides upright. */
  rotate?: string;
  /** The operations asked, comma-separated: `add,sub,mul,div`. */
  operations?: string;
  /** `again` (default): a wrong answer is crossed out and the player tries again; `freeze`: frozen for 2 s. */
  wrong?: string;
};

const newSeed = () => Math.floor(Math.random() * 2 ** 32);

/** The questions and the answers' view: asked for with the first tap, key or focus, needed at Start. */
const playPart = lazyPart(() => import('./play'));

/**
 * Math It: both players get the same equation and their own eight answers to choose from; the
 * first right answer scores and a new equation comes; a wrong one is crossed out (or, set so,
 * freezes that player for 2 s).
 */
export function MathIt(props: MathItProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  const toggle = (op: Operation, on: boolean) => {
    const next = declared.operations.values.filter((o) => (o === op ? on : settings.operations.includes(o)));
    // The last one checked stays: a game asks at least one operation.
    if (next.length) set('operations', next);
  };
  return (
    <ToolShell
      sound
      held={held}
      choices={['pace', 'minutes', 'wrong', 'rotate']}
      settings={
        <fieldset className="mi-operations">
          <legend className="choice-label">{declared.operations.label}</legend>
          {declared.operations.values.map((op) => (
            <label key={op} className="choice">
              <input type="checkbox" checked={settings.operations.includes(op)} onChange={(event) => toggle(op, event.currentTarget.checked)} />
              {declared.operations.labels[op]}
            </label>
          ))}
        </fieldset>
      }
    >
      <Game minutes={settings.minutes} rotate={settings.rotate == 'true'} pace={settings.pace} operations={settings.operations} freeze={settings.wrong === 'freeze'} common={props} />
    </ToolShell>
  );
}

type GameProps = { minutes: number; rotate: boolean; pace: Pace; operations: Operation[]; freeze: boolean; common: ToolCommonProps };

function Game({ minutes, rotate, pace, operations, freeze, common }: GameProps) {
  const announce = useAnnounce();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const part = playPart.use(false);
  // The rules come with the answers' view (play.tsx), so each step is given their reducer.
  const [current, dispatch] = useStepReducer<State, MathItAction>(null, () => ({ question: null, tried: [[], []], last: null }));
  // The match frame may call back with the handlers of an earlier render: the operations are the ones set last.
  const ops = useRef(operations);
  ops.current = operations;

  const next = () => {
    const ask = (loaded: typeof import('./play')) => dispatch({ type: 'ask', seed: newSeed(), operations: ops.current }, loaded.mathItReducer);
    if (part) ask(part);
    else void playPart.load().then(ask);
  };
  const pick = (player: Player, index: number, game: TwoPlayerGame) => {
    if (!game.open(player) || !part) return;
    const { before, after } = dispatch({ type: 'pick', player, index, freeze, seed: newSeed(), operations: ops.current }, part.mathItReducer);
    const q = before.question;
    const last = after.last;
    if (after === before || !q || !last) return;
    results.answered({ success: last.outcome === 'right', prompt: part.sumOf(q), answer: String(last.chosen) });
    if (last.outcome === 'right') {
      play('correct');
      announce(`${game.names[player]}: right, ${q.spoken} is ${q.answer}! Next question.`);
      game.point(player);
    } else if (last.outcome === 'freeze') game.freeze(player, part.FREEZE_MS);
    else {
      // Gentle by default: the wrong answer is crossed out on that side, and the player tries again.
      play('miss');
      announce(`${game.names[player]}: not ${last.chosen}. Try again.`);
    }
  };

  return (
    <TwoPlayer
      minutes={minutes}
      relaxed={pace === 'relaxed'}
      rotate={rotate}
      // The words of the question on screen (its part is here once the match runs).
      step={part?.stepFor(current.question) ?? ''}
      onStart={() => {
        results.restart();
        next();
      }}
      onEnd={(scores) => results.complete({ score: Math.max(...scores), pace })}
      onKey={pick}
      preload={playPart.load}
      side={(player, game) =>
        part &&
        current.question && (
          <part.Options
            player={player}
            text={current.question.text}
            spoken={current.question.spoken}
            options={player === 0 ? current.question.left : current.question.right}
            tried={current.tried[player]}
            pick={(i) => pick(player, i, game)}
          />
        )
      }
    />
  );
}
