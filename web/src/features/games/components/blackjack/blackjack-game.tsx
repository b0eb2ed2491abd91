import { blackjackMaxMultiplier100, type BlackjackRound } from '@app/contracts';
import { formatPointsWithUnit } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BetAmountField } from '../shared/bet-amount-field';
import { CARD_DRAW_RULE } from '../shared/card-draw-rule';
import { FocusKeeper } from '../shared/focus-keeper';
import { PlayButton } from '../shared/play-button';
import { GameLayout, SideCard } from '../shared/game-layout';
import { RecentResults } from '../shared/recent-results';
import { useRecentList } from '../shared/recent-store';
import { formatNet, netClass } from '../shared/round-outcome';
import { RoundResult } from '../shared/round-result';
import { useBalance } from '../shared/use-balance';
import { INSUFFICIENT_BALANCE, isPlayableBet, useBetAmount, useOpenRoundStake } from '../shared/use-bet-amount';
import { useBetLimits } from '../shared/use-max-bet';
import { BlackjackHand } from './blackjack-hand';
import { betInPlayText, OUTCOME, RESULT_TEXT, resultLine } from './blackjack-text';
import { useBlackjackRound } from './use-blackjack-round';

/** Blackjack: the server deals and plays the dealer; hit, stand, double on two cards, or split a pair. */
export function BlackjackGame() {
  const balance = useBalance();
  const bet = useBetAmount(10);
  // the server checks the max win on the first bet only, at the most a round can pay (a split, both hands
  // doubled and won): a later double or split stays within it, so they are not checked again
  const limits = useBetLimits(blackjackMaxMultiplier100());
  const [recent, addRecent] = useRecentList<BlackjackRound>('blackjack', 10);
  const game = useBlackjackRound(addRecent);
  const { round } = game;
  const playing = round !== null && !round.gameOver;
  // the box shows the bet the hand was dealt with (a resumed hand was not dealt with this screen's default);
  // the total in play after a double or split is the 'Bet in play' line
  useOpenRoundStake(bet, playing ? round.baseBet : null);
  // Spec section 5: double only on exactly two cards (of the hand in play: the server's canDouble) and with
  // twice the bet available, i.e. a second stake still covered by the balance left after the stakes already
  // taken (for a resumed hand: the balance loaded since, which already excludes them). A split needs the same.
  // Either takes another base bet: only a hand not yet doubled may double, and its stake is the base bet.
  const afterStakes = game.balanceAfterStake ?? balance;
  const extraStake = round?.baseBet ?? 0;
  const canDouble = playing && round.canDouble && afterStakes >= extraStake;
  const canSplit = playing && round.canSplit && afterStakes >= extraStake;
  const split = round !== null && round.hands.length > 0;

  const stage = (
    <div className="grid gap-8 rounded-xl bg-emerald-950/40 p-4 py-8">
      <BlackjackHand side="dealer" label="Dealer" cards={round?.dealerCards ?? []} hidden={round?.dealerHiddenCards ?? 0} value={round ? round.dealerValue : null} />
      {split ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {round.hands.map((hand, i) => (
            <BlackjackHand
              key={i}
              side="player"
              label={`Hand ${i + 1}${hand.doubled ? ' (doubled)' : ''}${hand.result ? ` · ${RESULT_TEXT[hand.result]}` : ''}`}
              cards={hand.cards}
              value={hand.value}
              testPrefix={`blackjack-split-${i}`}
              active={round.activeHand === i}
            />
          ))}
        </div>
      ) : (
        <BlackjackHand side="player" label="You" cards={round?.playerCards ?? []} value={round ? round.playerValue : null} />
      )}
      {round?.gameOver && round.result ? (
        <RoundResult game="blackjack" outcome={OUTCOME[round.result]}>
          <span data-testid="blackjack-result-kind" data-result={round.result}>
            {resultLine(round)}
          </span>
        </RoundResult>
      ) : null}
      {!round ? <p className="text-center text-muted-foreground">Place a bet and deal to start.</p> : null}
    </div>
  );

  const controls = (
    <>
      <SideCard title="Place Your Bet">
        <BetAmountField game="blackjack" bet={bet} presets={[10, 50, 100]} max={balance} disabled={playing || game.busy} limits={limits} />
        <FocusKeeper className="grid">
          {playing ? (
            <div className="grid grid-cols-2 gap-2">
              <PlayButton onClick={game.hit} disabled={game.busy} data-testid="blackjack-hit-button">
                Hit
              </PlayButton>
              <PlayButton variant="secondary" onClick={game.stand} disabled={game.busy} data-testid="blackjack-stand-button">
                Stand
              </PlayButton>
              <PlayButton variant="gold" onClick={game.double} disabled={game.busy || !canDouble} data-testid="blackjack-double-button">
                Double
              </PlayButton>
              <PlayButton variant="outline" onClick={game.split} disabled={game.busy || !canSplit} data-testid="blackjack-split-button">
                Split
              </PlayButton>
            </div>
          ) : (
            <PlayButton size="lg" onClick={() => game.deal(bet.amount, balance)} disabled={game.busy || !game.canStart || !isPlayableBet(bet.amount, balance, limits)} data-testid="blackjack-deal-button">
              {game.busy ? 'Dealing...' : 'Deal'}
            </PlayButton>
          )}
        </FocusKeeper>
        {playing && !game.busy && ((round.canDouble && !canDouble) || (round.canSplit && !canSplit)) ? (
          <p className="text-xs text-destructive" data-testid="blackjack-double-problem">
            {INSUFFICIENT_BALANCE}: {round.canDouble && !canDouble ? 'doubling' : 'splitting'} takes another {formatPointsWithUnit(extraStake)}.
          </p>
        ) : null}
        {playing ? (
          <p className="text-xs text-muted-foreground" data-testid="blackjack-bet-in-play">
            {betInPlayText(round)}
          </p>
        ) : null}
      </SideCard>
      <SideCard title="Rules">
        <p className="text-sm text-muted-foreground">Dealer draws to 17 and stands on all 17s. A win pays 2x, blackjack pays 3:2, a push returns your bet. Double on your first two cards. Split a pair of the same rank once: each hand takes its own bet and is played in turn; split aces get one card each, and 21 on a split hand pays 2x.</p>
        <p className="text-sm text-muted-foreground" data-testid="blackjack-card-rule">
          {CARD_DRAW_RULE}
        </p>
      </SideCard>
      <RecentResults
        game="blackjack"
        items={recent}
        render={(r) => (
          <>
            <span>
              {r.hands.length ? r.hands.map((h) => h.value).join(' / ') : r.playerValue} vs {r.dealerValue} · {RESULT_TEXT[r.result ?? 'lose']}
            </span>
            <span className={cn('font-semibold', netClass(r.betAmount, r.winnings))}>{formatNet(r.betAmount, r.winnings)}</span>
          </>
        )}
      />
    </>
  );

  return <GameLayout game="blackjack" title="Blackjack" stage={stage} controls={controls} />;
}
