import type { WheelSegment } from '@app/contracts';

export interface SegmentArc {
  index: number;
  segment: WheelSegment;
  /** degrees clockwise from the pointer (12 o'clock) on the unrotated wheel */
  start: number;
  end: number;
  /** weight / Σ weights: the segment's chance, and the share of the circle it gets */
  chance: number;
}

/** Each segment's arc is proportional to its weight (its odds), in wheel order clockwise from the pointer. */
export function segmentArcs(segments: readonly WheelSegment[]): SegmentArc[] {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  let angle = 0;
  return segments.map((segment, index) => {
    const chance = total > 0 ? segment.weight / total : 0;
    const start = angle;
    angle += chance * 360;
    return { index, segment, start, end: angle, chance };
  });
}

/** A point inside the arc (not on its edges) where the pointer will stop; where exactly is only for show. */
export function landingAngle(arc: SegmentArc, random = Math.random()): number {
  const margin = (arc.end - arc.start) * 0.15;
  return arc.start + margin + (arc.end - arc.start - 2 * margin) * random;
}

/** The segment's colour, by multiplier: bankrupt dark red, then cooler to warmer as it pays more. */
export function segmentColor(multiplier: number): string {
  if (multiplier === 0) return '#7f1d1d';
  if (multiplier < 1) return '#475569';
  if (multiplier === 1) return '#0369a1';
  if (multiplier < 1.5) return '#0f766e';
  if (multiplier < 2) return '#15803d';
  if (multiplier < 3) return '#a16207';
  return '#b45309';
}

/** Recent Spins colours (spec section 2): 0 red, 5 or more green, 2 or more yellow, otherwise grey. */
export function winningsClass(multiplier: number): string {
  if (multiplier === 0) return 'text-destructive';
  if (multiplier >= 5) return 'text-success';
  if (multiplier >= 2) return 'text-warning';
  return 'text-muted-foreground';
}
