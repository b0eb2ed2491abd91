/**
 * The ledger keys of a player's offer conversion, one per completion: its credit, and the chargeback that
 * takes it back. The daily challenges read them back to tell which credit a reversal undoes.
 */
export const offerOperations = {
  credit: (completionId: string) => `offer:${completionId}`,
  reversal: (completionId: string) => `offer-reversal:${completionId}`,
};
