import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type JSX } from 'react';
import { LineIcon } from './LineIcon';
import { useComfort } from './comfort';
import { CelebrateContext, prefersReducedMotion, type CelebrateOptions } from './confetti';
import { kitOrigin, linksAllowed, siteUrl } from './settings';
import { applyAudioAttribute, audioUnlocked, unlockAudio, useSound } from './sound';
import type { ToolSettings } from './declaration';
import type { SettingsPanel } from './SettingsPanel';
import type { ToolShellProps } from './shell-props';

export type { ToolShellProps };


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
  // The build, drawing a tool's first screen, has no page: it gives an embed page's address as
  // `location` (scripts/vite/first-screen-render.tsx), and nothing else.
  if (typeof location === 'undefined') return false;
  return location.pathname.startsWith('/embed/') || window.parent !== window || location.origin !== kitOrigin();
}

const icons = {
  settings: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
  speaker: 'M11 5 6 9H2v6h4l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
  muted: 'M11 5 6 9H2v6h4l5 4V5zM23 9l-6 6M17 9l6 6',
};

/**
 * The frame every student tool renders in: title, the tool's toolbar, a settings panel (the
 * tool's own settings, reading comfort, sound, copy link and embed code: `SettingsPanel.tsx`,
 * loaded the first time it opens), a polite live region, and the celebration layer. It also
 * unlocks sound on the first gesture inside the tool.
 */
export function ToolShell<T extends ToolSettings>(props: ToolShellProps<T>): JSX.Element {
  const { sound = false, toolbar, children } = props;
  // The held settings carry the tool and its common attributes; a tool without declared settings names them.
  const { tool, common } = props.held ? props.held[4] : props;
  const id = useId();
  const panelId = `${id}-settings`;
  const root = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<typeof SettingsPanel>();
  const [standalone, setStandalone] = useState(false);
  // From the first render: the first screen drawn before any script shows what the live tool shows.
  const [embedded] = useState(isEmbedded);
  const [comfort, choose] = useComfort(common);
  const controls = useSound();

  useEffect(() => {
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

  // The celebration (confetti, or the still star) loads with the tool's first success.
  const celebrate = useCallback((options: CelebrateOptions = {}) => {
    const here = layer.current;
    if (!here) return;
    const still = prefersReducedMotion();
    import('./celebration').then(
      ({ fireConfetti, showStill }) => {
        // The tool may have left the page while the part loaded.
        if (!here.isConnected) return;
        if (still) return showStill(here);
        fireConfetti(here, options.particles ?? 150).catch((error: unknown) => {
          console.warn('VERSE: confetti could not start; a still celebration shows instead.', error);
          showStill(here);
        });
      },
      (error: unknown) => console.warn('VERSE: the celebration could not load.', error),
    );
  }, []);

  const unlock = () => {
    if (!audioUnlocked()) unlockAudio();
  };

  const closePanel = () => {
    setOpen(false);
    settingsButton.current?.focus();
  };

  const openPanel = () => {
    if (Panel) return setOpen(true);
    import('./SettingsPanel').then(
      (panel) => {
        if (root.current) panel.adoptPanelStyles(root.current.getRootNode());
        setPanel(() => panel.SettingsPanel);
        setOpen(true);
      },
      () => announce('Settings could not open. Check the connection, then try again.'),
    );
  };

  const Heading = standalone ? 'h1' : 'h2';
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
            <Heading className="tool-title">{common.heading?.trim() || tool.name}</Heading>
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
                aria-controls={Panel && panelId}
                onClick={() => (open ? closePanel() : openPanel())}
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

          {Panel && (
            <Panel
              id={panelId}
              shell={props as ToolShellProps}
              tool={tool}
              common={common}
              hidden={!open}
              standalone={standalone}
              comfort={comfort}
              choose={choose}
              sound={sound ? controls : undefined}
              announce={announce}
              onClose={closePanel}
            />
          )}

          <div className="tool-body">{children}</div>

          <div ref={live} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
          <div ref={layer} className="celebration-layer" aria-hidden="true" />
        </div>
      </CelebrateContext.Provider>
    </AnnounceContext.Provider>
  );
}
