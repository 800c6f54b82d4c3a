import { useEffect, useState } from 'react';
import { renderMarkdown } from '@/lib/markdown';

export type MarkdownDocument = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' };

async function fetchMarkdown(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, headers: { Accept: 'text/markdown, text/plain' } });
  // An HTML answer is the app's own page served for a missing file, not the document.
  if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
    throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  }
  return response.text();
}

/** Fetches a static markdown file and renders it to sanitised HTML. */
export function useMarkdownDocument(url: string): MarkdownDocument {
  const [document, setDocument] = useState<MarkdownDocument>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setDocument({ status: 'loading' });
    fetchMarkdown(url, controller.signal)
      .then((markdown) => setDocument({ status: 'ready', html: renderMarkdown(markdown) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed to load document:', error);
        setDocument({ status: 'error' });
      });
    return () => controller.abort();
  }, [url]);

  return document;
}
