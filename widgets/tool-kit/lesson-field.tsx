import { useId, type JSX } from 'react';
import { LESSON_NAMES } from './lesson-names.data';

// The settings panel's lesson chooser, the same in every word tool. The lessons' names come with
// it, so only the late parts (the panel's fields) carry them, never a tool's first screen.

/**
 * The `lesson` setting as a select naming every lesson in plain words; "No lesson" plays the tool's
 * own lists. `own`: a teacher's words play instead, so the hint says the lesson waits for them to go.
 */
export function LessonField({ className, value, own, set }: { className?: string; value: number; own: boolean; set(value: number): void }): JSX.Element {
  const id = useId();
  return (
    <div className={`lesson-field ${className ?? ''}`}>
      <label htmlFor={id}>Lesson</label>
      <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(event) => set(Number(event.currentTarget.value))}>
        <option value={0}>No lesson: the built-in words</option>
        {LESSON_NAMES.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
      <span className="hint" id={`${id}-hint`}>
        {own ? 'Your own words play while there are any; clear them to play the lesson.' : 'Real words a child can sound out after that lesson, with review of earlier ones. No made-up words: a computer voice cannot say them reliably.'}
      </span>
    </div>
  );
}
