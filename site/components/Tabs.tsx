import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';

export type Tab = { id: string; label: string; panel: () => ComponentChildren };

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, Tab moves
 * into the panel. `label` names the tab list for screen readers.
 */
export function Tabs({
  tabs,
  label,
  class: className,
  bar,
}: {
  tabs: Tab[];
  label: string;
  class?: string;
  /** Shown beside the tab list, in the same bar. */
  bar?: ComponentChildren;
}) {
  const [selected, setSelected] = useState(tabs[0]!.id);
  const list = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    list.current?.querySelector<HTMLElement>(`#tab-${tab.id}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div class={className}>
      <div class="tab-bar">
      <div ref={list} class="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            class="tab"
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
          class="tab-panel"
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
