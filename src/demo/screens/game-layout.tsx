// What every demo game screen shows around its table: the game's name, the balance, why a round
// was refused, the rules, the member's last rounds of the game (a pending bet as pending) and a
// way back.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoRound } from '@/demo/endpoints/demo-round';
import type { DemoTable } from '@/demo/endpoints/demo-table';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { useGoBack } from '@/shell/header-back-button';
import { formatUtc } from '@/engine/time';
import { formatMoney } from '@/ui/money';
import '@/demo/screens/demo-games.css';

const two = (n: number) => String(n).padStart(2, '0');
/** The time of a round on the device's clock, HH:MM:SS. */
const timeOf = (at: number) => {
  const d = new Date(at);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

export interface ChipPickerProps {
  /** The table's chips (decimal money strings). */
  chips: readonly string[];
  chip: string;
  onPick: (chip: string) => void;
  /** The group's accessible name (what the chip stakes). */
  label: string;
}

/** The chip a bet stakes, one of the table's: a radio group of whole-peso chips. */
export function ChipPicker({ chips, chip, onPick, label }: ChipPickerProps) {
  const sym = useMerchant().currency.symbol;
  return (
    <div className="dg-chips" role="radiogroup" aria-label={label}>
      {chips.map((c) => (
        <button key={c} type="button" role="radio" aria-checked={c === chip} className={`dg-chip${c === chip ? ' dg-chip--on' : ''}`} onClick={() => onPick(c)}>
          {formatMoney(c, sym).replace(/\.00$/, '')}
        </button>
      ))}
    </div>
  );
}

export interface GameLayoutProps {
  table: DemoTable;
  /** The balance after the last round played here, else the table's. */
  balance: string;
  error: unknown;
  embedded: boolean;
  rules: ReactNode;
  children: ReactNode;
}

export function GameLayout({ table, balance, error, embedded, rules, children }: GameLayoutProps) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const goBack = useGoBack();
  return (
    <div className="dg-page">
      <div className="dg-top">
        <div className="dg-title">
          {/* The header says the game's name (src/shell/page-title.ts); in a frame, which has no header, this does. */}
          <h2 className={embedded ? undefined : 'visually-hidden'}>{table.gameName}</h2>
          <span className="muted">{t('demoGame.vendor', { vendor: table.vendorName })}</span>
        </div>
        <p className="dg-balance" aria-live="polite">
          <span className="muted">{t(table.free ? 'play.freeCredit' : 'play.balance')}</span>{' '}
          <strong data-testid="game-balance">{formatMoney(balance, sym)}</strong>
        </p>
      </div>
      {table.free ? (
        <p className="dg-free" role="note">
          {t('play.freeNote')}
        </p>
      ) : null}
      {children}
      {error ? <Refusal error={error} /> : null}
      <details className="dg-rules card">
        <summary>{t('play.rules')}</summary>
        {rules}
      </details>
      <LastRounds rounds={table.rounds} />
      {embedded ? null : (
        <button type="button" className="button button--outline button--block" onClick={goBack}>
          {t('demoGame.back')}
        </button>
      )}
    </div>
  );
}

function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  const details = isPlatformError(error) && (error.code === 'LOSS_LIMIT' || error.code === 'WAGER_LIMIT') ? error.details : null;
  const { period, limit, resetsAt } = details ?? {};
  return (
    <div className="dg-refusal" role="alert">
      <p>{t(errorMessageKey(error, 'send'), { ns: 'common' })}</p>
      {(period === 'daily' || period === 'weekly' || period === 'monthly') && typeof limit === 'string' && typeof resetsAt === 'number' ? (
        <p className="muted">{t('play.limitDetail', { period: t(`play.period.${period}`), limit: formatMoney(limit, sym), date: formatUtc(resetsAt) })}</p>
      ) : null}
    </div>
  );
}

function LastRounds({ rounds }: { rounds: readonly DemoRound[] }) {
  const { t } = useTranslation('demo');
  const sym = useMerchant().currency.symbol;
  return (
    <section className="dg-rounds" aria-labelledby="dg-rounds-title">
      <h2 id="dg-rounds-title">{t('play.lastRounds')}</h2>
      {rounds.length === 0 ? (
        <p className="muted">{t('play.noRounds')}</p>
      ) : (
        <table className="dg-rounds__table">
          <thead>
            <tr>
              <th scope="col">{t('play.time')}</th>
              <th scope="col">{t('play.bet')}</th>
              <th scope="col">{t('play.win')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.betNo} data-bet-no={r.betNo}>
                <td>{timeOf(r.at)}</td>
                <td>{formatMoney(r.stake, sym)}</td>
                {r.status === 'pending' ? (
                  <td className="dg-rounds__pending">{t('play.pending')}</td>
                ) : (
                  <td className={r.win === '0.00' ? undefined : 'dg-rounds__won'}>{formatMoney(r.win, sym)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
