// Account record (/m/transaction/record): every entry of the main wallet in a period (deposits,
// withdrawals, bets, wins, bonuses, rebates, transfers, recalls) with the balance after each, and
// the period's money in and out. With ?types=A an agent also picks a direct downline member.
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS, useAccountRecords, type AccountRecordQuery, type LedgerKindName } from '@/api/endpoints/account-records';
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

const isKind = (v: string): v is LedgerKindName => (LEDGER_KINDS as readonly string[]).includes(v);

function AccountRecordScreen() {
  const { t } = useTranslation('wallet');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const { range, pageNum, params, setRange, setPage, setFilter } = useRecordRange();
  const kindParam = params.get('kind') ?? '';
  const kind: '' | LedgerKindName = isKind(kindParam) ? kindParam : '';
  const types = params.get('types') === 'A' ? 'A' : '';
  const member = types === 'A' ? (params.get('member') ?? '') : '';
  const q: AccountRecordQuery = { ...range, kind, types, member, pageNum, pageSize: 20 };
  const records = useAccountRecords(viewer.session?.token, q);
  const data = records.data;
  const self = viewer.session?.userName ?? '';
  return (
    <Page className="wallet-page">
      <RangePicker range={range} onChange={setRange} rules={REPORT_RANGE_RULES} />
      <div className="wallet-filters">
        {types === 'A' && data && data.members.length > 0 ? (
          <SelectField
            label={t('account.member')}
            value={data.member}
            onChange={(v) => setFilter('member', v === self ? '' : v)}
            options={data.members.map((m) => ({ value: m, label: m === self ? t('account.self', { name: m }) : m }))}
          />
        ) : null}
        <SelectField
          label={t('records.filter')}
          value={kind}
          onChange={(v) => setFilter('kind', v)}
          options={[{ value: '', label: t('kind.all') }, ...LEDGER_KINDS.filter((k) => k !== 'opening').map((k) => ({ value: k, label: t(`kind.${k}`) }))]}
        />
      </div>
      <RecordsSection
        query={records}
        onPage={setPage}
        totals={(data) => [
          { id: 'moneyIn', label: t('totals.moneyIn'), value: data.totals.moneyIn },
          { id: 'moneyOut', label: t('totals.moneyOut'), value: data.totals.moneyOut },
          { id: 'net', label: t('totals.net'), value: data.totals.net, signed: true },
          { id: 'deposits', label: t('totals.deposits'), value: data.totals.deposits },
        ]}
        rowKey={(e) => `${e.id}-${e.ref}`}
        title={(e) => t(`kind.${e.kind}`)}
        amount={(e) => (
          <span className={`record__amount${e.amount.startsWith('-') ? ' is-loss' : ' is-gain'}`}>
            {e.amount.startsWith('-') ? formatMoney(e.amount, sym) : `+${formatMoney(e.amount, sym)}`}
          </span>
        )}
        detail={(e) => `${e.ref} · ${formatWhen(e.at)}`}
        side={(e) => (
          <span>
            {t('account.balanceAfter')} {formatMoney(e.balanceAfter, sym)}
          </span>
        )}
      />
    </Page>
  );
}

export default AccountRecordScreen;
