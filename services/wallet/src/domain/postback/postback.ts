/** The parameters of a postback: the query string and the (form or JSON) body merged, one text value each. */
export type PostbackParams = Readonly<Record<string, string>>;

/** What a network's postback says, whatever its format. */
export interface Postback {
  /** the network's identity of the conversion: (network, transactionId) is credited at most once */
  transactionId: string;
  userId: string;
  offerId: string | null;
  /** the payout as sent, in dollars */
  payout: string;
  /** the payout in signed micro-dollars */
  payoutMicros: number;
  /** the status as sent ('' when absent) */
  status: string;
  /** a chargeback of an earlier conversion (a reversal status or a negative payout) */
  isReversal: boolean;
}
