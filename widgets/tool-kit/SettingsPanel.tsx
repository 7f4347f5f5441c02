import { useEffect, useRef, useState, type JSX } from 'react';
import { adoptStyles } from '../runtime';
import { ChoiceGroup, SettingControls } from './ChoiceGroup';
import { LineIcon } from './LineIcon';
import { FONT_LABELS, FONTS, SPACINGS, TINTS, defaultComfort, type Comfort } from './comfort';
import { toolTitle, type ToolDeclaration } from './declaration';
import { linksAllowed, type ToolCommonProps } from './settings';
import { embedSnippet, embedUrl } from './share';
import type { SoundControls } from './sound';
import type { ToolShellProps } from './shell-props';
import css from './panel.css?inline';

/** Each tint's colour on its swatch (comfort.ts's list). */
const swatchRules = Object.entries(TINTS)
  .filter(([, tint]) => tint.color)
  .map(([name, tint]) => `.swatch[data-tint="${name}"]{--_swatch:${tint.color}}`)
  .join('');

const SPACING_LABELS = { normal: 'Normal', wide: 'Wide' } as const;
const CLOSE = 'M18 6 6 18M6 6l12 12';

export type SettingsPanelProps = {
  id: string;
  /** The shell's props: its held settings, its choices and its own controls. */
  shell: ToolShellProps;
  /** The tool and its common attributes, from the held settings or as the shell was given them. */
  tool: ToolDeclaration;
  common: ToolCommonProps;
  hidden: boolean;
  /** A second-level heading on a page with no h1 of its own, else a third-level one. */
  standalone: boolean;
  comfort: Comfort;
  choose: (change: Partial<Comfort>) => void;
  /** The volume control, for tools with sound. */
  sound?: SoundControls;
  announce: (message: string) => void;
  onClose: () => void;
};

/** Installs the panel's rules in the element's shadow root (the page's own styles hold on a page). */
export function adoptPanelStyles(root: Node): void {
  if (root instanceof ShadowRoot) adoptStyles(root, css + swatchRules, { more: true });
}

/** The settings a copied link carries besides the tool's own: reading comfort that differs from the default, and the embed's look. */
function shareSettings(comfort: Comfort, common: ToolCommonProps, own: Record<string, string> = {}): Record<string, string> {
  const params: Record<string, string> = { ...own };
  for (const key of ['font', 'spacing', 'tint'] as const) if (comfort[key] !== defaultComfort[key]) params[key] = comfort[key];
  if (common.bg === 'transparent') params.bg = 'transparent';
  if (common.audio === 'muted' || common.audio === 'enabled') params.audio = common.audio;
  if (!linksAllowed(common)) params.allowLinks = 'false';
  return params;
}

/**
 * The shell's settings panel: the tool's own settings, reading comfort, volume, and the copied link
 * and embed code. Loaded the first time it opens, so no tool carries it before then.
 */
export function SettingsPanel(props: SettingsPanelProps): JSX.Element {
  const { id, comfort, choose, sound, announce } = props;
  const { tool, common } = props;
  const { held, choices } = props.shell;
  const declared = held && choices && <SettingControls settings={held[3]} values={held[0]} set={held[1]} names={choices === true ? undefined : choices} />;
  const own = props.shell.settings;
  const panel = useRef<HTMLElement>(null);
  const [fallback, setFallback] = useState<{ label: string; text: string } | null>(null);
  const fallbackField = useRef<HTMLTextAreaElement>(null);

  const copy = async (label: 'Link' | 'Embed code') => {
    const url = embedUrl(tool, shareSettings(comfort, common, held?.[2] ?? props.shell.shareParams));
    // The frame's height is the tool's without the open panel.
    const shell = panel.current?.closest('.tool-shell')?.getBoundingClientRect().height ?? 0;
    const height = Math.max(480, Math.ceil((shell - (panel.current?.getBoundingClientRect().height ?? 0)) / 10) * 10);
    const text = label === 'Link' ? url : embedSnippet(url, toolTitle(tool), height);
    try {
      await navigator.clipboard.writeText(text);
      setFallback(null);
      announce(`${label} copied.`);
    } catch {
      setFallback({ label, text });
      announce(`${label} is selected below: copy it with Ctrl+C, or Command+C on a Mac.`);
    }
  };

  useEffect(() => {
    if (!fallback) return;
    fallbackField.current?.focus();
    fallbackField.current?.select();
  }, [fallback]);

  const Heading = props.standalone ? 'h2' : 'h3';

  return (
    <section
      ref={panel}
      id={id}
      className="settings-panel"
      aria-labelledby={`${id}-title`}
      hidden={props.hidden}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          props.onClose();
        }
      }}
    >
      <div className="settings-head">
        <Heading id={`${id}-title`}>Settings</Heading>
        <button type="button" className="tool-button icon" aria-label="Close settings" onClick={props.onClose}>
          <LineIcon d={CLOSE} />
        </button>
      </div>
      {(declared || own) && (
        <fieldset>
          <legend>{tool.name}</legend>
          <div className="settings-group">
            {declared}
            {own}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend>Reading comfort</legend>
        <div className="settings-group">
          <ChoiceGroup label="Font" options={FONTS} labels={FONT_LABELS} value={comfort.font} onChange={(font) => choose({ font })} />
          <ChoiceGroup label="Letter spacing" options={SPACINGS} labels={SPACING_LABELS} value={comfort.spacing} onChange={(spacing) => choose({ spacing })} />
          <div className="choice-row" role="radiogroup" aria-labelledby={`${id}-tint`}>
            <span className="choice-label" id={`${id}-tint`}>
              Background
            </span>
            {Object.entries(TINTS).map(([name, tint]) => (
              <label key={name} className="choice">
                <input
                  type="radio"
                  name={`${id}-tint`}
                  value={name}
                  checked={comfort.tint === name}
                  onChange={() => choose({ tint: name as Comfort['tint'] })}
                />
                <span className={tint.color ? 'swatch' : 'swatch none'} data-tint={name} aria-hidden="true" />
                {tint.label}
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      {sound && (
        <fieldset>
          <legend>Sound</legend>
          <div className="volume">
            <label htmlFor={`${id}-volume`}>Volume</label>
            <input
              id={`${id}-volume`}
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(sound.volume * 100)}
              onChange={(event) => sound.setVolume(Number((event.target as HTMLInputElement).value) / 100)}
            />
            <output htmlFor={`${id}-volume`}>{Math.round(sound.volume * 100)}%</output>
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend>Share</legend>
        <div className="settings-group">
          <p className="hint">Share this tool with these settings, or put it on your own page.</p>
          <div className="share-row">
            <button type="button" className="tool-button" onClick={() => void copy('Link')}>
              Copy link
            </button>
            <button type="button" className="tool-button" onClick={() => void copy('Embed code')}>
              Copy embed code
            </button>
          </div>
          {fallback && (
            <div className="share-fallback">
              <label htmlFor={`${id}-copy`}>{fallback.label}</label>
              <textarea id={`${id}-copy`} ref={fallbackField} readOnly value={fallback.text} onFocus={(e) => (e.target as HTMLTextAreaElement).select()} />
            </div>
          )}
        </div>
      </fieldset>
    </section>
  );
}
