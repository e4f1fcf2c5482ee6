// The sportsbook of the demo (SPORTS, ESPORTS and COCKFIGHT): the board of the next event on the
// platform's clock (a sabong pit's next fight with Meron, Draw and Wala; or four matches with
// Home and Away), a bet slip (stake, what it would return), and the member's bets: pending until
// the platform has the event's result, then settled with what they returned. The platform decides
// every result; the page only shows it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoBetSpot, DemoRound } from '@/demo/endpoints/demo-round';
import type { DemoTable, SportsbookRules } from '@/demo/endpoints/demo-table';
import { useMerchant } from '@/shell/config-context';
import { centsToDecimal, toCents } from '@/engine/money';
import { MATCH_MS, winReturnCents } from '@/demo/rules/sportsbook';
import { formatMoney } from '@/ui/money';
import { ChipPicker, GameLayout } from '@/demo/screens/game-layout';
import { numberOfDay, useCountdown, useRefreshAt, useRound } from '@/demo/screens/use-round';
import { HOUR_MS } from '@/engine/time';

type Pick = 'meron' | 'draw' | 'wala' | 'home' | 'away';
interface Selection {
  match: number;
  pick: Pick;
  odds: string;
  home: string;
  away: string;
}

export default function SportsbookGame({ table, embedded }: { table: DemoTable; embedded: boolean }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const rules = table.sportsbook as SportsbookRules;
  const sabong = rules.style === 'sabong';
  // Sports: the fixtures home lists, on one clock (kick-off, then the match's length).
  const fixtures = table.gameType === 'SPORTS';
  const [chip, setChip] = useState(() => rules.chips[Math.min(2, rules.chips.length - 1)] ?? rules.min);
  const [selection, setSelection] = useState<Selection | null>(null);
  const { play, pending, error } = useRound(table.gameId, table.free);
  const startsAt = rules.events[0]?.startsAt ?? 0;
  const countdown = useCountdown(startsAt);
  useRefreshAt(
    [startsAt, ...table.rounds.flatMap((r) => (r.status === 'pending' && r.settleAt !== null ? [r.settleAt] : []))],
    table.rounds.some((r) => r.status === 'pending'),
  );
  const pickName = (s: Selection | { pick: Pick; home: string; away: string }) =>
    s.pick === 'home' ? s.home : s.pick === 'away' ? s.away : t(`play.sportsbook.sides.${s.pick}`);
  const stakeCents = toCents(chip) ?? 0;
  const place = () => {
    if (!selection) return;
    play([{ spot: selection.pick satisfies DemoBetSpot, amount: chip }], { match: selection.match });
  };
  const latest = table.rounds[0] ?? null;

  return (
    <GameLayout table={table} balance={table.balance} error={error} embedded={embedded} rules={<SportsbookRulesView rules={rules} fixtures={fixtures} />}>
      <p className="dg-clock" aria-live="off">
        {sabong
          ? t('play.sportsbook.nextFight', { no: numberOfDay(rules.events[0]?.eventNo ?? 0), time: countdown })
          : t('play.sportsbook.nextMatches', { time: countdown })}
      </p>
      <ul className="sb-board">
        {rules.events.map((e) => (
          <li key={e.match} className="sb-event card">
            {sabong ? null : (
              <h3>
                {e.home} <span className="muted">{t('play.sportsbook.vs')}</span> {e.away}
              </h3>
            )}
            <div className={`sb-markets${sabong ? ' sb-markets--sabong' : ''}`}>
              {e.markets.map((m) => {
                const on = selection?.match === e.match && selection.pick === m.pick;
                const name = pickName({ pick: m.pick, home: e.home, away: e.away });
                return (
                  <button
                    key={m.pick}
                    type="button"
                    className={`sb-market sb-market--${m.pick}${on ? ' sb-market--on' : ''}`}
                    aria-pressed={on}
                    aria-label={t('play.sportsbook.pickAt', { pick: name, odds: m.odds })}
                    onClick={() => setSelection(on ? null : { match: e.match, pick: m.pick, odds: m.odds, home: e.home, away: e.away })}
                  >
                    <span className="sb-market__name">{name}</span>
                    <span className="sb-market__odds">{m.odds}</span>
                  </button>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
      <section className="sb-slip card" aria-labelledby="sb-slip-title">
        <h2 id="sb-slip-title">{t('play.sportsbook.slip')}</h2>
        {selection ? (
          <>
            <p className="sb-slip__pick">{t('play.sportsbook.slipPick', { pick: pickName(selection), odds: selection.odds })}</p>
            <ChipPicker chips={rules.chips} chip={chip} onPick={setChip} label={t('play.sportsbook.stake')} />
            <p className="sb-slip__return" data-testid="potential-return">
              {t('play.sportsbook.potential', { amount: formatMoney(centsToDecimal(winReturnCents(stakeCents, toCents(selection.odds) ?? 0)), sym) })}
            </p>
            <button type="button" className="button button--primary button--block dg-play" aria-busy={pending} onClick={place}>
              {pending ? t('play.sportsbook.placing') : t('play.sportsbook.place', { amount: formatMoney(chip, sym) })}
            </button>
          </>
        ) : (
          <p className="muted">{t('play.sportsbook.empty')}</p>
        )}
      </section>
      <div className="dg-result" aria-live="polite">
        {latest && latest.outcome.kind === 'sportsbook' ? <BetResult round={latest} name={pickName} /> : null}
      </div>
      {rules.results.length > 0 ? (
        <section className="sb-results" aria-label={t('play.sportsbook.lastResults')}>
          <h2>{t('play.sportsbook.lastResults')}</h2>
          <ol className="sb-results__list">
            {rules.results.map((r) => (
              <li key={`${r.eventNo}:${r.match}`} className={`sb-result sb-result--${r.result}`}>
                {sabong
                  ? t(`play.sportsbook.sides.${r.result}`)
                  : r.home && r.away
                    ? t('play.sportsbook.fixtureResult', { home: r.home, away: r.away, winner: r.result === 'home' ? r.home : r.away })
                    : `${r.match + 1}: ${t(`play.sportsbook.sides.${r.result}`)}`}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </GameLayout>
  );
}

function BetResult({ round, name }: { round: DemoRound; name: (s: { pick: Pick; home: string; away: string }) => string }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const o = round.outcome;
  if (o.kind !== 'sportsbook') return null;
  const bet = t('play.sportsbook.betOn', { pick: name(o), odds: o.odds, amount: formatMoney(round.stake, sym) });
  if (round.status === 'pending' || !o.result) {
    return (
      <p className="dg-result__none" data-testid="round-result">
        {t('play.sportsbook.pendingBet', { bet })}
      </p>
    );
  }
  const result = o.result === 'draw' ? t('play.sportsbook.drawResult') : t('play.sportsbook.winner', { side: name({ ...o, pick: o.result }) });
  return (
    <p className={round.win === '0.00' ? 'dg-result__none' : 'dg-result__win'} data-testid="round-result">
      {result} · {bet} · {round.win === '0.00' ? t('play.noWin') : t('play.won', { amount: formatMoney(round.win, sym) })}
    </p>
  );
}

function SportsbookRulesView({ rules, fixtures }: { rules: SportsbookRules; fixtures: boolean }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  return (
    <div className="dg-rules__body">
      {rules.style === 'sabong' ? (
        <>
          <p>{t('play.sportsbook.ruleSabong')}</p>
          <p>{t('play.sportsbook.ruleSabongDraw')}</p>
        </>
      ) : (
        <p>{t('play.sportsbook.ruleMatch')}</p>
      )}
      <p>{fixtures ? t('play.sportsbook.ruleFixtures', { hours: MATCH_MS / HOUR_MS }) : t('play.sportsbook.ruleClock')}</p>
      <p>{t('play.sportsbook.ruleLimits', { min: formatMoney(rules.min, sym), max: formatMoney(rules.max, sym) })}</p>
    </div>
  );
}
