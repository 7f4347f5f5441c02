import { useEffect, useRef, type JSX } from 'react';
import { ChoiceGroup, SettingControls, ToolShell, useAnnounce, useCelebrate, useGridKeys, useResults, useSound, useToolSettings, type HeldSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer, type Step } from '../tool-kit/reducer';
import {
  canStart,
  cardText,
  centerFace,
  deal,
  RELAXED_GOAL,
  matchItReducer,
  newMatch,
  resultScore,
  spoken,
  toastMs,
  type CenterMode,
  type Game,
  type MatchState,
  type SymbolSetting,
} from './logic';
import { ToolStep } from '../tool-kit/step';
import { Dots, ResetIcon } from './pictures';
import { settings as declared, tool } from './tool';

export type MatchItProps = ToolCommonProps & {
  /** `A` (numerals, capitals in the centre) or `B` (symbols, small letters in the centre). */
  center?: string;
  /** 2 to 6 player cards. */
  cards?: string;
  /** `numbers` (1-10) or `letters`. */
  gameType?: string;
  /** Mode B's symbol: `dot`, `star`, `heart` or `square`; otherwise they take turns. */
  symbol?: string;
  /** `timed` (default): 60 seconds; `relaxed`: no clock, the game ends at 10 cards claimed. */
  pace?: string;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Match It: find, among the player cards, the one that matches the centre card, as many times as
 * possible in 60 s.
 */
export function MatchIt(props: MatchItProps): JSX.Element {
  const results = useResults(tool.id, props);
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;

  return (
    <ToolShell sound held={held} choices={['center', 'symbol']}>
      <Match settings={settings} set={set} results={results} />
    </ToolShell>
  );
}

type Settings = HeldSettings<typeof declared>;
type MatchProps = { settings: Settings[0]; set: Settings[1]; results: ReturnType<typeof useResults> };

/** The game inside the shell: timer, score, Start Game, reset, the cards and the bottom bar. */
function Match({ settings, set, results }: MatchProps) {
  const { center: mode, cards: count, gameType: type, symbol } = settings;
  const relaxed = settings.pace === 'relaxed';
  const [state, dispatch, latest] = useStepReducer(matchItReducer, () => newMatch(deal(Math.random, type, count), relaxed));
  const { game, toast } = state;
  const startButton = useRef<HTMLButtonElement>(null);
  const cardBox = useRef<HTMLDivElement>(null);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useAnnounce();
  const { play } = useSound();
  const celebrate = useCelebrate();

  const dealNow = () => deal(Math.random, type, count, latest.current.game.round.center);
  /** A new note goes after its time; none, or another, ends the one before. */
  const followToast = ({ before, after }: Step<MatchState>) => {
    const next = after.toast;
    if (next === before.toast) return;
    clearTimeout(toastTimer.current);
    if (next) toastTimer.current = setTimeout(() => dispatch({ type: 'toastEnd', n: next.n }), toastMs(next));
  };
  useEffect(() => () => clearTimeout(toastTimer.current), []);

  // A new number of cards or game type deals a new round at once; the clock and score go on.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return void (first.current = false);
    dispatch({ type: 'deal', round: deal(Math.random, type, count) });
  }, [type, count]);

  // A new pace starts again from Start Game.
  useEffect(() => {
    if (!first.current) dispatch({ type: 'pace', relaxed });
  }, [relaxed]);

  /** The game's end: Time's up (timed), or the goal claimed (relaxed). */
  const end = (step: Step<MatchState>) => {
    const next = step.after.game;
    play('end');
    followToast(step);
    announce(`${next.relaxed ? 'All done!' : "Time's up!"} Cards claimed: ${next.score}.`);
    if (next.score > 0) celebrate({ particles: 150 });
    results.complete(resultScore(next));
    const box = cardBox.current;
    focusAgain.current = !!box?.contains((box.getRootNode() as Document | ShadowRoot).activeElement);
  };

  // The clock: one second at a time while running; at 0, Time's up. A relaxed game has none.
  useEffect(() => {
    if (!game.running || game.relaxed) return;
    const timer = setInterval(() => {
      const step = dispatch({ type: 'tick', now: Date.now() });
      const next = step.after.game;
      if (!next.ended || step.before.game.ended) return;
      clearInterval(timer);
      end(step);
    }, 1000);
    return () => clearInterval(timer);
  }, [game.running]);
  // A keyboard player on the cards lands on Play Again (enabled once the end is rendered).
  const focusAgain = useRef(false);
  useEffect(() => {
    if (game.ended && focusAgain.current) startButton.current?.focus();
    focusAgain.current = false;
  }, [game.ended]);

  const begin = () => {
    const step = dispatch({ type: 'start', round: dealNow() });
    if (step.after === step.before) return;
    followToast(step);
    results.restart();
    play('unwrap');
    announce(`Go! ${relaxed ? `No clock: claim ${RELAXED_GOAL} cards.` : '60 seconds.'} Find the card that matches the center card.`);
  };

  const restart = () => {
    followToast(dispatch({ type: 'reset' }));
    announce(`Reset: ${relaxed ? 'no clock' : '60 seconds'}, score 0. Press Start Game to play.`);
  };

  const choose = (i: number) => {
    const card = latest.current.game.round.cards[i];
    if (!card) return;
    const step = dispatch({ type: 'pick', id: card.id, next: dealNow(), now: Date.now() });
    const { before, after } = step;
    if (after.last === 'ignored') return announce(before.game.ended ? `${before.game.relaxed ? 'All done!' : "Time's up!"} Press Play Again.` : 'Press Start Game to play.');
    results.answered({ success: after.last === 'correct', prompt: centerName(before.game, mode, symbol), answer: spoken(cardText(card.value, mode)) });
    if (after.game.ended) return end(step);
    followToast(step);
    if (after.last === 'wrong') {
      play('miss');
      announce('Try again');
    } else {
      play('correct');
      announce(`Yes! Score ${after.game.score}. ${centerName(after.game, mode, symbol)}.`);
    }
  };
  const keys = useGridKeys({ columns: game.round.cards.length, count: game.round.cards.length, onPick: choose });

  const face = centerFace(game.round.center, mode, game.streak, symbol);
  const playing = game.running && game.timeLeft > 0;

  return (
    <div className="mi-stage" data-state={playing ? 'running' : game.ended ? 'ended' : 'ready'}>
      <div className="mi-hud">
        {game.relaxed ? (
          <p className="mi-stat">
            <span className="mi-stat-label">No clock: claim</span> <span className="mi-stat-value">{RELAXED_GOAL}</span>
          </p>
        ) : (
          <p className="mi-stat" role="timer" aria-label="Time left">
            <span className="mi-stat-label" aria-hidden="true">
              Time
            </span>
            <span className="mi-stat-value">{game.timeLeft}</span>
          </p>
        )}
        <p className="mi-stat">
          <span className="mi-stat-label">Score</span> <span className="mi-stat-value">{game.score}</span>
        </p>
        <button ref={startButton} type="button" className="tool-button primary" disabled={!canStart(game)} onClick={begin}>
          {game.ended ? 'Play Again' : 'Start Game'}
        </button>
        <button type="button" className="tool-button icon" aria-label="Reset" title="Reset" onClick={restart}>
          <ResetIcon />
        </button>
      </div>
      <div className="mi-center-row">
        <div className="mi-center" role="img" aria-label={`Center card: ${centerName(game, mode, symbol)}`} data-kind={face.kind}>
          {face.kind === 'dots' ? <Dots count={face.count} symbol={face.symbol} /> : <span className="mi-center-text">{face.text}</span>}
        </div>
      </div>
      <div ref={cardBox} className="mi-cards" role="group" aria-label="Player cards" data-count={game.round.cards.length}>
        {game.round.cards.map((card, i) => {
          const text = cardText(card.value, mode);
          return (
            <button
              key={i}
              type="button"
              className="tool-tile mi-card"
              aria-label={spoken(text)}
              aria-disabled={!playing || undefined}
              onClick={() => choose(i)}
              {...keys.keyProps(i)}
            >
              {text}
            </button>
          );
        })}
      </div>
      {/* One line under the cards, always there: what to do next, or the feedback in its place, so
          nothing covers the centre card and nothing moves when play starts or a toast comes. */}
      <div className="mi-line">
        {toast ? (
          <p key={toast.n} className="mi-toast" data-kind={toast.kind}>
            {toast.kind === 'wrong' ? (
              <strong>Try again</strong>
            ) : (
              <>
                <strong>{game.relaxed ? 'All done!' : "Time's up!"}</strong>
                <span>Cards claimed: {toast.claimed}</span>
              </>
            )}
          </p>
        ) : (
          <ToolStep
            text={
              playing ? 'Tap the card that matches the center card.' : game.ended ? `Press Play Again for another ${game.relaxed ? 'game' : '60 seconds'}.` : 'Press Start Game, then tap the matching card.'
            }
          />
        )}
      </div>
      <div className="mi-bar" role="group" aria-label="Game options">
        {/* The Center Toggle in a child's words: what the centre card shows (A and B are the teacher's, in Settings). */}
        <ChoiceGroup label="Center card" options={declared.center.values} labels={centerLabels(type, symbol)} value={mode} onChange={(value) => set('center', value)} />
        <SettingControls settings={declared} values={settings} set={set} names={['cards', 'gameType', 'pace']} />
      </div>
    </div>
  );
}

/** What modes A and B put on the centre card, as the bottom bar names them: "Number" or "Dots", "Capital letter" or "Small letter". */
function centerLabels(type: Settings[0]['gameType'], symbol: SymbolSetting): Record<CenterMode, string> {
  if (type === 'letters') return { A: 'Capital letter', B: 'Small letter' };
  return { A: 'Number', B: symbol === 'cycle' ? 'Shapes' : declared.symbol.labels[symbol] };
}

/** The centre card in words: "7", "7 stars", "capital G". */
function centerName(game: Game, mode: CenterMode, symbol: SymbolSetting): string {
  const face = centerFace(game.round.center, mode, game.streak, symbol);
  return face.kind === 'dots' ? plural(face.count, face.symbol) : spoken(face.text);
}
