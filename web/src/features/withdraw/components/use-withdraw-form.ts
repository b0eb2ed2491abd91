import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser, PostWithdrawalResponse } from '@app/contracts';
import { useRetryWait } from '@/components/ui/retry-wait-notice';
import { toast } from '@/components/ui/use-toast';
import { useInvalidateWallet } from '@/features/transactions/api/use-invalidate-wallet';
import { errorMessage } from '@/lib/api-client';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { invalidateWithdrawalViews } from '../api/invalidate-withdrawal-views';
import { requestRobuxWithdrawal } from '../api/request-robux-withdrawal';
import { requestWithdrawal } from '../api/request-withdrawal';
import type { CashMethodId, WithdrawMethodId } from './withdraw-methods';
import { isSubmitBlocked, minimumFor } from './withdraw-rules';

export const GAMEPASS_REQUIRED = 'Gamepass ID is required for Robux withdrawals';

interface Submission {
  method: WithdrawMethodId;
  amount: number;
  robloxUsername: string;
  gamepassId: string;
  paymentDetails: string;
}

function send(s: Submission): Promise<PostWithdrawalResponse> {
  if (s.method === 'robux') {
    return requestRobuxWithdrawal({
      type: 'robux',
      amount: s.amount,
      usdValue: String(s.amount),
      details: { username: s.robloxUsername.trim(), gamepassId: s.gamepassId.trim() },
    });
  }
  return requestWithdrawal({ method: s.method as CashMethodId, amount: s.amount, paymentDetails: s.paymentDetails.trim() });
}

/**
 * The withdraw form's state, the rules that disable its submit (spec section 5) against the limits the
 * wallet publishes, and the submission. Until the player types an amount it shows the method's minimum.
 */
export function useWithdrawForm(user: CurrentUser) {
  const [method, setMethodState] = useState<WithdrawMethodId>('robux');
  /** what the player typed; null until they type, and again after a method change or a submission */
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [robloxUsername, setRobloxUsername] = useState('');
  const [gamepassId, setGamepassId] = useState('');
  const [paymentDetails, setPaymentDetails] = useState('');
  const [terms, setTerms] = useState(false);
  /** bumped by each request that went through, so the fields it cleared forget they were visited */
  const [submissions, setSubmissions] = useState(0);
  const queryClient = useQueryClient();
  const invalidateWallet = useInvalidateWallet();

  // the limits come with what the player already used of the daily limit today, as the wallet counts it
  const limitsQuery = useWithdrawalLimits();
  const limits = limitsQuery.data;
  const minimum = limits ? minimumFor(method, limits) : undefined;
  const amountText = typedAmount ?? (minimum === undefined ? '' : String(minimum));
  // as typed, fraction included: 10.7 is said to be refused rather than sent as 10
  const amount = Number(amountText);
  const isRobux = method === 'robux';

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result, submitted) => {
      if (submitted.method === 'robux' && result.withdrawal.status === 'completed') {
        toast({
          title: 'Gamepass Purchase Completed!',
          description: 'Your gamepass was purchased. Check your pending Robux on the Roblox transactions page; delivery takes 3-7 days.',
        });
      } else {
        toast({ title: 'Withdrawal Request Submitted', description: "Your request has been submitted for admin review. You'll be notified once processed." });
      }
      setTypedAmount(null);
      setRobloxUsername('');
      setGamepassId('');
      setPaymentDetails('');
      setTerms(false);
      setSubmissions((n) => n + 1);
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to submit withdrawal request'), variant: 'destructive' });
    },
    onSettled: () => {
      invalidateWallet();
      void invalidateWithdrawalViews(queryClient);
    },
  });

  // the gateway's limit on withdrawal requests: the form says how long, and waits that long
  const wait = useRetryWait(mutation.error);
  const blocked = wait.waiting || isSubmitBlocked({
    method,
    amount,
    limits,
    emailVerified: user.emailVerified,
    terms,
    pending: mutation.isPending,
    balance: user.points,
    robloxUsername,
    gamepassId,
    paymentDetails,
  });

  function setMethod(next: WithdrawMethodId) {
    setMethodState(next);
    setTypedAmount(null);
  }

  function submit() {
    if (isRobux && !gamepassId.trim()) {
      toast({ title: 'Error', description: GAMEPASS_REQUIRED, variant: 'destructive' });
      return;
    }
    if (blocked) return;
    mutation.mutate({ method, amount, robloxUsername, gamepassId, paymentDetails });
  }

  return {
    method, setMethod, amountText, setAmountText: setTypedAmount, amount, limits, limitsFailed: !limits && limitsQuery.isError, minimum, isRobux, submissions,
    robloxUsername, setRobloxUsername, gamepassId, setGamepassId, paymentDetails, setPaymentDetails,
    terms, setTerms, blocked, wait, pending: mutation.isPending, submit,
  };
}

export type WithdrawFormState = ReturnType<typeof useWithdrawForm>;
