/**
 * Exhaustive enumeration of card sequences from an infinite deck, through the real game code: the code
 * reads cards through a callback; when it asks for a card beyond the known prefix, the enumeration
 * branches on every rank class (2–9 and A with probability 1/13 each, ten-valued 4/13).
 */
class NeedMoreCards extends Error {}

/** Card index (rank-major: index = rank × 4 + suit) representing each class; the suit never matters. */
export const RANK_CLASSES: readonly { cardIndex: number; probability: number }[] = [
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((r) => ({ cardIndex: r * 4, probability: 1 / 13 })), // 2..9
  { cardIndex: 8 * 4, probability: 4 / 13 }, // 10, J, Q, K
  { cardIndex: 12 * 4, probability: 1 / 13 }, // A
];

/** Calls onLeaf(result, probability) for every distinct way the game can go. */
export function enumerateDeals<R>(play: (cardAt: (i: number) => number) => R, onLeaf: (result: R, probability: number) => void): void {
  const stack: { prefix: number[]; probability: number }[] = [{ prefix: [], probability: 1 }];
  while (stack.length) {
    const { prefix, probability } = stack.pop()!;
    let result: R;
    try {
      result = play((i) => {
        if (i < prefix.length) return prefix[i]!;
        throw new NeedMoreCards();
      });
    } catch (e) {
      if (!(e instanceof NeedMoreCards)) throw e;
      for (const c of RANK_CLASSES) stack.push({ prefix: [...prefix, c.cardIndex], probability: probability * c.probability });
      continue;
    }
    onLeaf(result, probability);
  }
}

/** The float that draws a given card index (the middle of its bucket). */
export const floatOfCard = (cardIndex: number) => (cardIndex + 0.5) / 52;
