import { useEffect, useMemo, useRef, useState } from 'react';
import type { Template } from '../../contract/teacher';
import { Spinner } from '../components/Spinner';
import { loadElement } from '../lib/elements';
import type { PlayEvent } from './results';
import { reviewRound, type Round } from '../../widgets/tool-kit/review';
import { templateName } from './templates';

const NO_REVIEW: readonly string[] = [];

/**
 * A template's element with an activity's attributes, as a student plays it: a new element (a new
 * game) whenever the attributes change. `review` words (a word game's) are mixed into its words, at
 * most a third of a round. `onFinished` gets every `score` event's detail of the round and its
 * `complete` event's detail; `onAnswer` hears each answer as it comes.
 */
export function GamePlayer({
  template,
  attributes,
  review = NO_REVIEW,
  onFinished,
  onAnswer,
  className = 'tool-stage',
}: {
  template: Template;
  attributes: Record<string, string>;
  review?: readonly string[];
  onFinished?: (answers: PlayEvent[], complete: PlayEvent) => void;
  onAnswer?: () => void;
  className?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const tag = `verse-${template}` as const;
  const settings = JSON.stringify(attributes);
  const reviewing = review.join('\n');
  // Mixed once for these attributes and words: the round stays put while the student plays it.
  const mixing = useMemo(() => reviewRound(JSON.parse(settings) as Record<string, string>, reviewing ? reviewing.split('\n') : []), [settings, reviewing]);
  const [loaded, setLoaded] = useState<{ from: Promise<Round>; round: Round } | null>(null);
  useEffect(() => {
    if (!(mixing instanceof Promise)) return;
    let live = true;
    void mixing.then((round) => live && setLoaded({ from: mixing, round }));
    return () => {
      live = false;
    };
  }, [mixing]);
  const round = mixing instanceof Promise ? (loaded?.from === mixing ? loaded.round : null) : mixing;

  useEffect(() => {
    if (!round) return;
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(round.attributes)) element.setAttribute(name, value);
    let answers: PlayEvent[] = [];
    const onScore = (event: Event) => {
      answers.push((event as CustomEvent<PlayEvent>).detail);
      answered.current?.();
    };
    const onComplete = (event: Event) => {
      finished.current?.(answers, (event as CustomEvent<PlayEvent>).detail);
      answers = [];
    };
    element.addEventListener('score', onScore);
    element.addEventListener('complete', onComplete);
    host.current?.prepend(element);
    void loadElement(tag);
    return () => {
      element.removeEventListener('score', onScore);
      element.removeEventListener('complete', onComplete);
      element.remove();
    };
  }, [tag, round]);

  return (
    <div ref={host} className={`game-host ${className}`}>
      <div className="tool-loading">
        <Spinner label={`Loading ${templateName(template)}`} />
      </div>
    </div>
  );
}
