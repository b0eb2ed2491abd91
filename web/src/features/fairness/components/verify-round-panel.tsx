import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentRounds } from '@/features/game-history/api/get-game-history';
import { errorMessage } from '@/lib/api-client';
import { useFairnessRound } from '../api/get-fairness-round';
import { usePublishedTables } from './use-published-tables';
import { useVerification } from './use-verification';
import { VerificationResult } from './verification-result';
import { CopyableValue } from './copyable-value';
import { roundOptionLabel } from './round-option-label';

/** Pick one of your rounds (or paste its id): its seeds and stored outcome are fetched and recomputed here. */
export function VerifyRoundPanel({ initialRoundId }: { initialRoundId: string | null }) {
  const [roundId, setRoundId] = useState(initialRoundId ?? '');
  const history = useRecentRounds();
  const id = roundId.trim();
  const round = useFairnessRound(id === '' ? null : id);
  const { tables, ready } = usePublishedTables();
  const { verification, error } = useVerification(round.data, tables, ready);

  return (
    <div className="grid gap-4" data-testid="fairness-verify-round">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="fairness-round-select" label="Your rounds">
          <NativeSelect id="fairness-round-select" value={history.data?.some((r) => r.id === id) ? id : ''} onChange={(e) => setRoundId(e.target.value)} data-testid="fairness-round-select">
            <option value="">Choose a round...</option>
            {(history.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {roundOptionLabel(r)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="fairness-round-id" label="Round id">
          <Input id="fairness-round-id" value={roundId} onChange={(e) => setRoundId(e.target.value)} placeholder="Paste a round id" className="font-mono" data-testid="fairness-round-id" />
        </FormField>
      </div>
      {id === '' ? null : round.isPending ? (
        <Skeleton className="h-32" />
      ) : round.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(round.error, 'This round could not be loaded.')}</AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <CopyableValue label="Server seed" value={round.data.serverSeed ?? '(hidden until you rotate your seeds)'} testId="fairness-round-server-seed" />
            <CopyableValue label="Server seed hash" value={round.data.serverSeedHash} testId="fairness-round-server-seed-hash" />
            <CopyableValue label="Client seed" value={round.data.clientSeed} testId="fairness-round-client-seed" />
            <CopyableValue label="Nonce · game · algorithm" value={`${round.data.nonce} · ${round.data.game} · ${round.data.algorithm}`} testId="fairness-round-nonce" />
          </div>
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : verification ? (
            <VerificationResult game={round.data.game} verification={verification} />
          ) : (
            <Skeleton className="h-20" />
          )}
        </div>
      )}
    </div>
  );
}
