// Betting record (/m/gameRecord): settled bets of a period, by game type, with stake, win and
// result, and the period's totals.
import { useTranslation } from 'react-i18next';
import { useBetRecords, type BetRecordQuery } from '@/api/endpoints/bet-records';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { formatMoney } from '@/ui/money';
import { Page } from '@/ui/page';
import { SelectField } from '@/ui/input-field';
import { RecordsSection } from '@/features/wallet/records-frame';
import { useRecordRange } from '@/features/wallet/record-range';
import { RangePicker } from '@/ui/range-picker';
import { REPORT_RANGE_RULES } from '@/engine/report-range';
import { formatUtc as formatWhen } from '@/engine/time';
import '@/features/wallet/wallet.css';

function BetRecordScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const { range, pageNum, params, setRange, setPage, setFilter } = useRecordRange();
  const gameType = (params.get('gameType') ?? '').replace(/[^A-Z]/g, '');
  const q: BetRecordQuery = { ...range, gameType, pageNum, pageSize: 20 };
  const records = useBetRecords(viewer.session?.token, q);
  const data = records.data;
  const typeName = (code: string) => t(`gameType.${code}`, { ns: 'common', defaultValue: code });
  return (
    <Page className="wallet-page">
      <RangePicker range={range} onChange={setRange} rules={REPORT_RANGE_RULES} />
      <SelectField
        label={t('bet.gameType')}
        value={gameType}
        onChange={(v) => setFilter('gameType', v)}
        options={[{ value: '', label: t('bet.allTypes') }, ...(data?.gameTypes ?? []).map((g) => ({ value: g, label: typeName(g) }))]}
      />
      <RecordsSection
        query={records}
        onPage={setPage}
        totals={(data) => [
          { id: 'bets', label: t('totals.bets'), value: data.totals.betAmount },
          { id: 'wins', label: t('totals.wins'), value: data.totals.winAmount },
          { id: 'profit', label: t('totals.profit'), value: data.totals.profit, signed: true },
        ]}
        rowKey={(b) => b.betNo}
        title={(b) => b.gameName}
        amount={(b) =>
          b.status === 'pending' ? (
            <span className="record__amount">{t('bet.pending')}</span>
          ) : (
            <span className={`record__amount${b.profit.startsWith('-') ? ' is-loss' : b.profit === '0.00' ? '' : ' is-gain'}`}>
              {formatMoney(b.profit, sym)}
            </span>
          )
        }
        detail={(b) => `${typeName(b.gameType)} · ${b.vendor} · ${formatWhen(b.at)}`}
        side={(b) => (
          <span>
            {t('bet.stake')} {formatMoney(b.betAmount, sym)} · {b.status === 'pending' ? t('bet.pending') : `${t('bet.win')} ${formatMoney(b.winAmount, sym)}`}
          </span>
        )}
      />
    </Page>
  );
}

export default BetRecordScreen;
