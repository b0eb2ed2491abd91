import { describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MS, repeatsLastSent, textAfterSent } from '../../src/features/chat/components/composer-text';

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
