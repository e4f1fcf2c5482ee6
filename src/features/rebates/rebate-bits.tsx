// Pieces shared by the rebates screens: record times and the game-type breakdown table. The
// field, the request id, the range picker and the pager are the shared ones of src/ui.
import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@/api/endpoints/manual-rebate';
import { formatUtc } from '@/engine/time';
import { formatMoney } from '@/ui/money';

/** Date and time as DD/MM/YYYY HH:mm, in the platform's calendar. */
export const formatWhen = formatUtc;

export function BreakdownTable({ lines, symbol, caption }: { lines: readonly RebateLine[]; symbol: string; caption: string }) {
  const { t } = useTranslation('rebates');
  return (
    <table className="rb-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('gameType')}</th>
          <th scope="col">{t('validBet')}</th>
          <th scope="col">{t('rate')}</th>
          <th scope="col">{t('rebate')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.gameType}>
            <th scope="row">{t(`gameType.${l.gameType}`, { ns: 'common', defaultValue: l.gameType })}</th>
            <td>{formatMoney(l.validBet, symbol)}</td>
            <td>{l.rate}%</td>
            <td className={l.rebate === '0.00' ? 'muted' : 'rb-gain'}>{formatMoney(l.rebate, symbol)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
