import { useId, type JSX } from 'react';
import { LESSONS } from '../../phonics/lessons';

// The settings panel's lesson chooser, the same in every word tool. The lessons' titles come with
// it, so only the late parts (the panel's fields) carry them, never a tool's first screen.

/** A lesson as a teacher reads it: `Lesson 12: sh`. */
export const lessonName = (n: number): string => `Lesson ${n}: ${LESSONS[n - 1]?.title ?? ''}`;

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
        {LESSONS.map((lesson) => (
          <option key={lesson.n} value={lesson.n}>
            {lessonName(lesson.n)}
          </option>
        ))}
      </select>
      <span className="hint" id={`${id}-hint`}>
        {own ? 'Your own words play while there are any; clear them to play the lesson.' : 'Words a child can sound out after that lesson, with review of earlier ones.'}
      </span>
    </div>
  );
}
