/** Chips on the board: spot key → points. Every change keeps the board it replaced, so Undo steps back one action. */
export type Bets = ReadonlyMap<string, number>;

export interface BetsState {
  bets: Bets;
  /** earlier boards, newest last */
  history: Bets[];
}

export type BetsAction =
  | { kind: 'place'; key: string; amount: number }
  | { kind: 'double' }
  | { kind: 'clear' }
  | { kind: 'restore'; bets: Bets }
  | { kind: 'undo' }
  /** after a spin: the board is empty and there is nothing to undo */
  | { kind: 'reset' };

export const EMPTY_BETS: BetsState = { bets: new Map(), history: [] };

export const totalOf = (bets: Bets) => [...bets.values()].reduce((a, b) => a + b, 0);

const push = (state: BetsState, bets: Bets): BetsState => ({ bets, history: [...state.history, state.bets] });

/** Balance checks happen before dispatching: this only keeps the board. */
export function betsReducer(state: BetsState, action: BetsAction): BetsState {
  switch (action.kind) {
    case 'place':
      return push(state, new Map(state.bets).set(action.key, (state.bets.get(action.key) ?? 0) + action.amount));
    case 'double':
      return state.bets.size === 0 ? state : push(state, new Map([...state.bets].map(([key, amount]) => [key, amount * 2])));
    case 'clear':
      return state.bets.size === 0 ? state : push(state, new Map());
    case 'restore':
      return push(state, new Map(action.bets));
    case 'undo':
      return state.history.length === 0 ? state : { bets: state.history.at(-1)!, history: state.history.slice(0, -1) };
    case 'reset':
      return EMPTY_BETS;
  }
}
