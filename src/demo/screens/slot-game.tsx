// A slot game of the demo (RNG, JL, FISH, BINGO and the rest): five reels of three rows, a bet
// selector, a spin, the winning lines marked, and the paytable with the machine's declared return
// to player. The platform spins the reels; the screen shows what it answered.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoTable, SlotRules } from '@/demo/endpoints/demo-table';
import { useMerchant } from '@/shell/config-context';
import { centsToDecimal, toCents } from '@/engine/money';
import { formatMoney } from '@/ui/money';
import { GameLayout } from '@/demo/screens/game-layout';
import { useRound } from '@/demo/screens/use-round';

/** How a symbol is drawn on a reel (its name is read out); the wild's word is translated. */
const GLYPHS: Record<string, string> = { S: '★', '7': '7', B: 'BAR', D: '♦', C: '♛', A: 'A', K: 'K', Q: 'Q', J: 'J' };

function useGlyph() {
  const { t } = useTranslation('demo');
  return (s: string) => (s === 'W' ? t('play.slot.wildGlyph') : (GLYPHS[s] ?? s));
}

/** ₱10 a spin to start with, or the nearest bet the machine offers. */
function firstBet(bets: readonly string[]): number {
  const i = bets.indexOf('10.00');
  return i >= 0 ? i : 0;
}

export default function SlotGame({ table, embedded }: { table: DemoTable; embedded: boolean }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const rules = table.slot as SlotRules;
  const [betIndex, setBetIndex] = useState(() => firstBet(rules.bets));
  const { play, pending, last, error } = useRound(table.gameId, table.free);
  const bet = rules.bets[betIndex] ?? rules.bets[0] ?? '1.00';
  const lineBet = centsToDecimal(Math.floor((toCents(bet) ?? 0) / rules.lines.length));
  const shown = last ?? table.rounds[0] ?? null;
  const outcome = shown?.outcome.kind === 'slot' ? shown.outcome : null;
  const window = outcome?.window ?? placeholderWindow(rules);
  const winning = new Set<string>();
  for (const w of outcome?.lineWins ?? []) for (let r = 0; r < w.count; r++) winning.add(`${r}:${rules.lines[w.line]?.[r] ?? 0}`);
  if (outcome && outcome.scatter.win !== '0.00') window.forEach((reel, r) => reel.forEach((s, row) => s === rules.scatter && winning.add(`${r}:${row}`)));
  const name = (s: string) => t(`play.slot.symbols.${s}`, { defaultValue: s });
  const glyphOf = useGlyph();

  return (
    <GameLayout
      table={table}
      balance={last?.balanceAfter ?? table.balance}
      error={error}
      embedded={embedded}
      rules={<SlotRulesView rules={rules} lineBet={lineBet} />}
    >
      <div className={`dg-reels${pending ? ' dg-reels--spinning' : ''}`} role="group" aria-label={t('play.slot.reels')} aria-busy={pending}>
        {window.map((reel, r) => (
          <div className="dg-reel" key={r}>
            {reel.map((s, row) => (
              <span
                key={row}
                role="img"
                aria-label={name(s)}
                className={`dg-cell dg-cell--${s === 'W' ? 'wild' : s === 'S' ? 'scatter' : /[7BDC]/.test(s) ? 'high' : 'low'}${winning.has(`${r}:${row}`) ? ' dg-cell--win' : ''}`}
              >
                {glyphOf(s)}
              </span>
            ))}
          </div>
        ))}
      </div>
      <div className="dg-result" aria-live="polite">
        {shown && outcome ? (
          <>
            <p className={shown.win === '0.00' ? 'dg-result__none' : 'dg-result__win'} data-testid="round-result">
              {shown.win === '0.00' ? t('play.noWin') : t('play.won', { amount: formatMoney(shown.win, sym) })}
            </p>
            {outcome.lineWins.length > 0 || outcome.scatter.win !== '0.00' ? (
              <ul className="dg-result__lines">
                {outcome.lineWins.map((w) => (
                  <li key={w.line}>{t('play.slot.lineWin', { line: w.line + 1, count: w.count, symbol: name(w.symbol), amount: formatMoney(w.win, sym) })}</li>
                ))}
                {outcome.scatter.win !== '0.00' ? (
                  <li>{t('play.slot.scatterWin', { count: outcome.scatter.count, amount: formatMoney(outcome.scatter.win, sym) })}</li>
                ) : null}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="muted">{t('play.slot.firstSpin')}</p>
        )}
      </div>
      <div className="dg-controls">
        <div className="dg-stepper" role="group" aria-label={t('play.bet')}>
          <button
            type="button"
            className="button button--outline dg-stepper__button"
            aria-label={t('play.slot.lower')}
            disabled={betIndex === 0 || pending}
            onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
          >
            −
          </button>
          <output className="dg-stepper__value" aria-label={t('play.bet')}>
            <strong>{formatMoney(bet, sym)}</strong>
            <span className="muted">{t('play.slot.perLine', { amount: formatMoney(lineBet, sym), lines: rules.lines.length })}</span>
          </output>
          <button
            type="button"
            className="button button--outline dg-stepper__button"
            aria-label={t('play.slot.raise')}
            disabled={betIndex >= rules.bets.length - 1 || pending}
            onClick={() => setBetIndex((i) => Math.min(rules.bets.length - 1, i + 1))}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="button button--primary button--block dg-play"
          aria-busy={pending}
          onClick={() => play([{ spot: 'spin', amount: bet }])}
        >
          {pending ? t('play.slot.spinning') : t('play.slot.spin')}
        </button>
      </div>
    </GameLayout>
  );
}

/** Before the first spin: the paytable's symbols, reel by reel. */
function placeholderWindow(rules: SlotRules): string[][] {
  const symbols = rules.paytable.map((p) => p.symbol);
  return Array.from({ length: rules.reels }, (_, r) => Array.from({ length: rules.rows }, (_, row) => symbols[(r + row * 2) % symbols.length] ?? 'J'));
}

function SlotRulesView({ rules, lineBet }: { rules: SlotRules; lineBet: string }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const glyphOf = useGlyph();
  const lineCents = toCents(lineBet) ?? 0;
  const totalCents = lineCents * rules.lines.length;
  const money = (cents: number) => formatMoney(centsToDecimal(cents), sym);
  return (
    <div className="dg-rules__body">
      <p>
        <strong>{t('play.rtp', { rtp: rules.rtp })}</strong>
      </p>
      <p>{t('play.slot.howLines', { lines: rules.lines.length })}</p>
      <p>{t('play.slot.wild')}</p>
      <p>{t('play.slot.scatter')}</p>
      <table className="dg-paytable">
        <caption>{t('play.slot.paytable', { amount: formatMoney(lineBet, sym) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('play.slot.symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {rules.paytable.map((p) => (
            <tr key={p.symbol}>
              <th scope="row">
                <span className="dg-paytable__glyph" aria-hidden="true">
                  {glyphOf(p.symbol)}
                </span>{' '}
                {t(`play.slot.symbols.${p.symbol}`, { defaultValue: p.symbol })}
              </th>
              {p.pays.map((m, i) => (
                <td key={i}>{money(m * lineCents)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="dg-paytable__glyph" aria-hidden="true">
                {glyphOf(rules.scatter)}
              </span>{' '}
              {t('play.slot.symbols.S')}
            </th>
            {rules.scatterPays.map((m, i) => (
              <td key={i}>{money(m * totalCents)}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
