import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ParkTab {
  id: string;
  label: string;
}

interface Props {
  tabs: readonly ParkTab[];
  active: string;
  onSelect(id: string): void;
  /** The active tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the ARIA authoring practices describe them: one tab in the Tab order, arrow keys (and
 * Home, End) move between tabs and show each at once, and the panel is named by its tab.
 */
export function ParkTabs({ tabs, active, onSelect, children }: Props) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <>
      <div className="park-tabs" role="tablist" aria-label="Parks" onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="park-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="park-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
