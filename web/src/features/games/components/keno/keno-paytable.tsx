import { Skeleton } from '@/components/ui/skeleton';
import { useKenoPaytables } from '../../api/get-keno-paytables';
import { SideCard } from '../shared/game-layout';

/** The paytable of the current pick count (GET /api/games/keno/paytables): what each number of matches pays. */
export function KenoPaytable({ picks, matches }: { picks: number; matches: number | null }) {
  const { data, isPending } = useKenoPaytables();
  const table = data?.find((t) => t.picks === picks);
  return (
    <SideCard title={picks > 0 ? `Paytable (${picks} ${picks === 1 ? 'pick' : 'picks'})` : 'Paytable'} testId="keno-paytable">
      {picks === 0 ? (
        <p className="text-sm text-muted-foreground">Pick 1 to 10 numbers to see what they pay.</p>
      ) : isPending ? (
        <Skeleton className="h-24" />
      ) : !table ? (
        <p className="text-sm text-muted-foreground">No paytable for {picks} picks.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="font-medium">Matches</th>
              <th className="text-right font-medium">Pays</th>
            </tr>
          </thead>
          <tbody>
            {table.multipliers
              .map((multiplier, m) => ({ m, multiplier }))
              .filter(({ multiplier }) => multiplier > 0)
              .reverse()
              .map(({ m, multiplier }) => (
                <tr key={m} className={matches === m ? 'font-bold text-success' : undefined} data-testid={`keno-paytable-row-${m}`}>
                  <td>{m}</td>
                  <td className="text-right tabular-nums">{multiplier}x</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {table ? <p className="text-xs text-muted-foreground">Return to player: {(table.rtp * 100).toFixed(1)}%</p> : null}
    </SideCard>
  );
}
