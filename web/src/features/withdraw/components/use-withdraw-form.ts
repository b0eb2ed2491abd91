import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser, PostWithdrawalResponse } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { useInvalidateWallet } from '@/features/transactions/api/use-invalidate-wallet';
import { automatedWithdrawalHistoryQueryOptions } from '@/features/withdrawal-history/api/get-automated-withdrawal-history';
import { withdrawalHistoryQueryOptions } from '@/features/withdrawal-history/api/get-withdrawal-history';
import { errorMessage } from '@/lib/api-client';
import { requestRobuxWithdrawal } from '../api/request-robux-withdrawal';
import { requestWithdrawal } from '../api/request-withdrawal';
import { defaultAmountFor, methodById, type CashMethodId, type WithdrawMethodId } from './withdraw-methods';

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

/** The withdraw form's state, the rules that disable its submit (spec section 5), and the submission. */
export function useWithdrawForm(user: CurrentUser) {
  const [method, setMethodState] = useState<WithdrawMethodId>('robux');
  const [amountText, setAmountText] = useState(String(defaultAmountFor('robux')));
  const [robloxUsername, setRobloxUsername] = useState('');
  const [gamepassId, setGamepassId] = useState('');
  const [paymentDetails, setPaymentDetails] = useState('');
  const [terms, setTerms] = useState(false);
  const queryClient = useQueryClient();
  const invalidateWallet = useInvalidateWallet();

  const amount = Math.floor(Number(amountText) || 0);
  const minimum = methodById(method).minimum;
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
      setAmountText(String(defaultAmountFor(submitted.method)));
      setRobloxUsername('');
      setGamepassId('');
      setPaymentDetails('');
      setTerms(false);
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to submit withdrawal request'), variant: 'destructive' });
    },
    onSettled: () => {
      invalidateWallet();
      void queryClient.invalidateQueries({ queryKey: withdrawalHistoryQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: automatedWithdrawalHistoryQueryOptions().queryKey });
    },
  });

  const blocked =
    !user.emailVerified ||
    !terms ||
    mutation.isPending ||
    amount < minimum ||
    (isRobux ? !robloxUsername.trim() || !gamepassId.trim() : !paymentDetails.trim());

  function setMethod(next: WithdrawMethodId) {
    setMethodState(next);
    setAmountText(String(defaultAmountFor(next)));
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
    method, setMethod, amountText, setAmountText, amount, minimum, isRobux,
    robloxUsername, setRobloxUsername, gamepassId, setGamepassId, paymentDetails, setPaymentDetails,
    terms, setTerms, blocked, pending: mutation.isPending, submit,
  };
}

export type WithdrawFormState = ReturnType<typeof useWithdrawForm>;
