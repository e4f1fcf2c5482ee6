// The live-table game of the demo (LIVE and PVP): baccarat. Chips on Player, Banker, Tie and the
// pairs, then Deal: the platform deals by the drawing rules and settles every bet; the screen
// shows the cards, the totals and what each bet returned.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoBetSpot } from '@/demo/endpoints/demo-round';
import type { BaccaratRules, DemoTable } from '@/demo/endpoints/demo-table';
import { useMerchant } from '@/shell/config-context';
import { centsToDecimal, toCents } from '@/engine/money';
import { formatMoney } from '@/ui/money';
import { ChipPicker, GameLayout } from '@/demo/screens/game-layout';
import { useRound } from '@/demo/screens/use-round';

const SPOTS = ['player', 'tie', 'banker', 'playerPair', 'bankerPair'] as const satisfies readonly DemoBetSpot[];
type Spot = (typeof SPOTS)[number];
const PAYS: Record<Spot, string> = { player: '1:1', banker: '0.95:1', tie: '8:1', playerPair: '11:1', bankerPair: '11:1' };
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cardText = (card: number) => `${RANKS[card % 13] ?? '?'}${SUITS[Math.floor(card / 13)] ?? ''}`;

export default function BaccaratGame({ table, embedded }: { table: DemoTable; embedded: boolean }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const rules = table.baccarat as BaccaratRules;
  const [chip, setChip] = useState(() => rules.chips[Math.min(2, rules.chips.length - 1)] ?? rules.min);
  const [stakes, setStakes] = useState<Partial<Record<Spot, number>>>({});
  const { play, pending, last, error } = useRound(table.gameId, table.free);
  const total = Object.values(stakes).reduce((a, b) => a + b, 0);
  const shown = last ?? table.rounds[0] ?? null;
  const hand = shown?.outcome.kind === 'baccarat' ? shown.outcome : null;
  const spotName = (s: Spot) => t(`play.baccarat.spots.${s}`);
  const add = (s: Spot) => {
    const cents = toCents(chip) ?? 0;
    setStakes((prev) => ({ ...prev, [s]: Math.min((prev[s] ?? 0) + cents, toCents(rules.max) ?? cents) }));
  };
  const deal = () => {
    const bets = SPOTS.flatMap((s) => (stakes[s] ? [{ spot: s, amount: centsToDecimal(stakes[s]) }] : []));
    if (bets.length > 0) play(bets);
  };

  return (
    <GameLayout table={table} balance={last?.balanceAfter ?? table.balance} error={error} embedded={embedded} rules={<BaccaratRulesView rules={rules} />}>
      <div className="dg-felt" aria-busy={pending}>
        {(['player', 'banker'] as const).map((side) => (
          <div key={side} className={`dg-hand${hand?.result === side ? ' dg-hand--won' : ''}`}>
            <h2>
              {spotName(side)} {hand ? <span className="dg-hand__total">{side === 'player' ? hand.playerTotal : hand.bankerTotal}</span> : null}
            </h2>
            <ul className="dg-cards" aria-label={t('play.baccarat.cards', { side: spotName(side) })}>
              {(hand ? (side === 'player' ? hand.player : hand.banker) : []).map((c, i) => (
                <li key={i} className={`dg-card${c % 52 >= 13 && c % 52 < 39 ? ' dg-card--red' : ''}`}>
                  {cardText(c)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="dg-result" aria-live="polite">
        {shown && hand ? (
          <>
            <p className={shown.win === '0.00' ? 'dg-result__none' : 'dg-result__win'} data-testid="round-result">
              {t(`play.baccarat.result.${hand.result}`)} · {shown.win === '0.00' ? t('play.noWin') : t('play.won', { amount: formatMoney(shown.win, sym) })}
            </p>
            <ul className="dg-result__lines">
              {shown.bets.map((b) => (
                <li key={b.spot}>
                  {t('play.baccarat.betLine', { spot: spotName(b.spot as Spot), amount: formatMoney(b.amount, sym), win: formatMoney(b.win, sym) })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muted">{t('play.baccarat.first')}</p>
        )}
      </div>
      <ChipPicker chips={rules.chips} chip={chip} onPick={setChip} label={t('play.baccarat.chip')} />
      <div className="dg-spots">
        {SPOTS.map((s) => (
          <button
            key={s}
            type="button"
            className={`dg-spot dg-spot--${s}`}
            disabled={pending}
            aria-label={t('play.baccarat.placeOn', { spot: spotName(s), amount: formatMoney(centsToDecimal(stakes[s] ?? 0), sym) })}
            onClick={() => add(s)}
          >
            <span className="dg-spot__name">{spotName(s)}</span>
            <span className="dg-spot__pays">{PAYS[s]}</span>
            <span className="dg-spot__stake">{stakes[s] ? formatMoney(centsToDecimal(stakes[s]), sym) : '\u00a0'}</span>
          </button>
        ))}
      </div>
      <div className="dg-controls dg-controls--row">
        <button type="button" className="button button--outline" disabled={total === 0 || pending} onClick={() => setStakes({})}>
          {t('play.baccarat.clear')}
        </button>
        <button type="button" className="button button--primary dg-play" disabled={total === 0} aria-busy={pending} onClick={deal}>
          {pending ? t('play.baccarat.dealing') : t('play.baccarat.deal', { amount: formatMoney(centsToDecimal(total), sym) })}
        </button>
      </div>
    </GameLayout>
  );
}

function BaccaratRulesView({ rules }: { rules: BaccaratRules }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  return (
    <div className="dg-rules__body">
      <p>{t('play.baccarat.rulePlayer')}</p>
      <p>{t('play.baccarat.ruleBanker')}</p>
      <p>{t('play.baccarat.rulePays')}</p>
      <p>{t('play.baccarat.ruleLimits', { min: formatMoney(rules.min, sym), max: formatMoney(rules.max, sym), decks: rules.decks })}</p>
    </div>
  );
}
