import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type JSX, type ReactNode } from 'react';
import { ChoiceGroup } from './ChoiceGroup';
import { LineIcon } from './LineIcon';
import { FONT_LABELS, FONTS, SPACINGS, TINTS, defaultComfort, useComfort, type Comfort } from './comfort';

const SPACING_LABELS = { normal: 'Normal', wide: 'Wide' } as const;
import { CelebrateContext, fireConfetti, prefersReducedMotion, type CelebrateOptions } from './confetti';
import { embedSnippet, embedUrl, kitOrigin, siteUrl, type ToolCommonProps } from './settings';
import { applyAudioAttribute, audioUnlocked, unlockAudio, useSound } from './sound';
import { toolTitle, type ToolDeclaration } from './declaration';

export type ToolShellProps = {
  /** The tool's declaration: its name is the shell's heading, its route the shared link's page. */
  tool: ToolDeclaration;
  common: ToolCommonProps;
  /** The tool's own settings controls, shown first in the settings panel. */
  settings?: ReactNode;
  /** The tool's current own settings, carried by the copied link and embed code. */
  shareParams?: Record<string, string>;
  /** Shows mute and volume controls. */
  sound?: boolean;
  /** The tool's main buttons, in the shell's top bar. */
  toolbar?: ReactNode;
  children: ReactNode;
};

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/** Says something to screen-reader users through the shell's polite live region. */
export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}

/**
 * Whether the tool is shown somewhere other than its own page on the VERSE site: framed, on an
 * embed page, or on a partner's page.
 */
function isEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  return window.parent !== window || location.pathname.startsWith('/embed/') || location.origin !== kitOrigin();
}

/** Links are allowed unless `allow-links="false"` (or the property set to false): absent means allowed. */
const linksAllowed = (common: ToolCommonProps) => String(common.allowLinks ?? true) !== 'false';

/** The settings a copied link carries besides the tool's own: reading comfort that differs from the default, and the embed's look. */
function shareSettings(comfort: Comfort, common: ToolCommonProps, own: Record<string, string> = {}): Record<string, string> {
  const params: Record<string, string> = { ...own };
  for (const key of ['font', 'spacing', 'tint'] as const) if (comfort[key] !== defaultComfort[key]) params[key] = comfort[key];
  if (common.bg === 'transparent') params.bg = 'transparent';
  if (common.audio === 'muted' || common.audio === 'enabled') params.audio = common.audio;
  if (!linksAllowed(common)) params.allowLinks = 'false';
  return params;
}

const icons = {
  settings: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
  speaker: 'M11 5 6 9H2v6h4l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
  muted: 'M11 5 6 9H2v6h4l5 4V5zM23 9l-6 6M17 9l6 6',
  close: 'M18 6 6 18M6 6l12 12',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
};

/**
 * The frame every student tool renders in: title, the tool's toolbar, a settings panel (the
 * tool's own settings, reading comfort, sound, copy link and embed code), a polite live region,
 * and the celebration layer. It also unlocks sound on the first gesture inside the tool.
 */
