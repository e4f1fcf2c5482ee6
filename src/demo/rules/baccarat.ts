// Punto banco as the demo platform deals it: eight decks, a fresh shoe a hand, the standard
// drawing rules, and what each bet returns in whole centavos (stake included). Banker pays 19 to
// 20 (5 % commission on its win, rounded down to the centavo), Tie 8 to 1, either pair 11 to 1;
// Player and Banker bets are returned on a tie.
import type { Rng } from '@/demo/rules/rng';

/** A card: suit · 13 + rank − 1 (rank 1 ace … 13 king), 0…51. */
export type Card = number;
export const DECKS = 8;

export const rankOf = (card: Card): number => (card % 13) + 1;
/** Baccarat value: ace 1, two to nine face value, tens and faces 0. */
export const cardValue = (card: Card): number => {
  const r = rankOf(card);
  return r >= 10 ? 0 : r;
};
export const handTotal = (cards: readonly Card[]): number => cards.reduce((t, c) => t + cardValue(c), 0) % 10;

/** Whether the player draws a third card on a two-card total (no natural on either side). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws on a two-card total, given the player's third card's value (null
 * when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratHand {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly result: 'player' | 'banker' | 'tie';
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/**
 * Plays a hand from cards in dealing order (player, banker, player, banker, then the third
 * cards as the rules call for them). `cards` must hold at least six.
 */
export function playHand(cards: readonly Card[]): BaccaratHand {
  const at = (i: number): Card => {
    const c = cards[i];
    if (c === undefined) throw new Error('a baccarat hand needs six cards');
    return c;
  };
  const player = [at(0), at(2)];
  const banker = [at(1), at(3)];
  let next = 4;
  const p2 = handTotal(player);
  const b2 = handTotal(banker);
  if (p2 < 8 && b2 < 8) {
    let playerThird: number | null = null;
    if (playerDraws(p2)) {
      const c = at(next++);
      player.push(c);
      playerThird = cardValue(c);
    }
    if (bankerDraws(b2, playerThird)) banker.push(at(next++));
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    result: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(at(0)) === rankOf(at(2)),
    bankerPair: rankOf(at(1)) === rankOf(at(3)),
  };
}

/**
 * Six cards from a freshly shuffled eight-deck shoe: six distinct positions of the shoe, each
 * equally likely (a position drawn again is drawn anew), position p holding card p mod 52.
 */
export function dealCards(rng: Rng): Card[] {
  const size = 52 * DECKS;
  const taken: number[] = [];
  while (taken.length < 6) {
    const p = rng.below(size);
    if (!taken.includes(p)) taken.push(p);
  }
  return taken.map((p) => p % 52);
}

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** What a bet on a spot returns for a hand, in centavos, stake included (0 when it loses). */
export function baccaratReturnCents(spot: BaccaratSpot, stakeCents: number, hand: BaccaratHand): number {
  switch (spot) {
    case 'player':
      return hand.result === 'player' ? 2 * stakeCents : hand.result === 'tie' ? stakeCents : 0;
    case 'banker':
      return hand.result === 'banker' ? stakeCents + Math.floor((stakeCents * 95) / 100) : hand.result === 'tie' ? stakeCents : 0;
    case 'tie':
      return hand.result === 'tie' ? 9 * stakeCents : 0;
    case 'playerPair':
      return hand.playerPair ? 12 * stakeCents : 0;
    case 'bankerPair':
      return hand.bankerPair ? 12 * stakeCents : 0;
  }
}
