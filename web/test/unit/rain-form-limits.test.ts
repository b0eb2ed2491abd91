import { describe, expect, it } from 'vitest';
import { RAIN_MAX_AMOUNT } from '@app/contracts';
import { checkRainForm } from '../../src/features/admin/components/rain/rain-form';

// The Rain tab said 'Enter a whole number of points from 1 to 10000000': a bound an admin has to count
// the zeros of, on the screen where an extra zero is the mistake to catch.
describe('the Rain form', () => {
  it('states the amount bounds with their thousands separated', () => {
    expect(checkRainForm(String(RAIN_MAX_AMOUNT + 1), '', '')).toEqual({ errors: { amount: 'Enter a whole number of points from 1 to 10,000,000' } });
  });

  it('builds the request from a valid form, the duration in milliseconds', () => {
    expect(checkRainForm('5000', '30', ' Rain! ')).toEqual({ body: { amount: 5000, durationMs: 30_000, message: 'Rain!' } });
    expect(checkRainForm('5000', '', '')).toEqual({ body: { amount: 5000 } });
  });
});
