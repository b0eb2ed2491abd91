import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNUP_BONUS_FALLBACK, type SignupBonusResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/signup-bonus -> {signupBonus}. A failure is logged and the fallback shown (spec section 8),
 * so the landing and auth pages never show an error for a marketing number.
 */
export async function getSignupBonus(): Promise<number> {
  try {
    const { signupBonus } = await api.get<SignupBonusResponse>('/api/signup-bonus');
    return typeof signupBonus === 'number' ? signupBonus : SIGNUP_BONUS_FALLBACK;
  } catch (error) {
    console.error('Failed to fetch signup bonus', error);
    return SIGNUP_BONUS_FALLBACK;
  }
}

export const signupBonusQueryOptions = () => queryOptions({ queryKey: ['signup-bonus'], queryFn: getSignupBonus });

/** The bonus to show; the fallback while it loads, so texts never read 'undefined points'. */
export function useSignupBonus(): { signupBonus: number; isLoading: boolean } {
  const { data, isPending } = useQuery(signupBonusQueryOptions());
  return { signupBonus: data ?? SIGNUP_BONUS_FALLBACK, isLoading: isPending };
}
