import { describe, expect, it } from 'vitest';
import { ZChatMessageText } from '@app/contracts';
import { DUPLICATE_WINDOW_MS, canSendText, repeatsLastSent, textAfterSent } from '../../src/features/chat/components/composer-text';

describe('the chat box after a line was accepted', () => {
  it('is emptied when it still shows the sent line', () => {
    expect(textAfterSent('hello', 'hello')).toBe('');
    expect(textAfterSent('  hello \n', 'hello')).toBe('');
  });

  it('keeps what the player typed while the line was sending', () => {
    expect(textAfterSent('hello, and more', 'hello')).toBe('hello, and more');
    expect(textAfterSent('a new line', 'hello')).toBe('a new line');
    expect(textAfterSent('', 'hello')).toBe('');
  });
});

describe('a repeated line', () => {
  const accepted = { text: 'gg', at: 10_000 };

  it('is dropped when the same accepted line is sent again within the window', () => {
    expect(repeatsLastSent(accepted, 'gg', 10_000 + DUPLICATE_WINDOW_MS - 1)).toBe(true);
  });

  it('goes through after the window, or when it is another text, or when nothing was accepted yet (a retry after a failure)', () => {
    expect(repeatsLastSent(accepted, 'gg', 10_000 + DUPLICATE_WINDOW_MS)).toBe(false);
    expect(repeatsLastSent(accepted, 'gl', 10_001)).toBe(false);
    expect(repeatsLastSent(null, 'gg', 10_001)).toBe(false);
  });
});

describe('the text the box lets a player send', () => {
  const samples = {
    'a short line': 'hi',
    'only spaces and new lines': '   \n  ',
    '500 letters': 'a'.repeat(500),
    '501 letters': 'a'.repeat(501),
    '500 letters between spaces (trimmed)': `  ${'a'.repeat(500)}\n `,
    '500 emoji (1,000 UTF-16 code units)': '😀'.repeat(500),
    '501 emoji': '😀'.repeat(501),
    '499 letters and an emoji': `${'a'.repeat(499)}🎉`,
  };

  for (const [name, text] of Object.entries(samples)) {
    it(`is what the server accepts: ${name}`, () => {
      expect(canSendText(text)).toBe(ZChatMessageText.safeParse(text).success);
    });
  }

  it('counts an emoji as one character, as the spec’s 500 characters mean', () => {
    expect(canSendText('😀'.repeat(500))).toBe(true);
    expect(canSendText('😀'.repeat(501))).toBe(false);
  });
});
