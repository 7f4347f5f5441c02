import { useId, type ReactNode } from 'react';

/** One setting as a row of radio buttons with a visible label (the settings panel's look: `.choice-row`). */
export function ChoiceGroup<T extends string>(props: {
  label: string;
  options: readonly T[];
  labels: Record<T, ReactNode>;
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="choice-row" role="radiogroup" aria-labelledby={id}>
      <span className="choice-label" id={id}>
        {props.label}
      </span>
      {props.options.map((option) => (
        <label key={option} className="choice">
          <input type="radio" name={id} value={option} checked={props.value === option} onChange={() => props.onChange(option)} />
          {props.labels[option]}
        </label>
      ))}
    </div>
  );
}
