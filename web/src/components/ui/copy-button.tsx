import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { cn } from '@/lib/utils';
import { Button } from './button';

const CHECK_SHOWN_MS = 2000;

/**
 * An icon button that copies `value` (a seed, an id): a toast says it was copied (or that the clipboard
 * refused, so the player copies it by hand), and the icon turns into a check for a moment. `what` names the
 * value in its label ('Copy Server seed') and in the toast.
 */
export function CopyButton({ value, what, className, testId }: { value: string; what: string; className?: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CHECK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      className={cn('size-8 shrink-0', className)}
      aria-label={`Copy ${what}`}
      title={`Copy ${what}`}
      onClick={() => void copyToClipboard(value, what).then(setCopied)}
      data-testid={testId}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
    </Button>
  );
}
