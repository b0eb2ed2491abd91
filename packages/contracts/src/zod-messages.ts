import { z } from 'zod';

/**
 * The wording of every validation failure a schema gives no message of its own, for the API and the web
 * app alike (both import the contracts). Zod's defaults speak its own types ("Too small: expected number
 * to be >=1", "expected object, received array"); a player or an integrator reads these instead: a
 * predicate that follows the field's name ("betAmount: must be at least 1"). A message a schema states
 * itself (the spec's wording) always wins over this map.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : wrongKind(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive ?? true, issue.exact ?? false);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive ?? true, issue.exact ?? false);
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${shown(issue.values[0])}` : `must be one of ${issue.values.map(shown).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be a valid email address' : issue.format === 'url' ? 'must be a valid URL' : `is not in the expected format (${issue.format})`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return unionMessage(issue);
    default:
      return undefined;
  }
}

/**
 * A value no branch of a union took: say what the branches accept rather than zod's "invalid input".
 * A discriminated union lists its tags ("must be one of \"embedded\", \"postgresql\""); a union of plain
 * kinds lists the kinds ("must be text or a number (got an object)"); a missing value is "is required".
 */
function unionMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidUnion>): string {
  // only the no-match issue of a discriminated union carries its tags
  const options = (issue as { options?: readonly unknown[] }).options;
  if (issue.discriminator && options?.length) {
    const accepted = options.map(shown).join(', ');
    // the issue's input is the object whose tag is wrong, not the tag
    const tag = typeof issue.input === 'object' && issue.input !== null ? (issue.input as Record<string, unknown>)[issue.discriminator] : undefined;
    return tag === undefined ? `is required (one of ${accepted})` : `must be one of ${accepted}`;
  }
  if (issue.input === undefined) return 'is required';
  const kinds = rootKindsExpected(issue.errors);
  if (kinds) return `must be ${listed(kinds.map(expectedKind))} (got ${kindOf(issue.input)})`;
  return 'is not in any of the accepted forms';
}

/** The kinds a union's branches expect, when each branch refused the value only for its kind. */
function rootKindsExpected(branches: readonly (readonly z.core.$ZodIssue[])[]): string[] | null {
  const kinds: string[] = [];
  for (const issues of branches) {
    const [only] = issues;
    if (issues.length !== 1 || !only || only.code !== 'invalid_type' || only.path.length) return null;
    if (!kinds.includes(only.expected)) kinds.push(only.expected);
  }
  return kinds.length ? kinds : null;
}

function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Whether a message is one of this map's predicates, read after a field's name rather than alone. */
export function isPlainPredicate(message: string): boolean {
  return /^(is|must|has) /.test(message);
}

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean, exact: boolean): string | undefined {
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive ? `must be at least ${minimum}` : `must be more than ${minimum}`;
    case 'string':
      if (exact) return `must be exactly ${count(minimum, 'character')} long`;
      return Number(minimum) === 1 ? 'must not be empty' : `must be at least ${count(minimum, 'character')} long`;
    case 'array':
    case 'set':
      return exact ? `must have exactly ${count(minimum, 'item')}` : `must have at least ${count(minimum, 'item')}`;
    default:
      return undefined;
  }
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean, exact: boolean): string | undefined {
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive ? `must be at most ${maximum}` : `must be less than ${maximum}`;
    case 'string':
      return `must be ${exact ? 'exactly' : 'at most'} ${count(maximum, 'character')} long`;
    case 'array':
    case 'set':
      return `must have ${exact ? 'exactly' : 'at most'} ${count(maximum, 'item')}`;
    default:
      return undefined;
  }
}

function expectedKind(expected: string): string {
  const kinds: Record<string, string> = {
    number: 'a number',
    int: 'a whole number',
    bigint: 'a whole number',
    string: 'text',
    boolean: 'true or false',
    object: 'an object',
    record: 'an object',
    array: 'a list',
    tuple: 'a list',
    date: 'a date',
    null: 'null',
  };
  return kinds[expected] ?? expected;
}

/**
 * "must be a whole number (got 1.5)", "must be a number (got text)". Text that does not read as a number
 * reaches a coercing schema as NaN (and 'Infinity' as Infinity): "(got NaN)" or "(got a number)" would only puzzle them.
 */
function wrongKind(expected: string, input: unknown): string {
  const kind = expectedKind(expected);
  if (typeof input === 'number' && !Number.isFinite(input)) return `must be ${kind}`;
  if (typeof input === 'number' && Number.isFinite(input)) return `must be ${kind} (got ${input})`;
  return `must be ${kind} (got ${kindOf(input)})`;
}

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'number') return Number.isInteger(input) ? 'a whole number' : 'a number';
  if (typeof input === 'string') return 'text';
  if (typeof input === 'boolean') return 'true or false';
  if (typeof input === 'object') return 'an object';
  return typeof input;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

function count(n: number | bigint, unit: string): string {
  return `${n} ${unit}${Number(n) === 1 ? '' : 's'}`;
}

z.config({ customError: plainMessage });
