import type { DailyChallenge } from '@app/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints } from '@/lib/format';

interface ChallengeRowProps {
  challenge: DailyChallenge;
  claiming: boolean;
  onClaim: (id: string) => void;
}

/** One challenge: title, description, reward, a progress bar, and Claim once completed and not claimed. */
export function ChallengeRow({ challenge, claiming, onClaim }: ChallengeRowProps) {
  const { id, title, description, reward, progress, target, completed, claimed } = challenge;
  const percent = target > 0 ? (Math.min(progress, target) / target) * 100 : 0;
  return (
    <li className="space-y-2 rounded-lg border border-border/60 p-3" data-testid={`challenge-${id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Badge variant="gold">+{formatPoints(reward)} pts</Badge>
      </div>
      <Progress value={percent} aria-label={`${title} progress`} />
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="tabular-nums" data-testid={`challenge-progress-${id}`}>
          {formatPoints(Math.min(progress, target))} / {formatPoints(target)}
        </span>
        {claimed ? (
          <span className="flex items-center gap-1 font-semibold text-success">
            <CheckCircle2 className="size-4" aria-hidden /> Claimed
          </span>
        ) : completed ? (
          <Button size="sm" variant="gold" disabled={claiming} onClick={() => onClaim(id)} data-testid={`challenge-claim-${id}`}>
            {claiming ? <Spinner /> : null}
            Claim
          </Button>
        ) : (
          <span>In progress</span>
        )}
      </div>
    </li>
  );
}
