// Profit and loss (/m/profitandloss): the member's result for a period (wins + bonuses + rebates
// − bets) with deposits and withdrawals, from the same ledger as the account record.
import { useTranslation } from 'react-i18next';
import { useProfitLoss } from '@/api/endpoints/profit-loss';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { guardRoute } from '@/engine/routes';
import { formatMoney } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { rangeQuery, useRecordRange } from '@/features/wallet/record-range';
import { RecordsFrame } from '@/features/wallet/records-frame';
import { RangePicker } from '@/ui/range-picker';
import { REPORT_RANGE_RULES } from '@/engine/report-range';
import { Figures } from '@/features/wallet/wallet-figures';
import '@/features/wallet/wallet.css';
import { RouteLink } from '@/shell/route-link';

function ProfitLossScreen() {
  const { t } = useTranslation('wallet');
  const sym = useMerchant().currency.symbol;
  const { viewer, ctx } = useViewer();
  const { range, setRange } = useRecordRange();
  const pnl = useProfitLoss(viewer.session?.token, range);
  const data = pnl.data;
  const canSeeAccount = 'allow' in guardRoute('accountRecord', ctx);
  return (
    <Page className="wallet-page">
      <RangePicker range={range} onChange={setRange} rules={REPORT_RANGE_RULES} />
      <RecordsFrame query={pnl} empty={false}>
        {data ? (
          <>
            <div className="pnl-hero card">
              <span className="pnl-hero__label">{t('totals.profit')}</span>
              <span
                className={`pnl-hero__value${data.profit.startsWith('-') ? ' is-loss' : data.profit === '0.00' ? '' : ' is-gain'}`}
                data-testid="figure-profit"
              >
                {formatMoney(data.profit, sym)}
              </span>
              <span className="pnl-hero__formula">{t('pnl.formula')}</span>
            </div>
            <Section>
              <Figures
                label={t('totals.profit')}
                items={[
                  { id: 'bets', label: t('totals.bets'), value: data.bets, symbol: sym },
                  { id: 'wins', label: t('totals.wins'), value: data.wins, symbol: sym },
                  { id: 'bonuses', label: t('totals.bonuses'), value: data.bonuses, symbol: sym },
                  { id: 'rebates', label: t('totals.rebates'), value: data.rebates, symbol: sym },
                  { id: 'deposits', label: t('totals.deposits'), value: data.deposits, symbol: sym },
                  { id: 'withdrawals', label: t('totals.withdrawals'), value: data.withdrawals, symbol: sym },
                ]}
              />
              <p className="wallet-note">
                {t('totals.betCount')}: <strong>{data.betCount}</strong>
              </p>
              {canSeeAccount ? (
                <RouteLink className="button button--ghost button--block" to="accountRecord" query={rangeQuery(range)}>
                  {t('pnl.seeAccount')}
                </RouteLink>
              ) : null}
            </Section>
          </>
        ) : null}
      </RecordsFrame>
    </Page>
  );
}

export default ProfitLossScreen;
