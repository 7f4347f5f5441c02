import { useEffect, useReducer, useRef, useState, type JSX } from 'react';
import { ToolShell, useAnnounce, useCelebrate, useLoaded, useReducedMotion, useResults, useSetting, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { HearIt } from '../tool-kit/hear-it';
import { WHEEL_PX, drawWheel } from './draw';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import type { Action, Tools } from './play';
import type { WheelAction } from './logic';
import { useStepReducer } from '../tool-kit/reducer';
import { newWheel, wheelContent, type Wheel as WheelState } from './segments';
import { settings as declared, tool } from './tool';

export type SpinnerWheelProps = ToolCommonProps & {
  /** A built-in list: a Letter Tiles word list (`short-a`…), `letters` or `numbers`. */
  list?: string;
  /** The teacher's own segments, comma-separated (`ship,shop,chip`). */
  words?: string;
  /** `keep` the chosen segment on the wheel, or `remove` it at the next spin. */
  after?: string;
};

/** The rules of a spin, the result card and the panel's settings: loaded with the first tap, key or focus. */
const playPart = lazyPart(() => import('./play'));

/**
 * Spinner Wheel: 2 to 30 segments on a wheel that spins on a tap, Space or Enter and slows to a
 * stop on a segment picked fairly before it moved; the result is shown large, announced and spoken.
 */
export function SpinnerWheel(props: SpinnerWheelProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  // The words as the attribute gave them, until the panel applies others: a list too long for
  // the setting's text still gets its message.
  const [words, setWords] = useSetting([props.list, props.words, props.after].join('\n'), () => props.words);
  // A lesson's words (brought by the part, which then loads at once) stand in for the built-in
  // list; a teacher's own words still win.
  const part = playPart.use(settings.lesson > 0);
  const lesson = useLoaded(settings.lesson, part?.lessonPlay);
  const content = wheelContent(settings.list, words, lesson?.words);
  const problem = content.problem ? `Your words: ${content.problem}` : lesson?.problem;

  return (
    <ToolShell
      sound
      held={held}
      settings={
        part && (
          <part.Settings
            values={settings}
            words={words ?? ''}
            set={set}
            apply={(text) => {
              set('words', text);
              setWords(text);
            }}
          />
        )
      }
    >
      <Wheel
        key={[settings.list, words, settings.after, content.segments.join()].join('\n')}
        segments={content.segments}
        problem={problem}
        remove={settings.after === 'remove'}
        common={props}
      />
    </ToolShell>
  );
}

type WheelProps = { segments: string[]; problem?: string; remove: boolean; common: ToolCommonProps };

function Wheel({ segments: items, problem, remove, common }: WheelProps) {
  const [highlight, setHighlight] = useState(false);
  // The wheel, moved by the rules (play.tsx), which bring its reducer and name it in each step.
  // `latest` is the wheel now, for the frames.
  const [wheel, dispatch, latest] = useStepReducer<WheelState, WheelAction>(null, () => newWheel(items, remove));
  // A reading font that arrives after the wheel was drawn: drawn again in it.
  const [fonts, fontArrived] = useReducer((n: number) => n + 1, 0);
  const tools: Tools = {
    latest,
    dispatch,
    announce: useAnnounce(),
    celebrate: useCelebrate(),
    play: useSound().play,
    results: useResults(tool.id, common),
    reduced: useReducedMotion(),
    setHighlight,
  };
  const canvas = useRef<HTMLCanvasElement>(null);
  const [part, withPart] = useFirstUse(playPart, canvas);
  const Result = part?.Result ?? Idle;

  useEffect(() => {
    document.fonts?.addEventListener('loadingdone', fontArrived);
    return () => document.fonts?.removeEventListener('loadingdone', fontArrived);
  }, []);

  // Draws the wheel at rest, or every frame of a spin until it stops.
  useEffect(() => {
    const draw = (turn: number) => drawWheel(canvas.current!, latest.current.segments, turn, latest.current.chosen);
    if (!wheel.spin) return void draw(wheel.turn);
    return part!.animate(tools, draw);
  }, [wheel, fonts]);

  const act = (name: Action) =>
    withPart(
      (part) => part.act(tools, name),
      () => tools.announce('Reload the page to spin.'),
    );

  return (
    <div className="sw-stage">
      <div className="sw-tools">
        <button type="button" className="tool-button" onClick={() => act('shuffle')}>
          Shuffle
        </button>
        <button type="button" className="tool-button" onClick={() => act('reset')}>
          Reset
        </button>
      </div>
      {problem && (
<p className="sw-problem">{problem}</p>
      )}
      <div className="sw-play">
        <button type="button" className="sw-wheel" aria-label="Spin the wheel" aria-disabled={wheel.spin || wheel.empty ? true : undefined} onClick={() => act('spin')}>
          <canvas ref={canvas} width={WHEEL_PX} height={WHEEL_PX} aria-hidden="true" />
          <span className="sw-hub">Spin</span>
        </button>
        <div className="sw-side">
          <div className="sw-result" data-highlight={highlight || undefined}>
            {wheel.spin || wheel.result !== null ? <Result wheel={wheel} act={act} /> : <Idle />}
          </div>
          <HearIt text={IDLE} />
          <p className="hint">
            On the wheel: {wheel.segments.length} {wheel.segments.length === 1 ? 'segment' : 'segments'}
          </p>
          <ul aria-label="On the wheel">
            {wheel.segments.map((segment, i) => (
              <li key={i} data-chosen={wheel.chosen === i || undefined}>
                {segment}
                {wheel.chosen === i && ' (chosen)'}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** What to do before a spin, on screen and read aloud by Hear it. */
const IDLE = 'Tap the wheel, or press Space, to spin.';
const Idle = () => <p className="hint">{IDLE}</p>;
