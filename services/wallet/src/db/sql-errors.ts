import { sqlStateOf } from '@app/platform';

export { isUniqueViolation } from '@app/platform';

/** A balance or total would not fit its 32-bit column. */
export function isOutOfRange(err: unknown): boolean {
  return sqlStateOf(err) === '22003';
}
