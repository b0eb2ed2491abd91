import { useEffect } from 'react';
import { Target } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { recheckAfterUtcMidnight } from '@/features/daily-bonus/components/recheck-after-midnight';
import { useClaimChallenge } from '../api/claim-challenge';
import { useDailyChallenges } from '../api/get-daily-challenges';
import { ChallengeRow } from './challenge-row';

/** Today's challenges with progress bars; a completed one can be claimed once (errors show the server message). */
export function ChallengesCard() {
  const challenges = useDailyChallenges();
  const claim = useClaimChallenge();
  const list = challenges.data ?? [];
  const { refetch } = challenges;

  // They reset at midnight UTC: a dashboard left open overnight asks for the new day's list then (and a few
  // times more shortly after, for a server clock a little behind the browser's), as the daily bonus card does.
  useEffect(
    () =>
      recheckAfterUtcMidnight(async () => {
        await refetch();
        return false;
      }),
    [refetch],
  );

  return (
    <Card data-testid="challenges-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden /> Daily Challenges
        </CardTitle>
        <CardDescription>Complete challenges today for extra points. They reset at midnight UTC.</CardDescription>
      </CardHeader>
      <CardContent>
        {challenges.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : challenges.isError ? (
          <p className="text-sm text-muted-foreground">Challenges are unavailable right now.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="challenges-empty">
            No challenges today. Check back tomorrow!
          </p>
        ) : (
          <ul className="space-y-3">
            {list.map((challenge) => (
              <ChallengeRow
                key={challenge.id}
                challenge={challenge}
                claiming={claim.isPending && claim.variables === challenge.id}
                onClaim={(id) => claim.mutate(id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
