import { useEffect, useState } from 'react';
import { Button } from '@/components/Button/Button';

/** Copies a text to the clipboard and says so for a moment ("Copied"), out loud too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (insecure page, refused): the text stays selectable
    }
  };

  return (
    <>
      <Button size="small" variant="outline" onClick={() => void copy()} aria-label={label}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
