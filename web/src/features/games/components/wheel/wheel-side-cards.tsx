import { SideCard } from '../shared/game-layout';
import { segmentColor, type SegmentArc } from './wheel-geometry';

/** 'Wheel Segments': each segment's multiplier and chance (its share of the wheel). */
export function WheelLegend({ arcs }: { arcs: readonly SegmentArc[] }) {
  return (
    <SideCard title="Wheel Segments" testId="wheel-legend">
      <ul className="grid grid-cols-2 gap-1.5 text-sm">
        {arcs.map((arc) => (
          <li key={arc.index} className="flex items-center gap-2">
            <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: segmentColor(arc.segment.multiplier) }} aria-hidden />
            <span className="font-semibold">{arc.segment.label}</span>
            <span className="ml-auto text-xs text-muted-foreground tabular-nums">{(arc.chance * 100).toFixed(0)}%</span>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}

/** 'How to Play' (design section 7: multipliers up to 3x). */
export function WheelHowToPlay() {
  return (
    <SideCard title="How to Play" testId="wheel-how-to-play">
      <ul className="grid list-disc gap-1 pl-4 text-sm text-muted-foreground">
        <li>Choose your bet and spin the wheel.</li>
        <li>You win your bet times the multiplier the pointer stops on, from 0x to 3x.</li>
        <li>Bankrupt segments (0x) lose the bet.</li>
        <li>Higher multipliers are rarer: each slice is as wide as its chance.</li>
      </ul>
    </SideCard>
  );
}
