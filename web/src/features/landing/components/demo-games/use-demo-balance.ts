import { useState } from 'react';
import { DEMO_START_BALANCE } from './demo-rules';

export interface DemoBalance {
  balance: number;
  /** adds (or with a negative amount takes) virtual points */
  change: (amount: number) => void;
  reset: () => void;
}

/** The demo games' shared virtual balance (1,000 to start, Reset puts it back). */
export function useDemoBalance(): DemoBalance {
  const [balance, setBalance] = useState(DEMO_START_BALANCE);
  return {
    balance,
    change: (amount) => setBalance((b) => Math.round((b + amount) * 100) / 100),
    reset: () => setBalance(DEMO_START_BALANCE),
  };
}
