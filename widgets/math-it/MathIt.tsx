import { useRef, useState, type JSX } from 'react';
import { lazyPart } from '../runtime/lazy';
import { SettingControls, ToolShell, useAnnounce, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';

import type { Pace } from '../tool-kit/pace';
import { TwoPlayer, type Player, type TwoPlayerGame } from '../tool-kit/two-player';
import type { Operation, Question } from './logic';
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
  const [settings, set, shareParams] = useToolSettings(declared, props);
  const toggle = (op: Operation, on: boolean) => {
    const next = declared.operations.values.filter((o) => (o === op ? on : settings.operations.includes(o)));
    // The last one checked stays: a game asks at least one operation.
    if (next.length) set('operations', next);
  };
  return (
    <ToolShell
      tool={tool}
      common={props}
      sound
      shareParams={shareParams}
      settings={
        <>
          <SettingControls settings={declared} values={settings} set={set} names={['pace', 'minutes', 'wrong', 'rotate']} />
          <fieldset className="mi-operations">
            <legend className="choice-label">{declared.operations.label}</legend>
            {declared.operations.values.map((op) => (
              <label key={op} className="choice">
                <input type="checkbox" checked={settings.operations.includes(op)} onChange={(event) => toggle(op, event.currentTarget.checked)} />
                {declared.operations.labels[op]}
              </label>
            ))}
          </fieldset>
        </>
      }
    >
      <Game minutes={settings.minutes} rotate={settings.rotate == 'true'} pace={settings.pace} operations={settings.operations} freeze={settings.wrong === 'freeze'} common={props} />
    </ToolShell>
  );
}

type GameProps = { minutes: number; rotate: boolean; pace: Pace; operations: Operation[]; freeze: boolean; common: ToolCommonProps };

/** Each side's options tried wrongly on the question on screen. */
type Tried = [number[], number[]];

function Game({ minutes, rotate, pace, operations, freeze, common }: GameProps) {
  const announce = useAnnounce();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const part = playPart.use(false);
  const [current, setCurrent] = useState<{ question: Question; tried: Tried } | null>(null);
  const latest = useRef(current);
  latest.current = current;
  const ops = useRef(operations);
  ops.current = operations;

  const next = () => {
    const ask = ({ question }: typeof import('./play')) => {
      latest.current = { question: question(newSeed(), ops.current), tried: [[], []] };
      setCurrent(latest.current);
    };
    if (part) ask(part);
    else void playPart.load().then(ask);
  };
  const pick = (player: Player, index: number, game: TwoPlayerGame) => {
    if (!game.open(player)) return;
    const now = latest.current;
    if (!now || !part) return;
    const { question: q, tried } = now;
    const chosen = (player === 0 ? q.left : q.right)[index];
    if (chosen === undefined || tried[player].includes(index)) return;
    if (chosen === q.answer) {
      play('correct');
      announce(`${game.names[player]}: right, ${q.spoken} is ${q.answer}! Next question.`);
      game.point(player);
      next();
    } else if (freeze) game.freeze(player, part.FREEZE_MS);
    else {
      // Gentle by default: the wrong answer is crossed out on that side, and the player tries again.
      const after: Tried = [...tried];
      after[player] = [...tried[player], index];
      latest.current = { question: q, tried: after };
      setCurrent(latest.current);
      play('miss');
      announce(`${game.names[player]}: not ${chosen}. Try again.`);
    }
  };

  return (
    <TwoPlayer
      minutes={minutes}
      relaxed={pace === 'relaxed'}
      rotate={rotate}
      // The words of the question on screen (its part is here once the match runs).
      step={part?.stepFor(current?.question ?? null) ?? ''}
      onStart={() => {
        results.restart();
        next();
      }}
      onEnd={(scores) => results.complete({ score: Math.max(...scores), pace })}
      onKey={pick}
      preload={playPart.load}
      side={(player, game) =>
        part &&
        current && (
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
