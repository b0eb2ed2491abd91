import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A long value (a seed, a hash) in monospace, with a copy button. */
export function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex items-center gap-2 rounded-md border border-border bg-background/60 px-3 py-2">
        <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid={testId}>
          {value}
        </code>
        <Button
          size="icon"
          variant="ghost"
          className="size-7"
          aria-label={`Copy ${label}`}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </div>
    </div>
  );
}
