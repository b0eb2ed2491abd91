import { useKenoPaytables } from '@/features/games/api/get-keno-paytables';
import { usePlinkoTables } from '@/features/games/api/get-plinko-tables';
import { useWheelSegments } from '@/features/games/api/get-wheel-segments';
import type { PublishedTables } from '../verifier/types';

/** The tables the games service publishes, which the verifier needs for wheel segments and keno / plinko payouts. */
export function usePublishedTables(): { tables: PublishedTables; ready: boolean } {
  const wheel = useWheelSegments();
  const keno = useKenoPaytables();
  const plinko = usePlinkoTables();
  return {
    tables: { wheel: wheel.data, keno: keno.data, plinko: plinko.data },
    ready: !wheel.isPending && !keno.isPending && !plinko.isPending,
  };
}
