import { useEffect, useState } from 'react';
import { KeyRound, RefreshCw } from 'lucide-react';
import type { PostFairnessRotateResponse } from '@app/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFairness } from '../api/get-fairness';
import { useRotateSeeds } from '../api/rotate-seeds';
import { CopyableValue } from './copyable-value';

// The server's rule for a client seed: 1 to 64 printable characters, no spaces.
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** The current seed pair: the server seed's hash, an editable client seed, the nonce; Rotate reveals the server seed. */
export function SeedsCard() {
  const { data, isPending, isError } = useFairness();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<PostFairnessRotateResponse | null>(null);
  useEffect(() => {
    if (data) setClientSeed(data.clientSeed);
  }, [data]);
  const validSeed = CLIENT_SEED.test(clientSeed);

  return (
    <Card data-testid="fairness-seeds-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden /> Your Seeds
        </CardTitle>
        <CardDescription>
          Every round is drawn from HMAC-SHA256(server seed, &quot;client seed:nonce:cursor&quot;). The server seed stays secret until you rotate it; its
          hash is shown now so it cannot change afterwards.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <Skeleton className="h-32" />
        ) : isError || !data ? (
          <p className="text-sm text-destructive">Your seeds could not be loaded.</p>
        ) : (
          <>
            <CopyableValue label="Server seed hash (SHA-256)" value={data.serverSeedHash} testId="fairness-server-seed-hash" />
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              <FormField id="fairness-client-seed" label="Client seed" error={validSeed ? undefined : '1 to 64 printable characters, no spaces'} hint="Change it, then rotate: the new pair uses this client seed">
                <Input id="fairness-client-seed" value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} aria-invalid={!validSeed} data-testid="fairness-client-seed" />
              </FormField>
              <div className="grid content-start gap-2">
                <p className="text-sm font-medium">Nonce</p>
                <p className="flex h-10 items-center font-mono text-lg font-bold" data-testid="fairness-nonce">
                  {data.nonce}
                </p>
              </div>
            </div>
            <Button
              onClick={() => rotate.mutate({ clientSeed }, { onSuccess: setRevealed })}
              disabled={rotate.isPending || !validSeed}
              className="justify-self-start"
              data-testid="fairness-rotate-button"
            >
              <RefreshCw className={rotate.isPending ? 'animate-spin' : undefined} aria-hidden /> Rotate Seeds
            </Button>
          </>
        )}
        {revealed ? (
          <Alert variant="success" data-testid="fairness-revealed">
            <div className="grid min-w-0 flex-1 gap-3">
              <AlertTitle>Previous server seed revealed</AlertTitle>
              <AlertDescription>
                Rounds with nonces 0 to {Math.max(0, revealed.previousNonce - 1)} of client seed <code className="font-mono">{revealed.previousClientSeed}</code> can now be verified.
              </AlertDescription>
              <CopyableValue label="Previous server seed" value={revealed.previousServerSeed} testId="fairness-previous-server-seed" />
              <CopyableValue label="Its hash (shown before those rounds)" value={revealed.previousServerSeedHash} testId="fairness-previous-server-seed-hash" />
            </div>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
