/** A point at `deg` degrees clockwise from 12 o'clock, `r` from the centre. */
export function polar(cx: number, cy: number, r: number, deg: number): { x: number; y: number } {
  const rad = (deg * Math.PI) / 180;
  return { x: cx + r * Math.sin(rad), y: cy - r * Math.cos(rad) };
}

/** SVG path of a ring slice from `start` to `end` degrees (clockwise from 12 o'clock). */
export function slicePath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const large = end - start > 180 ? 1 : 0;
  const a = polar(cx, cy, outer, start);
  const b = polar(cx, cy, outer, end);
  const c = polar(cx, cy, inner, end);
  const d = polar(cx, cy, inner, start);
  return [`M ${a.x} ${a.y}`, `A ${outer} ${outer} 0 ${large} 1 ${b.x} ${b.y}`, `L ${c.x} ${c.y}`, inner > 0 ? `A ${inner} ${inner} 0 ${large} 0 ${d.x} ${d.y}` : '', 'Z'].join(' ');
}

/**
 * The rotation (degrees, clockwise, always increasing) that brings the wheel angle `targetDeg` under a
 * pointer at 12 o'clock after at least `turns` full turns from `current`.
 */
export function spinTo(current: number, targetDeg: number, turns: number): number {
  const want = (((360 - targetDeg) % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  const extra = (want - now + 360) % 360;
  return current + turns * 360 + extra;
}
