import { useEffect, useState } from 'react';
import { Button } from '@/components/Button/Button';

/** Copies a text to the clipboard and says so for a moment ("Copied"), out loud too; `what` completes its name ("Copy reference number"). */
export function CopyButton({ text, what }: { text: string; what: string }) {
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
      <Button size="small" variant="outline" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'} <span className="visually-hidden">{what}</span>
      </Button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
