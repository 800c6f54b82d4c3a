import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown to sanitised HTML, safe to put into the page. */
export function renderMarkdown(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }));
}
