import { describe, expect, it } from 'vitest';
import { radioArrowChoice } from '../../src/features/games/components/dice/radio-arrow-keys';

// WAI-ARIA radio group: an arrow key moves the focus and checks the radio it lands on, however short the press.
describe('the dice prediction: arrow keys select', () => {
  const predictions = ['over', 'under'] as const;
  it('moves to the next choice on Right/Down and the previous on Left/Up, wrapping around', () => {
    expect(radioArrowChoice(predictions, 'over', 'ArrowRight')).toBe('under');
    expect(radioArrowChoice(predictions, 'over', 'ArrowDown')).toBe('under');
    expect(radioArrowChoice(predictions, 'under', 'ArrowRight')).toBe('over');
    expect(radioArrowChoice(predictions, 'under', 'ArrowLeft')).toBe('over');
    expect(radioArrowChoice(predictions, 'over', 'ArrowUp')).toBe('under');
    expect(radioArrowChoice(['a', 'b', 'c'], 'b', 'ArrowLeft')).toBe('a');
  });

  it('leaves the choice alone for other keys', () => {
    expect(radioArrowChoice(predictions, 'over', 'Tab')).toBeNull();
    expect(radioArrowChoice(predictions, 'over', ' ')).toBeNull();
  });
});