export function ToolShell(props: ToolShellProps): JSX.Element {
  const { tool, common, settings, shareParams, sound = false, toolbar, children } = props;
  const id = useId();
  const panelId = `${id}-settings`;
  const root = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [still, setStill] = useState(false);
  const [fallback, setFallback] = useState<{ label: string; text: string } | null>(null);
  const fallbackField = useRef<HTMLTextAreaElement>(null);
  const [standalone, setStandalone] = useState(false);
  const [embedded, setEmbedded] = useState(false);
  const [comfort, choose] = useComfort(common);
  const controls = useSound();

  useEffect(() => {
    setEmbedded(isEmbedded());
    // The tool's title is the page's h1 unless the page has one (an embed page names the tool in its own).
    setStandalone(!document.querySelector('h1'));
  }, []);

  useEffect(() => applyAudioAttribute(common.audio), [common.audio]);

  const announce = useCallback((message: string) => {
    const region = live.current;
    if (!region) return;
    // Emptied first, so the same message twice is read twice.
    region.textContent = '';
    setTimeout(() => {
      region.textContent = message;
    }, 60);
  }, []);

  const stillTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showStill = useCallback(() => {
    setStill(true);
    clearTimeout(stillTimer.current);
    stillTimer.current = setTimeout(() => setStill(false), 2000);
  }, []);
  useEffect(() => () => clearTimeout(stillTimer.current), []);

  const celebrate = useCallback(
    (options: CelebrateOptions = {}) => {
      if (prefersReducedMotion() || !layer.current) return showStill();
      fireConfetti(layer.current, options.particles ?? 150).catch((error: unknown) => {
        console.warn('VERSE: confetti could not start; a still celebration shows instead.', error);
        showStill();
      });
    },
    [showStill],
  );

  const unlock = () => {
    if (!audioUnlocked()) unlockAudio();
  };

  const closePanel = () => {
    setOpen(false);
    settingsButton.current?.focus();
  };

  const copy = async (label: 'Link' | 'Embed code') => {
    const params = shareSettings(comfort, common, shareParams);
    const url = embedUrl(tool, params);
    const height = Math.max(480, Math.ceil(((root.current?.getBoundingClientRect().height ?? 0) - (open ? panelHeight() : 0)) / 10) * 10);
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
  const panelHeight = () => root.current?.querySelector('.settings-panel')?.getBoundingClientRect().height ?? 0;

  useEffect(() => {
    if (!fallback) return;
    fallbackField.current?.focus();
    fallbackField.current?.select();
  }, [fallback]);

  const Heading = standalone ? 'h1' : 'h2';
  const PanelHeading = standalone ? 'h2' : 'h3';
  const showLink = embedded && linksAllowed(common);

  return (
    <AnnounceContext.Provider value={announce}>
      <CelebrateContext.Provider value={celebrate}>
        <div
          ref={root}
          className="tool-shell"
          data-tool={tool.id}
          data-font={comfort.font}
          data-spacing={comfort.spacing}
          data-tint={comfort.tint === 'none' ? undefined : comfort.tint}
          data-bg={common.bg === 'transparent' ? 'transparent' : undefined}
          onPointerDownCapture={unlock}
          onKeyDownCapture={unlock}
        >
          <header className="tool-bar">
            <Heading className="tool-title">{tool.name}</Heading>
            {toolbar && <div className="tool-toolbar">{toolbar}</div>}
            <div className="shell-actions">
              {sound && (
                <button
                  type="button"
                  className="tool-button icon"
                  aria-pressed={controls.muted}
                  aria-label="Mute sound"
                  title={controls.muted ? 'Sound is off' : 'Sound is on'}
                  onClick={() => controls.setMuted(!controls.muted)}
                >
                  <LineIcon d={controls.muted ? icons.muted : icons.speaker} />
                </button>
              )}
              <button
                type="button"
                ref={settingsButton}
                className="tool-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => (open ? closePanel() : setOpen(true))}
              >
                <LineIcon d={icons.settings} />
                <span className="label-wide">Settings</span>
              </button>
              {showLink && (
                <a className="tool-link" href={siteUrl(tool)} target="_blank" rel="noopener">
                  Open in VERSE
                </a>
              )}
            </div>
          </header>

          <section
            id={panelId}
            className="settings-panel"
            aria-labelledby={`${panelId}-title`}
            hidden={!open}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                closePanel();
              }
            }}
          >
            <div className="settings-head">
              <PanelHeading id={`${panelId}-title`}>Settings</PanelHeading>
              <button type="button" className="tool-button icon" aria-label="Close settings" onClick={closePanel}>
                <LineIcon d={icons.close} />
              </button>
            </div>
            {settings && (
              <fieldset>
                <legend>{tool.name}</legend>
                <div className="settings-group">{settings}</div>
              </fieldset>
            )}
            <fieldset>
              <legend>Reading comfort</legend>
              <div className="settings-group">
                <ChoiceGroup label="Font" options={FONTS} labels={FONT_LABELS} value={comfort.font} onChange={(font) => choose({ font })} />
                <ChoiceGroup label="Letter spacing" options={SPACINGS} labels={SPACING_LABELS} value={comfort.spacing} onChange={(spacing) => choose({ spacing })} />
                <div className="choice-row" role="radiogroup" aria-labelledby={`${panelId}-tint`}>
                  <span className="choice-label" id={`${panelId}-tint`}>
                    Background
                  </span>
                  {Object.entries(TINTS).map(([name, tint]) => (
                    <label key={name} className="choice">
                      <input
                        type="radio"
                        name={`${panelId}-tint`}
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
                  <label htmlFor={`${panelId}-volume`}>Volume</label>
                  <input
                    id={`${panelId}-volume`}
                    type="range"
                    min={0}
                    max={100}
                    step={5}
                    value={Math.round(controls.volume * 100)}
                    onChange={(event) => controls.setVolume(Number((event.target as HTMLInputElement).value) / 100)}
                  />
                  <output htmlFor={`${panelId}-volume`}>{Math.round(controls.volume * 100)}%</output>
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
                    <label htmlFor={`${panelId}-copy`}>{fallback.label}</label>
                    <textarea id={`${panelId}-copy`} ref={fallbackField} readOnly value={fallback.text} onFocus={(e) => (e.target as HTMLTextAreaElement).select()} />
                  </div>
                )}
              </div>
            </fieldset>
          </section>

          <div className="tool-body">{children}</div>

          <div ref={live} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
          <div ref={layer} className="celebration-layer" aria-hidden="true">
            <div className="still-badge" hidden={!still}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={icons.star} fill="#f0a500" stroke="#8a5a00" strokeWidth={1} strokeLinejoin="round" />
              </svg>
            </div>
          </div>
        </div>
      </CelebrateContext.Provider>
    </AnnounceContext.Provider>
  );
}
