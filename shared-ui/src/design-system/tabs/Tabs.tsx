import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface TabItem {
  /** Stable key of the tab, passed to `onSelectedChange`. */
  id: string;
  /** The tab's text, e.g. "Values (6)". */
  label: ReactNode;
  /** The panel shown when the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "About page sections". */
  label: string;
  /** The selected tab when controlled. */
  selectedId?: string;
  /** The first selected tab when uncontrolled. Default: the first enabled tab. */
  defaultSelectedId?: string;
  onSelectedChange?: (id: string) => void;
  /**
   * `automatic` (default): arrow keys select as they move. `manual`: arrows only move focus and
   * Enter or Space selects, for panels that are slow to render.
   */
  activation?: 'automatic' | 'manual';
  /**
   * Keep every panel mounted (hidden unless selected), so unsaved input in one tab survives a visit
   * to another. Default false: only the selected panel is rendered.
   */
  keepMounted?: boolean;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: tablist, tab and tabpanel roles, `aria-selected`, one tab in the
 * Tab order, Left/Right arrows (wrapping), Home and End to move between tabs.
 */
export function Tabs({
  tabs,
  label,
  selectedId,
  defaultSelectedId,
  onSelectedChange,
  activation = 'automatic',
  keepMounted = false,
  className,
}: TabsProps) {
  useDesignSystemStyles();
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedId);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const wanted = selectedId ?? uncontrolled;
  const selected = enabled.find((tab) => tab.id === wanted)?.id ?? enabled[0]?.id;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function select(id: string) {
    if (id === selected) return;
    if (selectedId === undefined) setUncontrolled(id);
    onSelectedChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = enabled.findIndex((tab) => tab.id === (event.target as HTMLElement).dataset.tabId);
    if (current === -1 || enabled.length === 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (current + 1) % enabled.length;
        break;
      case 'ArrowLeft':
        next = (current - 1 + enabled.length) % enabled.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[next];
    if (!target) return;
    tabRefs.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  }

  return (
    <div className={cx('pui-tabs', className)}>
      <div role="tablist" aria-label={label} className="pui-tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              data-tab-id={tab.id}
              aria-selected={isSelected}
              aria-controls={isSelected || keepMounted ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className="pui-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        if (!isSelected && !keepMounted) return null;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            hidden={!isSelected}
            className="pui-tabs__panel"
          >
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}
