import { Accordion } from '@/components/Accordion/Accordion';
import { FAQ_SECTIONS } from './faqContent';
import styles from './FaqSections.module.css';

export function FaqSections() {
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label="FAQ sections">
        <ul>
          {FAQ_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sections}>
        {FAQ_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <Accordion
              items={section.entries.map((entry) => ({
                title: entry.question,
                content: entry.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
              }))}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
