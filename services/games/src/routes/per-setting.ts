/**
 * A published table computed from a setting: worked out again only when the setting's value changes
 * (an admin edit), not on every request.
 */
export function perSetting<T>(compute: (value: number) => T): (value: number) => T {
  let last: { value: number; result: T } | null = null;
  return (value) => {
    if (last?.value !== value) last = { value, result: compute(value) };
    return last.result;
  };
}
