import { describe, expect, it } from 'vitest';
import { ZPostChatSendRequest, ZSocketChatMessagePayload } from '@app/contracts';

describe('chat message contract', () => {
  it('trims the message and accepts 500 characters', () => {
    expect(ZPostChatSendRequest.parse({ message: `  ${'a'.repeat(500)}  ` }).message).toHaveLength(500);
  });

  it('refuses 501 characters with "Message must be at most 500 characters" on the message field', () => {
    const r = ZPostChatSendRequest.safeParse({ message: 'a'.repeat(501) });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['message'], message: 'Message must be at most 500 characters' });
  });

  it('refuses a message that is only spaces', () => {
    expect(ZPostChatSendRequest.safeParse({ message: '   ' }).success).toBe(false);
  });

  it('keeps HTML as literal text', () => {
    expect(ZSocketChatMessagePayload.parse({ message: '<b>hi</b> & <script>x</script>' }).message).toBe('<b>hi</b> & <script>x</script>');
  });
});
