// The game-type breakdown of a rebate: valid bet, rate and rebate per game type.
import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@/api/endpoints/manual-rebate';
import { formatMoney } from '@/ui/money';

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
