import { useState } from 'react';
import { Button } from '@/components/Button/Button';
import { formatCalendarDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useWaitForBagMutation } from '@/lib/watchesApi';

interface WatchButtonProps {
  itemId: string;
  /** The dates to wait for; none: the bag's next free days. */
  start?: string;
  end?: string;
}

/** "Tell me when it's free": one notification (in-app and by email) when the bag frees up for these dates. */
export function WatchButton({ itemId, start, end }: WatchButtonProps) {
  const [wait, { isLoading }] = useWaitForBagMutation();
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const dated = Boolean(start && end);

  const ask = async () => {
    const result = await wait(dated ? { id: itemId, start, end } : { id: itemId });
    if ('error' in result) setAnswer({ tone: 'error', text: errorText(result.error, 'Failed to save the watch') });
    else
      setAnswer({
        tone: 'ok',
        text: dated
          ? `We'll tell you when it's free ${formatCalendarDate(start)} – ${formatCalendarDate(end)}.`
          : "We'll tell you when it's free.",
      });
  };

  if (answer?.tone === 'ok') {
    return (
      <p className="hint" role="status">
        {answer.text}
      </p>
    );
  }
  return (
    <span>
      <Button size="small" variant="outline" onClick={ask} disabled={isLoading}>
        Tell me when it&apos;s free
      </Button>
      {answer && (
        <span className="field-error" role="alert">
          {' '}
          {answer.text}
        </span>
      )}
    </span>
  );
}
