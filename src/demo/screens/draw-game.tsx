// The draw game of the demo (LOTT and ELOTT): a draw every minute on the platform's clock. 3D:
// pick three digits in order; 6/42: pick six of 1–42. A ticket is on the next draw and pending
// until it; then the platform's numbers, the matches and what it returned. The platform draws
// every number; the page only shows them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoRound } from '@/demo/endpoints/demo-round';
import type { DemoTable, DrawRules } from '@/demo/endpoints/demo-table';
import { useMerchant } from '@/shell/config-context';
import { LOTTO_PICKS, LOTTO_POOL } from '@/demo/rules/draw';
import { formatMoney } from '@/ui/money';
import { ChipPicker, GameLayout } from '@/demo/screens/game-layout';
import { numberOfDay, useCountdown, useRefreshAt, useRound } from '@/demo/screens/use-round';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const POOL = Array.from({ length: LOTTO_POOL }, (_, i) => i + 1);

/** A number in [0, n) from the device's random source: a lucky pick is the member's choice, never an outcome. */
const randomBelow = (n: number) => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % n;
function luckyLotto(): number[] {
  const out: number[] = [];
  while (out.length < LOTTO_PICKS) {
    const n = randomBelow(LOTTO_POOL) + 1;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

export default function DrawGame({ table, embedded }: { table: DemoTable; embedded: boolean }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const rules = table.draw as DrawRules;
  const threeD = rules.style === '3d';
  const [chip, setChip] = useState(() => rules.chips[0] ?? '10.00');
  const [digits, setDigits] = useState<(number | null)[]>([null, null, null]);
  const [picked, setPicked] = useState<number[]>([]);
  const { play, pending, error } = useRound(table.gameId, table.free);
  const countdown = useCountdown(rules.drawAt);
  useRefreshAt(
    [rules.drawAt, ...table.rounds.flatMap((r) => (r.status === 'pending' && r.settleAt !== null ? [r.settleAt] : []))],
    table.rounds.some((r) => r.status === 'pending'),
  );
  const picks = threeD ? (digits.every((d) => d !== null) ? digits : null) : picked.length === LOTTO_PICKS ? [...picked].sort((a, b) => a - b) : null;
  const toggle = (n: number) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < LOTTO_PICKS ? [...p, n] : p));
  const buy = () => {
    if (picks) play([{ spot: 'ticket', amount: chip }], { picks });
  };
  const latest = table.rounds[0] ?? null;

  return (
    <GameLayout table={table} balance={table.balance} error={error} embedded={embedded} rules={<DrawRulesView rules={rules} />}>
      <p className="dg-clock">{t('play.draw.next', { no: numberOfDay(rules.drawNo), time: countdown })}</p>
      <div className="dr-pickbar">
        <span className="muted">{threeD ? t('play.draw.pick3d') : t('play.draw.picked', { count: picked.length, of: LOTTO_PICKS })}</span>
        <button
          type="button"
          className="button button--outline"
          disabled={pending}
          onClick={() => (threeD ? setDigits([randomBelow(10), randomBelow(10), randomBelow(10)]) : setPicked(luckyLotto()))}
        >
          {t('play.draw.lucky')}
        </button>
      </div>
      {threeD ? (
        <div className="dr-digits">
          {digits.map((d, pos) => (
            <div key={pos} className="dr-digit-row" role="radiogroup" aria-label={t('play.draw.digit', { n: pos + 1 })}>
              {DIGITS.map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={d === n}
                  className={`dr-ball dr-ball--small${d === n ? ' dr-ball--on' : ''}`}
                  onClick={() => setDigits((prev) => prev.map((x, i) => (i === pos ? n : x)))}
                >
                  {n}
                </button>
              ))}
            </div>
          ))}
        </div>
      ) : (
        <>
          <div className="dr-pool" role="group" aria-label={t('play.draw.numbers')}>
            {POOL.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={picked.includes(n)}
                className={`dr-ball${picked.includes(n) ? ' dr-ball--on' : ''}`}
                onClick={() => toggle(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </>
      )}
      <ChipPicker chips={rules.chips} chip={chip} onPick={setChip} label={t('play.draw.stake')} />
      <div className="dg-controls dg-controls--row">
        <button type="button" className="button button--outline" disabled={pending} onClick={() => (threeD ? setDigits([null, null, null]) : setPicked([]))}>
          {t('play.draw.clear')}
        </button>
        <button type="button" className="button button--primary dg-play" disabled={!picks} aria-busy={pending} onClick={buy}>
          {pending ? t('play.draw.buying') : t('play.draw.buy', { amount: formatMoney(chip, sym) })}
        </button>
      </div>
      <div className="dg-result" aria-live="polite">
        {latest ? <TicketResult round={latest} /> : <p className="muted">{threeD ? t('play.draw.first3d') : t('play.draw.first642')}</p>}
      </div>
      <section className="dr-draws" aria-labelledby="dr-draws-title">
        <h2 id="dr-draws-title">{t('play.draw.lastDraws')}</h2>
        <ol className="dr-draws__list">
          {rules.draws.map((d) => (
            <li key={d.drawNo}>
              <span className="muted">#{numberOfDay(d.drawNo)}</span>
              <span className="dr-balls">
                {d.numbers.map((n, i) => (
                  <span key={i} className="dr-ball dr-ball--small dr-ball--drawn">
                    {n}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </GameLayout>
  );
}

function TicketResult({ round }: { round: DemoRound }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const o = round.outcome;
  if (o.kind !== 'draw') return null;
  const ticket = t('play.draw.ticket', { no: numberOfDay(o.drawNo), picks: o.picks.join(o.style === '3d' ? '' : ' '), amount: formatMoney(round.stake, sym) });
  if (round.status === 'pending' || !o.numbers) {
    return (
      <p className="dg-result__none" data-testid="round-result">
        {t('play.draw.pendingTicket', { ticket })}
      </p>
    );
  }
  return (
    <p className={round.win === '0.00' ? 'dg-result__none' : 'dg-result__win'} data-testid="round-result">
      {t('play.draw.drawn', { numbers: o.numbers.join(o.style === '3d' ? '' : ' ') })} · {ticket} · {t('play.draw.matches', { count: o.matches ?? 0 })} ·{' '}
      {round.win === '0.00' ? t('play.noWin') : t('play.won', { amount: formatMoney(round.win, sym) })}
    </p>
  );
}

function DrawRulesView({ rules }: { rules: DrawRules }) {
  const { t } = useTranslation('demo');
  return (
    <div className="dg-rules__body">
      <p>{rules.style === '3d' ? t('play.draw.rule3d') : t('play.draw.rule642')}</p>
      <p>{t('play.draw.ruleClock')}</p>
      <table className="dg-paytable">
        <thead>
          <tr>
            <th scope="col">{t('play.draw.matchesHead')}</th>
            <th scope="col">{t('play.draw.paysHead')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.pays.map((p) => (
            <tr key={p.matches}>
              <td>{rules.style === '3d' ? t('play.draw.exact') : p.matches}</td>
              <td>×{p.times.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
