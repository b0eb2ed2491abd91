import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { useHouseEdges } from '../api/get-house-edges';
import { GAME_CATALOGUE } from './game-catalogue';

/** 'Open Source & Fair Play': one line per game and the way to check any round on /fairness. */
export function FairPlayCard() {
  const edges = useHouseEdges().data;
  return (
    <Card data-testid="fair-play-card">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden /> Open Source &amp; Fair Play
        </CardTitle>
        <CardDescription>
          Every outcome is drawn by the server from a seed committed to in advance (its SHA-256 hash is shown before you play), your own client seed and a
          nonce. Rotate your seed to reveal it and recompute any past round in your browser.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
          {GAME_CATALOGUE.map(({ id, icon: Icon, description, current }) => (
            <li key={id} className="flex items-start gap-2" data-testid={`fair-play-${id}`}>
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>
                {description}
                {current && edges ? ` ${current(edges)}` : null}
              </span>
            </li>
          ))}
        </ul>
        {edges ? (
          // the server's limits (settings games_max_bet and games_max_win): a bet that could win more is refused
          <p className="text-sm text-muted-foreground" data-testid="fair-play-limits">
            Max bet per round: {formatPoints(edges.maxBet)} points. Max win per round: {formatPoints(edges.maxWin)} points.
          </p>
        ) : null}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={paths.fairness} data-testid="fair-play-link">
            <ShieldCheck aria-hidden /> Verify your rounds
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
