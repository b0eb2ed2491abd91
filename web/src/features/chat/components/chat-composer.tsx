import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useSendChatMessage } from '../api/send-chat-message';
import { ComposerNotice } from './composer-notice-line';
import { holdAfterSendError, type ComposerHold } from './composer-notice';
import { canSendText, composerLength, repeatsLastSent, textAfterSent, type SentLine } from './composer-text';
import { useSecondsLeft } from '@/hooks/use-seconds-left';


const NOTICE_ID = 'chat-composer-notice';

/**
 * The message box: Enter sends, Shift+Enter starts a new line; trimmed, non-empty, at most 500
 * characters; disabled while the socket is down. A line not sent (a duplicate, the rate limit) stays in
 * the box with the reason under it; while the rate limit runs, Send waits for its countdown.
 */
export function ChatComposer({ disabled }: { disabled: boolean }) {
  const [text, setText] = useState('');
  const [hold, setHold] = useState<ComposerHold | null>(null);
  const send = useSendChatMessage();
  const lastSent = useRef<SentLine | null>(null);
  const rateLimitSecondsLeft = useSecondsLeft(hold?.reason === 'rate-limited' ? hold.until : null);
  const rateLimited = hold?.reason === 'rate-limited' && rateLimitSecondsLeft > 0;
  const trimmed = text.trim();
  const length = composerLength(text);
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !disabled && !send.isPending && !rateLimited && canSendText(text);

  // the countdown ran out: sending works again, so the notice goes
  useEffect(() => {
    if (hold?.reason === 'rate-limited' && rateLimitSecondsLeft === 0) setHold(null);
  }, [hold, rateLimitSecondsLeft]);

  function submit() {
    if (!canSend) return;
    const now = Date.now();
    if (repeatsLastSent(lastSent.current, trimmed, now)) {
      setHold({ reason: 'duplicate' });
      return;
    }
    setHold(null);
    send.mutate(
      { message: trimmed },
      {
        onSuccess: (answer) => {
          // the server's duplicate (the same text from another tab within 1 s): not sent from here, so kept
          if (answer.duplicate) {
            setHold({ reason: 'duplicate' });
            return;
          }
          // Only an accepted line counts as sent: a retry after a failure must go through.
          lastSent.current = { text: trimmed, at: now };
          setText((current) => textAfterSent(current, trimmed));
        },
        onError: (error) => setHold(holdAfterSendError(error, Date.now())),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="flex flex-col gap-1 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor="chat-input" className="sr-only">
        Chat message
      </Label>
      <div className="flex items-end gap-2">
        <textarea
          id="chat-input"
          rows={1}
          value={text}
          // no maxLength: it counts UTF-16 units and would cut 500 emoji at 250; the count below says when it is too long
          disabled={disabled}
          placeholder={disabled ? 'Connecting to chat...' : 'Type a message...'}
          aria-describedby={hold ? NOTICE_ID : undefined}
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setText(event.target.value);
            // a changed text is no longer the duplicate; the rate limit's countdown stays
            if (hold?.reason !== 'rate-limited') setHold(null);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-background/60 px-3 py-2 text-sm',
            'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
          data-testid="chat-input"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" data-testid="chat-send">
          {send.isPending ? <Spinner /> : <Send aria-hidden />}
        </Button>
      </div>
      <div className="flex items-start gap-2">
        {hold ? <ComposerNotice id={NOTICE_ID} hold={hold} secondsLeft={rateLimitSecondsLeft} /> : null}
        <p
          className={cn('ml-auto text-right text-[10px] tabular-nums', tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}
          data-testid="chat-char-count"
          data-too-long={tooLong || undefined}
        >
          {length}/{CHAT_MESSAGE_MAX_LENGTH}
        </p>
      </div>
    </form>
  );
}
