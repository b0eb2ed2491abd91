import { describe, expect, it } from 'vitest';
import { chatToggleLabel } from '../../src/features/chat/components/chat-toggle-label';
import { rainSecondsLeftLabel } from '../../src/features/chat/components/use-open-rain';

// A rain used to be visible only inside the closed chat drawer. The closed chat's button now carries the
// rain's countdown, on screen as a badge and in the button's accessible name.
describe("the chat button's name", () => {
  it('is "Live Chat" while the chat is closed and no rain is open', () => {
    expect(chatToggleLabel(false, null)).toBe('Live Chat');
  });

  it("tells the open rain's seconds left while the chat is closed, after the visible text", () => {
    expect(chatToggleLabel(false, 12)).toBe('Live Chat, rain open: 12 seconds left to join');
    expect(chatToggleLabel(false, 1)).toBe('Live Chat, rain open: 1 second left to join');
  });

  it('is "Close Chat" while the chat is open, the rain banner being on screen then', () => {
    expect(chatToggleLabel(true, null)).toBe('Close Chat');
    expect(chatToggleLabel(true, 12)).toBe('Close Chat');
  });
});

describe("the rain countdown badge's spoken text", () => {
  it('counts whole seconds, singular for one', () => {
    expect(rainSecondsLeftLabel(15)).toBe('15 seconds left');
    expect(rainSecondsLeftLabel(1)).toBe('1 second left');
  });
});
