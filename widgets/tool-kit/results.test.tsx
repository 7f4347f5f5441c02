// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResults, type ResultDetail } from './results';
import { paceExtension, xapiDuration, xapiStatement } from './xapi';
import { click, render, unmount } from '../runtime/testing';

const url = 'https://verse.example/embed/math-it';

describe('xapiStatement', () => {
  it('reports a finished round: completed verb, the embed URL as object, a scaled score, success and duration', () => {
    const statement = xapiStatement({ tool: 'math-it', verb: 'completed', score: 18, max: 24, success: true, durationMs: 300_000 }, url);
    expect(statement).toMatchObject({
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed' },
      object: { objectType: 'Activity', id: url },
      result: { score: { min: 0, max: 24, raw: 18, scaled: 0.75 }, completion: true, success: true, duration: 'PT300S' },
    });
    expect(statement).not.toHaveProperty('actor');
    expect(Date.parse((statement as { timestamp: string }).timestamp)).not.toBeNaN();
  });

  it('reports one answer: answered verb, not a completion, no score or success when none was given', () => {
    const statement = xapiStatement({ tool: 'b-and-d', verb: 'answered', durationMs: 1234 }, url) as { verb: { id: string }; result: object };
    expect(statement.verb.id).toBe('http://adlnet.gov/expapi/verbs/answered');
    expect(statement.result).toEqual({ completion: false, duration: 'PT1.23S' });
  });

  it("names an answer's item as its response: the word, letter or sentence asked, never what the child made of it", () => {
    const statement = xapiStatement({ tool: 'whack-a-mole', verb: 'answered', score: 0, max: 1, success: false, prompt: 'ship', answer: 'chin', durationMs: 0 }, url) as { result: object };
    expect(statement.result).toEqual({ completion: false, duration: 'PT0S', score: { min: 0, max: 1, raw: 0, scaled: 0 }, success: false, response: 'ship' });
    expect(JSON.stringify(statement)).not.toContain('chin');
    const round = xapiStatement({ tool: 'anagram', verb: 'completed', score: 1, max: 1, prompt: 'ship', durationMs: 0 }, url) as { result: object };
    expect(round.result).not.toHaveProperty('response');
  });

  it('keeps scaled within [-1, 1] and leaves it out without a maximum', () => {
    const over = xapiStatement({ tool: 'name-it', verb: 'completed', score: 30, max: 20, durationMs: 0 }, url) as { result: { score: object } };
    expect(over.result.score).toEqual({ min: 0, max: 20, raw: 30, scaled: 1 });
    const open = xapiStatement({ tool: 'name-it', verb: 'completed', score: 7, durationMs: 0 }, url) as { result: { score: object } };
    expect(open.result.score).toEqual({ min: 0, raw: 7 });
  });

  it("says which pace a timed tool was played at, as a context extension on VERSE's origin; none for an untimed tool", () => {
    expect(paceExtension(url)).toBe('https://verse.example/xapi/extensions/pace');
    const relaxed = xapiStatement({ tool: 'whack-a-mole', verb: 'completed', score: 8, max: 10, success: true, durationMs: 0, pace: 'relaxed' }, url);
    expect(relaxed).toMatchObject({ context: { extensions: { 'https://verse.example/xapi/extensions/pace': 'relaxed' } }, result: { score: { raw: 8, max: 10 } } });
    const timed = xapiStatement({ tool: 'whack-a-mole', verb: 'completed', score: 8, durationMs: 0, pace: 'timed' }, url);
    expect(timed).toMatchObject({ context: { extensions: { 'https://verse.example/xapi/extensions/pace': 'timed' } } });
    expect(xapiStatement({ tool: 'anagram', verb: 'completed', durationMs: 0 }, url)).not.toHaveProperty('context');
  });
});

describe('xapiDuration', () => {
  it('writes ISO 8601 seconds to the hundredth, never negative', () => {
    expect(xapiDuration(0)).toBe('PT0S');
    expect(xapiDuration(61_500)).toBe('PT61.5S');
    expect(xapiDuration(-5)).toBe('PT0S');
  });
});

describe('useResults', () => {
  afterEach(() => {
    unmount();
    vi.useRealTimers();
  });

  it('reports answers as score events and the round as a complete event, timed from the start of the round', () => {
    vi.useFakeTimers({ now: 0 });
    const onScore = vi.fn<(d: ResultDetail) => void>();
    const onComplete = vi.fn<(d: ResultDetail) => void>();
    function Round() {
      const results = useResults('math-it', { onScore, onComplete });
      return (
        <>
          <button type="button" onClick={() => results.answered({ score: 1, max: 1, success: true })}>Answer</button>
          <button type="button" onClick={() => results.complete({ score: 7, max: 10 })}>Finish</button>
          <button type="button" onClick={results.restart}>Again</button>
        </>
      );
    }
    const root = render(<Round />);
    const [answer, finish, again] = [...root.querySelectorAll('button')];
    vi.setSystemTime(4000);
    click(answer!);
    vi.setSystemTime(90_000);
    click(finish!);
    expect(onScore).toHaveBeenCalledWith({ tool: 'math-it', verb: 'answered', score: 1, max: 1, success: true, durationMs: 4000 });
    expect(onComplete).toHaveBeenCalledWith({ tool: 'math-it', verb: 'completed', score: 7, max: 10, durationMs: 90_000 });
    click(again!);
    vi.setSystemTime(95_000);
    click(finish!);
    expect(onComplete.mock.calls.at(-1)![0].durationMs).toBe(5000);
  });
});
