import { AppError } from '../errors.js';

/**
 * Text PostgreSQL cannot store. A text column refuses U+0000 (22021), and a UTF-16 surrogate without its
 * other half has no UTF-8 form, which JSON columns refuse (22P02, 22P05). Left to the database, either is
 * a 500 after work may have begun; refused up front, it is a 400 naming the field.
 */
export type TextFlaw = 'nul' | 'unpaired-surrogate';

export interface UnstorableText {
  /** dotted path to the value ("details.reason", "bets.0.type"); '' when the value itself is the text */
  path: string;
  flaw: TextFlaw;
  /** true when an object key is at fault, not a value */
  inKey: boolean;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textFlaw(text: string): TextFlaw | null {
  if (text.includes('\u0000')) return 'nul';
  if (UNPAIRED_SURROGATE.test(text)) return 'unpaired-surrogate';
  return null;
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

/**
 * The first string or object key in a parsed JSON value (or query, or form) that PostgreSQL could not
 * store, or null. Iterative, so a deeply nested body cannot overflow the stack; a path is only built
 * for what is found.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const v = visit.value;
    if (typeof v === 'string') {
      const flaw = textFlaw(v);
      if (flaw) return { path: pathOf(visit), flaw, inKey: false };
    } else if (Array.isArray(v)) {
      // pushed last to first, so that the first offender in document order is the one reported
      for (let i = v.length - 1; i >= 0; i--) pending.push({ value: v[i], key: String(i), parent: visit });
    } else if (typeof v === 'object' && v !== null) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({ value: (v as Record<string, unknown>)[key], key, parent: visit });
      }
      const badKey = keys.find((key) => textFlaw(key) !== null);
      if (badKey !== undefined) return { path: pathOf({ value: undefined, key: badKey, parent: visit }), flaw: textFlaw(badKey)!, inKey: true };
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const segments: string[] = [];
  for (let v: Visit | undefined = visit; v; v = v.parent) if (v.key !== undefined) segments.push(printable(v.key));
  return segments.reverse().join('.');
}

/** A key is echoed in the path: its NUL or lone surrogate is shown escaped ("a\u0000b"), not sent raw. */
function printable(segment: string): string {
  return textFlaw(segment) ? JSON.stringify(segment).slice(1, -1) : segment;
}

const FLAW_TEXT: Record<TextFlaw, string> = {
  nul: 'a NUL character',
  'unpaired-surrogate': 'an unpaired surrogate (half of an emoji or other character)',
};

/** The 400 for what findUnstorableText found; `where` names the value itself when the path is empty. */
export function unstorableTextError(found: UnstorableText, where: string): AppError {
  const field = found.path || where;
  return new AppError('VALIDATION_FAILED', `${field}: ${found.inKey ? 'a field name' : 'text'} must not contain ${FLAW_TEXT[found.flaw]}`, field);
}

/** Throws that 400 when `value` holds text PostgreSQL could not store. */
export function assertStorableText(value: unknown, where: string): void {
  const found = findUnstorableText(value);
  if (found) throw unstorableTextError(found, where);
}
