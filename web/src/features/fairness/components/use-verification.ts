import { useEffect, useState } from 'react';
import { verifyStoredRound, type StoredRound, type Verification } from '../verifier/compare';
import type { PublishedTables } from '../verifier/types';

/** Runs the browser verifier over a stored round whenever it (or the published tables) change. */
export function useVerification(round: StoredRound | undefined, tables: PublishedTables, ready: boolean) {
  const [state, setState] = useState<{ verification: Verification | null; error: string | null }>({ verification: null, error: null });
  useEffect(() => {
    if (!round || !ready) {
      setState({ verification: null, error: null });
      return;
    }
    let cancelled = false;
    verifyStoredRound(round, tables).then(
      (verification) => !cancelled && setState({ verification, error: null }),
      (error: unknown) => !cancelled && setState({ verification: null, error: error instanceof Error ? error.message : 'The round could not be verified' }),
    );
    return () => {
      cancelled = true;
    };
  }, [round, tables.wheel, tables.keno, tables.plinko, ready]);
  return state;
}
