import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { id: string; label: string; panel: () => ReactNode };

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, Tab moves
 * into the panel. `label` names the tab list for screen readers.
 */
export function Tabs({
  tabs,
  label,
  className,
  bar,
}: {
  tabs: Tab[];
  label: string;
  className?: string;
  /** Shown beside the tab list, in the same bar. */
  bar?: ReactNode;
}) {
  const [selected, setSelected] = useState(tabs[0]!.id);
  const list = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    list.current?.querySelector<HTMLElement>(`#tab-${tab.id}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={className}>
      <div className="tab-bar">
      <div ref={list} className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            className="tab"
            aria-selected={tab.id === selected ? 'true' : 'false'}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {bar}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          className="tab-panel"
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.id === selected && tab.panel()}
        </div>
      ))}
    </div>
  );
}
