import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/**
 * Copies a withdrawal's full ID: the table shows 8 characters and the rest only in a hover title, which a
 * phone cannot reach. The button is 32 px, a finger's size on the phone's card.
 */
export function CopyIdButton({ id }: { id: string }) {
  return (
    <Button type="button" size="icon" variant="ghost" className="size-8 shrink-0" aria-label="Copy withdrawal ID" title="Copy withdrawal ID" onClick={() => void copyToClipboard(id, 'Withdrawal ID')} data-testid="withdrawal-copy-id">
      <Copy aria-hidden />
    </Button>
  );
}
