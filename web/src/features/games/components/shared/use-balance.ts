import { useSignedInUser } from '@/features/auth/api/get-current-user';

/** The signed-in player's points, as the navbar shows them (refetched after every round). */
export function useBalance(): number {
  return useSignedInUser().points;
}
