import { useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { gameLabel } from '@/features/game-history/components/game-label';
import { sha256Hex } from '../verifier/hmac-floats';
import { multiplierText } from '../verifier/draws';
import { recompute, verifiableGames, type VerifiableGame } from '../verifier/recompute';
import type { Recomputed } from '../verifier/types';
import { PARAM_TEMPLATES } from './param-templates';
import { usePublishedTables } from './use-published-tables';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Paste any seeds and bet and see the outcome they produce, computed in this browser. */
export function VerifyManualPanel() {
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [game, setGame] = useState<VerifiableGame>('dice');
  const [paramsText, setParamsText] = useState(pretty(PARAM_TEMPLATES.dice));
  const [output, setOutput] = useState<{ recomputed: Recomputed; hash: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { tables } = usePublishedTables();

  async function compute(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setOutput(null);
    try {
      const params = JSON.parse(paramsText) as unknown;
      if (!params || typeof params !== 'object' || Array.isArray(params)) throw new Error('Params must be a JSON object');
      const recomputed = await recompute({ game, serverSeed, clientSeed, nonce: Number(nonce), params: params as Record<string, unknown> }, tables);
      setOutput({ recomputed, hash: await sha256Hex(serverSeed) });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not compute this round');
    }
  }

  return (
    <form onSubmit={compute} className="grid gap-4" data-testid="fairness-verify-manual">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="verify-server-seed" label="Server seed">
          <Input id="verify-server-seed" className="font-mono" value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} data-testid="verify-server-seed" />
        </FormField>
        <FormField id="verify-client-seed" label="Client seed">
          <Input id="verify-client-seed" className="font-mono" value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} data-testid="verify-client-seed" />
        </FormField>
        <FormField id="verify-nonce" label="Nonce">
          <Input id="verify-nonce" type="number" min={0} step={1} value={nonce} onChange={(e) => setNonce(e.target.value)} data-testid="verify-nonce" />
        </FormField>
        <FormField id="verify-game" label="Game">
          <NativeSelect
            id="verify-game"
            value={game}
            onChange={(e) => {
              const next = e.target.value as VerifiableGame;
              setGame(next);
              setParamsText(pretty(PARAM_TEMPLATES[next]));
            }}
            data-testid="verify-game"
          >
            {verifiableGames.map((g) => (
              <option key={g} value={g}>
                {gameLabel(g)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="verify-params" label="Bet (params, JSON)" hint="Include your decisions: mines 'revealed' (tiles as stored, 0 to 24: the game's tile number less one), blackjack 'actions', live crash 'cashOutMultiplier'.">
        <textarea
          id="verify-params"
          rows={6}
          value={paramsText}
          onChange={(e) => setParamsText(e.target.value)}
          className="w-full rounded-md border border-input bg-background/60 px-3 py-2 font-mono text-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
          data-testid="verify-params"
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={serverSeed === '' || clientSeed === ''} data-testid="verify-compute-button">
        <Calculator aria-hidden /> Compute
      </Button>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription data-testid="verify-error">{error}</AlertDescription>
        </Alert>
      ) : null}
      {output ? (
        <div className="grid gap-2 rounded-lg border border-border bg-muted/30 p-4 text-sm" data-testid="verify-output">
          <p className="font-semibold">{output.recomputed.summary}</p>
          <p>
            SHA-256 of the server seed: <code className="font-mono text-xs break-all">{output.hash}</code>
          </p>
          <p>
            Paid: <b>{output.recomputed.payout ?? '—'}</b> points · multiplier <b>{output.recomputed.multiplier100 === null ? '—' : `${multiplierText(output.recomputed.multiplier100)}x`}</b>
          </p>
          <pre className="max-h-64 overflow-auto rounded bg-background/60 p-2 font-mono text-xs" data-testid="verify-outcome">
            {pretty(output.recomputed.outcome)}
          </pre>
        </div>
      ) : null}
    </form>
  );
}
