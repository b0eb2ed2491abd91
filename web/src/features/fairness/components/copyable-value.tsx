import { CopyButton } from '@/components/ui/copy-button';

/** A long value (a seed, a hash) in monospace, with a copy button. */
export function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex items-center gap-2 rounded-md border border-border bg-background/60 px-3 py-2">
        <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid={testId}>
          {value}
        </code>
        <CopyButton value={value} what={label} className="size-7" />
      </div>
    </div>
  );
}
