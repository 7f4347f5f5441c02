import { useId, type ReactNode } from 'react';
import type { SettingValues, ToolSettings } from './declaration';

type Option = string | number;

/**
 * One setting as a row of radio buttons with a visible label (the settings panel's look:
 * `.choice-row`). Its label, options and their labels come as props, or from a declared choice
 * (`setting`); an option without a label shows itself.
 */
export function ChoiceGroup<T extends Option>(props: {
  label?: string;
  options?: readonly T[];
  labels?: Readonly<Partial<Record<T, ReactNode>>>;
  setting?: { label: string; values: readonly T[]; labels?: Readonly<Partial<Record<T, ReactNode>>> };
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  const { label, values, labels } = props.setting ?? { ...props, values: props.options! };
  return (
    <div className="choice-row" role="radiogroup" aria-labelledby={id}>
      <span className="choice-label" id={id}>
        {label}
      </span>
      {values.map((option) => (
        <label key={option} className="choice">
          <input type="radio" name={id} value={option} checked={props.value === option} onChange={() => props.onChange(option)} />
          {labels?.[option] ?? option}
        </label>
      ))}
    </div>
  );
}

/**
 * A tool's declared choices as the settings panel shows them (all, or those `names` lists, in its order), each a
 * `ChoiceGroup` from its declaration; the teacher's editor and an LMS's settings show the same.
 */
export function SettingControls<T extends ToolSettings>(props: {
  settings: T;
  values: SettingValues<T>;
  set: <K extends keyof T>(name: K, value: SettingValues<T>[K]) => void;
  names?: readonly (keyof T & string)[];
}) {
  return (props.names ?? Object.keys(props.settings)).map((name) => (
    <ChoiceGroup key={name} setting={props.settings[name] as never} value={props.values[name] as Option} onChange={(value) => props.set(name, value as never)} />
  ));
}
