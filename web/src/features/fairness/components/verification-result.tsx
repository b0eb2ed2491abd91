import { CircleCheck, CircleX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/utils';
import type { Verification } from '../verifier/compare';
import { checkRow } from './check-display';

/** Match or mismatch, then each check: what the browser computed beside what the server stored. */
export function VerificationResult({ game, verification }: { game: string; verification: Verification }) {
  if (verification.status === 'unrevealed') {
    return (
      <Alert variant="warning" data-testid="fairness-verification" data-status="unrevealed">
        <div>
          <AlertTitle>Server seed not revealed yet</AlertTitle>
          <AlertDescription>This round was drawn from your current server seed. Rotate your seeds above to reveal it, then verify the round.</AlertDescription>
        </div>
      </Alert>
    );
  }
  if (verification.status === 'open') {
    return (
      <Alert variant="warning" data-testid="fairness-verification" data-status="open">
        <div>
          <AlertTitle>Round still open</AlertTitle>
          <AlertDescription>Finish the round first: its outcome is kept secret until it is over.</AlertDescription>
        </div>
      </Alert>
    );
  }
  const { match, checks, recomputed } = verification;
  return (
    <div className="grid gap-3" data-testid="fairness-verification" data-status={match ? 'match' : 'mismatch'}>
      <Alert variant={match ? 'success' : 'destructive'}>
        {match ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />}
        <div>
          <AlertTitle data-testid="fairness-verdict">{match ? 'Match: the server’s outcome is the one its seeds produce' : 'Mismatch: the stored outcome differs from the recomputed one'}</AlertTitle>
          <AlertDescription>{recomputed.summary}</AlertDescription>
        </div>
      </Alert>
      <div className="overflow-x-auto">
        <table className="w-full text-xs">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 pr-2 font-medium">Check</th>
              <th className="py-1 pr-2 font-medium">Computed in your browser</th>
              <th className="py-1 pr-2 font-medium">Stored by the server</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => {
              const row = checkRow(game, check);
              return (
                <tr key={check.label} className={cn('border-t border-border/50 align-top', !check.ok && 'text-destructive')} data-testid="fairness-check" data-ok={check.ok}>
                  <td className="py-1.5 pr-2 font-semibold whitespace-nowrap">
                    {check.ok ? '✓' : '✗'} {row.label}
                  </td>
                  <td className="py-1.5 pr-2 font-mono break-all">{row.computed}</td>
                  <td className="py-1.5 pr-2 font-mono break-all">{row.stored}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
