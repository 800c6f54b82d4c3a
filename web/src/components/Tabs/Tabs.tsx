import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './Tabs.module.css';

export interface TabDef<T extends string = string> {
  id: T;
  label: string;
  /** A count shown next to the label; hidden when 0 or missing. */
  badge?: number;
  /** Spoken after the count, e.g. "pending". */
  badgeLabel?: string;
}

interface TabsProps<T extends string> {
  tabs: TabDef<T>[];
  active: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  idPrefix: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** An accessible tab list: arrow keys, Home and End move between tabs (roving focus). */
export function Tabs<T extends string>({ tabs, active, onChange, label, idPrefix, orientation = 'horizontal', className }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  // Centres the selected tab when the list scrolls sideways (phones), clear of both cut edges;
  // the list itself scrolls, not the page or dialog around it.
  useEffect(() => {
    const reveal = () => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const listBox = list.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [active]);

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === active);
    const next = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight', 'ArrowDown'];
    const prev = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft', 'ArrowUp'];
    if (next.includes(event.key)) focusTab(index + 1);
    else if (prev.includes(event.key)) focusTab(index - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the selected tab takes focus, not the list
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={`${styles.list} ${styles[orientation]} ${className ?? ''}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.id)}
          >
            <span className={styles.label}>{tab.label}</span>{' '}
            {tab.badge ? (
              <span className={styles.badge}>
                {tab.badge}
                {tab.badgeLabel && <span className="visually-hidden"> {tab.badgeLabel}</span>}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
