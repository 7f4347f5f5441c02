import { useEffect, useRef, useState } from 'react';
import { CONTENT_LIMITS } from '../../contract/teacher';
import { callRoute } from '../../widgets/runtime/api';
import { failureText } from '../lib/route-answer';
import { LESSON_NAMES } from './lessons.data';
import { fillFromBank, markWords, removeWord, replaceWord, suggestions, wordsToAnalyse, type WordAnalysis } from './lesson-check';
import { useSettled } from './settled';

/** How many words "Use lesson n" adds unless the teacher says otherwise: a wheel's worth. */
const FILL_COUNT = 20;
/** The bank a lesson offers to fill and suggest from: all of its real words, in one call. */
const BANK_QUERY = `count=${CONTENT_LIMITS.items}&kind=real`;
const COUNT_PROBLEM = `How many words: a whole number from 1 to ${CONTENT_LIMITS.items}.`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Under a game's word list: "Use lesson n" (fills the list from the lesson's bank of real words)
 * and each word checked against the lesson (POST /api/phonics/analyze, once the typing pauses, for
 * the words not checked yet). A word beyond the lesson is marked with the pattern not taught yet
 * and three one-tap choices; with no lesson, each word's patterns are said quietly. A failed call
 * says so and blocks nothing.
 */
export function LessonWords({ lesson, words, heartWords, onChange }: { lesson: number; words: string[]; heartWords: string[]; onChange: (words: string[], heartWords: string[]) => void }) {
  const [analyses, setAnalyses] = useState<ReadonlyMap<string, WordAnalysis>>(new Map());
  const [checkProblem, setCheckProblem] = useState('');
  const [banks, setBanks] = useState<ReadonlyMap<number, string[]>>(new Map());
  const [bankProblem, setBankProblem] = useState<{ lesson: number; text: string } | null>(null);
  const [count, setCount] = useState(String(FILL_COUNT));
  const [countProblem, setCountProblem] = useState('');
  const [filling, setFilling] = useState(false);
  const [said, setSaid] = useState('');
  /** After a choice took a row away: the place in the marked list the focus goes to next. */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const unchecked = useSettled(
    wordsToAnalyse(words)
      .filter((word) => !analyses.has(word))
      .join('\n'),
    600,
  );
  useEffect(() => {
    if (!unchecked) return;
    const sent = unchecked.split('\n');
    const controller = new AbortController();
    void callRoute('POST /api/phonics/analyze', { body: { words: sent } }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setCheckProblem(`Your words could not be checked just now (${failureText(result)}) They save as they are.`);
      setCheckProblem('');
      setAnalyses((known) => new Map([...known, ...sent.map((word, i) => [word, result.data.words[i]!] as const)]));
    });
    return () => controller.abort();
  }, [unchecked]);

  const marks = markWords(words, analyses, lesson, heartWords);
  const beyond = marks.filter((mark) => mark.beyond);
  const kept = marks.filter((mark) => mark.heart);
  const bank = banks.get(lesson);

  /** The lesson's bank, from this render's banks or one call (undefined, said quietly, when it could not load). */
  const loadBank = async (n: number): Promise<string[] | undefined> => {
    const have = banks.get(n);
    if (have) return have;
    const result = await callRoute('GET /api/phonics/lessons/:n/words', { params: { n: String(n) }, query: BANK_QUERY });
    if (!result.ok) {
      setBankProblem({ lesson: n, text: `The words of lesson ${n} could not load (${failureText(result)})` });
      return undefined;
    }
    setBankProblem(null);
    setBanks((loaded) => new Map(loaded).set(n, result.data.words));
    return result.data.words;
  };
  // A word to put instead comes from the lesson's bank, fetched once the first word needs one.
  const needBank = lesson > 0 && beyond.length > 0 && !bank;
  const bankFor = useRef(0);
  useEffect(() => {
    if (!needBank || bankFor.current === lesson) return;
    bankFor.current = lesson;
    void loadBank(lesson);
  });

  useEffect(() => {
    if (focusAt === null) return;
    const rows = box.current?.querySelectorAll('.word-mark.beyond');
    const next = rows?.[Math.min(focusAt, rows.length - 1)]?.querySelector<HTMLElement>('button');
    (next ?? heading.current ?? document.getElementById('content-words'))?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const choose = (index: number, nextWords: string[], nextHeart: string[], message: string) => {
    onChange(nextWords, nextHeart);
    setSaid(message);
    setFocusAt(index);
  };

  const fill = async () => {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > CONTENT_LIMITS.items) return setCountProblem(COUNT_PROBLEM);
    setCountProblem('');
    setFilling(true);
    const offer = await loadBank(lesson);
    setFilling(false);
    if (!offer) return;
    const filled = fillFromBank(words, offer, n);
    const added = filled.length - words.length;
    onChange(filled, heartWords);
    setSaid(
      added
        ? `Added ${plural(added, 'word')} of lesson ${lesson} to your list.`
        : words.length >= CONTENT_LIMITS.items
          ? `Your list holds ${CONTENT_LIMITS.items} words, the most it can.`
          : `Your list has every word lesson ${lesson} offers.`,
    );
  };

  const offered = lesson && bank ? suggestions(beyond.map((mark) => mark.word), words, bank) : new Map<string, string>();
  const summary = !marks.length
    ? ''
    : lesson
      ? beyond.length
        ? `${plural(beyond.length, 'word needs', 'words need')} a later lesson than lesson ${lesson}.`
        : `Every word fits lesson ${lesson}${kept.length ? `, with ${plural(kept.length, 'heart word')}` : ''}.`
      : 'Choose a lesson under Settings to check your words against it, or to fill the list from it.';

  return (
    <div className="lesson-words" ref={box}>
      {lesson > 0 && (
        <div className="lesson-fill">
          <div className="row">
            <div className="field inline">
              <label htmlFor="fill-count">How many words</label>
              <input id="fill-count" type="number" min={1} max={CONTENT_LIMITS.items} value={count} aria-describedby={countProblem ? 'fill-hint fill-problem' : 'fill-hint'} aria-invalid={countProblem ? true : undefined} onChange={(event) => setCount(event.currentTarget.value)} />
            </div>
            <button type="button" className="button small" disabled={filling} onClick={() => void fill()}>
              Use lesson {lesson}
            </button>
          </div>
          <span id="fill-hint" className="hint">
            Adds that many real words of lesson {lesson} ({LESSON_NAMES[lesson - 1]?.replace(/^Lesson \d+: /, '')}) to your list, common ones first; edit them after as you like. No made-up words: a computer voice cannot say them reliably.
          </span>
          {countProblem && (
            <p id="fill-problem" className="form-error">
              {countProblem}
            </p>
          )}
        </div>
      )}
      {marks.length > 0 && (
        <h3 className="word-check-heading" ref={heading} tabIndex={-1}>
          {lesson ? `Your words and lesson ${lesson}` : 'Patterns in your words'}
        </h3>
      )}
      <p className="word-check-summary" role="status">
        {summary}
      </p>
      {checkProblem && <p className="muted">{checkProblem}</p>}
      {bankProblem?.lesson === lesson && beyond.length > 0 && <p className="muted">{bankProblem.text}: no word to suggest instead.</p>}
      {lesson > 0 && marks.some((mark) => mark.beyond || mark.heart) && (
        <ul className="word-marks">
          {marks.map((mark, i) => {
            if (mark.heart)
              return (
                <li key={i} className="word-mark heart">
                  <span>
                    <span className="mark-tag">Heart word</span> {mark.text}
                  </span>
                  <button type="button" className="button small" onClick={() => choose(0, words, heartWords.filter((word) => word !== mark.word), `${mark.word} is checked against lesson ${lesson} again.`)}>
                    Check {mark.word} again
                  </button>
                </li>
              );
            if (!mark.beyond) return null;
            const index = beyond.indexOf(mark);
            const instead = offered.get(mark.word);
            return (
              <li key={i} className="word-mark beyond">
                <span>
                  <span className="mark-tag">Later lesson</span> {mark.text}
                </span>
                <span className="row mark-choices">
                  <button type="button" className="button small" onClick={() => choose(index, words, [...heartWords, mark.word], `Kept ${mark.word} as a heart word.`)}>
                    Keep {mark.word} as a heart word
                  </button>
                  {instead && (
                    <button type="button" className="button small" onClick={() => choose(index, replaceWord(words, mark.word, instead), heartWords, `Replaced ${mark.word} with ${instead}.`)}>
                      Replace {mark.word} with {instead}
                    </button>
                  )}
                  <button type="button" className="button small" onClick={() => choose(index, removeWord(words, mark.word), heartWords, `Removed ${mark.word}.`)}>
                    Remove {mark.word}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {!lesson && marks.length > 0 && (
        <ul className="word-patterns">
          {marks.map((mark, i) => (
            <li key={i}>{mark.text}</li>
          ))}
        </ul>
      )}
      <p className="form-done" role="status">
        {said}
      </p>
    </div>
  );
}
