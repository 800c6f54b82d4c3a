import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

function AccordionEntry({ item }: { item: AccordionItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-trigger`}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {item.title}
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`} className={styles.panel} hidden={!open}>
        {item.content}
      </div>
    </li>
  );
}

/** Disclosure list: each title toggles its own panel. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <ul className={styles.accordion}>
      {items.map((item) => (
        <AccordionEntry key={item.title} item={item} />
      ))}
    </ul>
  );
}
