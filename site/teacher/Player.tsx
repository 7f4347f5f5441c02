import { useEffect, useRef } from 'react';
import type { Template } from '../../contract/teacher';
import { Spinner } from '../components/Spinner';
import { loadElement } from '../lib/elements';
import type { PlayEvent } from './results';
import { templateName } from './templates';

/**
 * A template's element with an activity's attributes, as a student plays it: a new element (a new
 * game) whenever the attributes change. `onFinished` gets every `score` event's detail of the
 * round and its `complete` event's detail; `onAnswer` hears each answer as it comes.
 */
export function GamePlayer({
  template,
  attributes,
  onFinished,
  onAnswer,
  className = 'tool-stage',
}: {
  template: Template;
  attributes: Record<string, string>;
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

  useEffect(() => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(JSON.parse(settings) as Record<string, string>)) element.setAttribute(name, value);
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
  }, [tag, settings]);

  return (
    <div ref={host} className={`game-host ${className}`}>
      <div className="tool-loading">
        <Spinner label={`Loading ${templateName(template)}`} />
      </div>
    </div>
  );
}
