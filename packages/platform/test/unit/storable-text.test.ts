import { describe, expect, it } from 'vitest';
import { AppError, assertStorableText, findUnstorableText, textFlaw } from '@app/platform';

const refusal = (value: unknown, where = 'body') => {
  try {
    assertStorableText(value, where);
    return null;
  } catch (err) {
    return err instanceof AppError ? { code: err.code, status: err.status, message: err.message, field: err.field } : err;
  }
};

describe('text PostgreSQL can store', () => {
  it('finds a NUL and a lone surrogate of either half, and nothing in ordinary text', () => {
    expect(textFlaw('ab\u0000cd')).toBe('nul');
    expect(textFlaw('\u0000')).toBe('nul');
    expect(textFlaw('ab\ud800cd')).toBe('unpaired-surrogate');
    expect(textFlaw('ab\udc00cd')).toBe('unpaired-surrogate');
    expect(textFlaw('ab\ud800')).toBe('unpaired-surrogate');
    expect(textFlaw('\udc00\ud800')).toBe('unpaired-surrogate'); // both halves, in the wrong order
    for (const fine of ['', 'plain', '😀🎰', 'x\u202ey', 'a\u0001\u001fb', '\u200b', '\u00a0', '%00', '\\u0000']) expect(textFlaw(fine)).toBeNull();
  });

  it('walks objects and arrays to the first offender and names it by its dotted path', () => {
    expect(findUnstorableText({ firstName: 'ab\u0000cd' })).toEqual({ path: 'firstName', flaw: 'nul', inKey: false });
    expect(findUnstorableText({ details: { username: 'ok', reason: 'a\ud800b' } })).toEqual({ path: 'details.reason', flaw: 'unpaired-surrogate', inKey: false });
    expect(findUnstorableText({ bets: [{ type: 'red' }, { type: 'x\u0000' }] })).toEqual({ path: 'bets.1.type', flaw: 'nul', inKey: false });
    expect(findUnstorableText({ a: 'a\u0000', b: 'b\u0000' })?.path).toBe('a');
    expect(findUnstorableText('a\u0000')).toEqual({ path: '', flaw: 'nul', inKey: false });
  });

  it('checks object keys too, showing the bad key escaped', () => {
    expect(findUnstorableText({ settings: { 'a\u0000b': 1 } })).toEqual({ path: 'settings.a\\u0000b', flaw: 'nul', inKey: true });
    expect(refusal({ 'k\ud800': 'v' })).toMatchObject({ field: 'k\\ud800', message: 'k\\ud800: a field name must not contain an unpaired surrogate (half of an emoji or other character)' });
  });

  it('lets numbers, booleans, null and clean nested text through', () => {
    expect(findUnstorableText({ betAmount: 10, auto: true, note: null, bets: [{ numbers: [1, 2, 3], type: 'straight' }], emoji: '😀' })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('survives nesting far deeper than the call stack allows', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatchObject({ flaw: 'nul' });
  });

  it('refuses with a 400 naming the field, or the place when the value itself is the text', () => {
    expect(refusal({ firstName: 'ab\u0000cd' })).toEqual({ code: 'VALIDATION_FAILED', status: 400, message: 'firstName: text must not contain a NUL character', field: 'firstName' });
    expect(refusal({ reason: 'ab\ud800cd' })).toMatchObject({ field: 'reason', message: expect.stringMatching(/^reason: text must not contain an unpaired surrogate/) });
    expect(refusal('a\u0000b', 'message')).toMatchObject({ field: 'message', message: 'message: text must not contain a NUL character' });
    expect(refusal({ firstName: 'Ann' })).toBeNull();
  });
});
