// The game-type breakdown of a rebate: valid bet, rate and rebate per game type.
import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@/api/endpoints/manual-rebate';
import { formatMoney } from '@/ui/money';
import { ReportTable } from '@/ui/report-table';

export function BreakdownTable({ lines, symbol, caption }: { lines: readonly RebateLine[]; symbol: string; caption: string }) {
  const { t } = useTranslation('rebates');
  return (
    <ReportTable
      layout="inset"
      className="rb-table"
      caption={caption}
      columns={[
        { header: t('gameType'), cell: (l) => t(`gameType.${l.gameType}`, { ns: 'common', defaultValue: l.gameType }) },
        { header: t('validBet'), cell: (l) => formatMoney(l.validBet, symbol) },
        { header: t('rate'), cell: (l) => `${l.rate}%` },
        { header: t('rebate'), cell: (l) => formatMoney(l.rebate, symbol), cellClass: (l) => (l.rebate === '0.00' ? 'muted' : 'rb-gain') },
      ]}
      rows={lines}
      rowKey={(l) => l.gameType}
    />
  );
}
