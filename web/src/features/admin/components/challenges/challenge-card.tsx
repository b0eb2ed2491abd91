import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { ChallengeSetting } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints } from '@/lib/format';
import { ChallengeEditForm } from './challenge-edit-form';

/** One challenge: shown, or edited in place. */
export function ChallengeCard({ challenge }: { challenge: ChallengeSetting }) {
  const [editing, setEditing] = useState(false);
  const id = challenge.challengeId;
  return (
    <Card data-testid={`admin-challenge-${id}`}>
      <CardContent className="p-5">
        {editing ? (
          <ChallengeEditForm challenge={challenge} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold" data-testid={`challenge-title-text-${id}`}>
                  {challenge.title}
                </h3>
                <Badge variant="outline" className="capitalize">
                  {challenge.type}
                </Badge>
                <Badge variant={challenge.isActive ? 'default' : 'secondary'} data-testid={`challenge-status-${id}`}>
                  {challenge.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">{challenge.description}</p>
              <p className="text-sm">
                Target <span className="font-semibold tabular-nums">{formatCount(challenge.target)}</span> · Reward{' '}
                <span className="font-semibold tabular-nums">{formatPoints(challenge.reward)} points</span>
              </p>
            </div>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid={`challenge-edit-${id}`}>
              <Pencil /> Edit
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
