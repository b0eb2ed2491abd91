import { describe, expect, it } from 'vitest';
import { describeConnectionError } from '../../src/domain/connection-error.js';

describe('database connection errors', () => {
  it("shows the driver's message", () => {
    expect(describeConnectionError(new Error('password authentication failed for user "x"'))).toBe('password authentication failed for user "x"');
  });

  it('shows the first inner error of an empty AggregateError (a host with several addresses)', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED ::1:1'), { code: 'ECONNREFUSED' });
    expect(describeConnectionError(new AggregateError([inner, new Error('connect ECONNREFUSED 127.0.0.1:1')], ''))).toBe('connect ECONNREFUSED ::1:1');
  });

  it('falls back to the error code, then to a generic sentence', () => {
    expect(describeConnectionError({ code: 'ETIMEDOUT' })).toBe('ETIMEDOUT');
    expect(describeConnectionError(undefined)).toBe('Could not connect to the database');
  });
});
