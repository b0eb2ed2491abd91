import { Dice1, Dice2, Dice3, Dice4, Dice5, Dice6 } from 'lucide-react';
import { cn } from '@/lib/utils';

const FACES = [Dice1, Dice2, Dice3, Dice4, Dice5, Dice6] as const;

/** A die showing `face` (1–6); it shakes while rolling. */
export function DiceFace({ face, rolling }: { face: number; rolling: boolean }) {
  const Face = FACES[face - 1] ?? Dice1;
  return (
    <div className={cn('grid place-items-center transition-transform', rolling && 'animate-bounce')} data-testid="dice-face" data-face={face} aria-label={`Die shows ${face}`}>
      <Face className={cn('size-32 text-primary drop-shadow-[0_0_24px_var(--primary)]', rolling && 'opacity-80')} strokeWidth={1.25} aria-hidden />
    </div>
  );
}
