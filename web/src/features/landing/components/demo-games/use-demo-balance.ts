import { useEffect, useRef, useState } from 'react';
import { DEMO_START_BALANCE } from './demo-rules';

export interface DemoBalance {
  balance: number;
  /** adds (or with a negative amount takes) virtual points */
  change: (amount: number) => void;
  /** back to 1,000; the rounds in play end with it (each game watches `session`) */
  reset: () => void;
  /** counts the resets: a game ends its round in play when it changes, so an old round pays nothing onto the fresh balance */
  session: number;
}

/** The demo games' shared virtual balance (1,000 to start, Reset puts it back). */
export function useDemoBalance(): DemoBalance {
  const [balance, setBalance] = useState(DEMO_START_BALANCE);
  const [session, setSession] = useState(0);
  return {
    balance,
    change: (amount) => setBalance((b) => Math.round((b + amount) * 100) / 100),
    reset: () => {
      setBalance(DEMO_START_BALANCE);
      setSession((s) => s + 1);
    },
    session,
  };
}

/** Runs `end` after each Reset (not on mount): the game drops its round in play, whose stake went with the old balance. */
export function useEndRoundOnReset(wallet: DemoBalance, end: () => void): void {
  const seen = useRef(wallet.session);
  useEffect(() => {
    if (seen.current === wallet.session) return;
    seen.current = wallet.session;
    end();
  });
}
