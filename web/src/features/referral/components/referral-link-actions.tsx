import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

const SHARE_TEXT = 'Join me and earn free points and Robux playing games!';

function openShare(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** The read-only link with Copy, and share buttons for X (Twitter) and Discord (copies, then opens Discord). */
export function ReferralLinkActions({ link, idPrefix }: { link: string; idPrefix: string }) {
  const inputId = `${idPrefix}-referral-link`;
  return (
    <div className="space-y-3">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Your referral link</Label>
        <div className="flex gap-2">
          <Input id={inputId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid={`${idPrefix}-referral-link`} />
          <Button type="button" variant="outline" onClick={() => void copyToClipboard(link, 'Referral link')} data-testid={`${idPrefix}-referral-copy`}>
            <Copy aria-hidden /> Copy
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => openShare(`https://twitter.com/intent/tweet?text=${encodeURIComponent(SHARE_TEXT)}&url=${encodeURIComponent(link)}`)}
          data-testid={`${idPrefix}-share-twitter`}
        >
          <Share2 aria-hidden /> Share on X
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            void copyToClipboard(`${SHARE_TEXT} ${link}`, 'Invite message').then(() => openShare('https://discord.com/channels/@me'));
          }}
          data-testid={`${idPrefix}-share-discord`}
        >
          <MessageCircle aria-hidden /> Share on Discord
        </Button>
      </div>
    </div>
  );
}
