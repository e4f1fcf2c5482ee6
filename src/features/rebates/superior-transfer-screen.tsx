// Superior transfer (/m/upLine/transfer): money from the member's main wallet to the upline agent.
// Shows the upline and the balance; the amount within the platform's limits and not above the
// balance; the payment password; a confirmation; then one transfer per intent (debits the member
// and credits the upline once, whatever the taps or retries), 'Success', and the past transfers.
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { errorMessage, isPlatformError } from '@/api/errors';
import { useUplineTransferInfo, type UplineTransferInfo } from '@/api/endpoints/upline-transfer-info';
import { useCreateUplineTransfer } from '@/api/endpoints/create-upline-transfer';
import { useUplineTransfers } from '@/api/endpoints/upline-transfers';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { centsToDecimal, checkAmount, PAYMENT_PASSWORD, toCents } from '@/engine/money';
import { Dialog } from '@/ui/dialog';
import { Balance, formatMoney, Money, refreshFrom } from '@/ui/money';
import { Notice, Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { formatUtc as formatWhen } from '@/engine/time';
import { AmountField, FieldError, PinField } from '@/ui/input-field';
import { Pager } from '@/ui/range-picker';
import { useForm } from '@/ui/use-form';
import { useIntent } from '@/ui/use-intent';
import '@/features/rebates/rebates.css';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

export default function SuperiorTransferScreen() {
  const { t } = useTranslation('rebates');
  const config = useMerchant();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const info = useUplineTransferInfo(token);
  const sym = info.data?.currencySymbol ?? config.currency.symbol;

  return (
    <Page className="rb-page">
      <QueryView query={info} loading={<SkeletonLines count={7} label={t('loading')} />}>
        {(data) => (
          <>
            <div className="rb-hero card">
              <span className="rb-hero__label">{t('transfer.balance')}</span>
              <Balance value={data.balance} symbol={sym} hidden={false} {...refreshFrom(info)} className="rb-hero__amount" />
              <p className="rb-upline">
                <span className="rb-upline__avatar" aria-hidden="true">
                  {data.upline.nickname.slice(0, 1).toUpperCase()}
                </span>
                <span className="rb-upline__text">
                  <span className="muted">{t('transfer.to')}</span>
                  <strong data-testid="upline-name">
                    {data.upline.nickname} ({data.upline.userName})
                  </strong>
                </span>
              </p>
            </div>
            {data.hasPaymentPassword ? (
              <TransferForm info={data} symbol={sym} />
            ) : (
              <div className="card">
                <Notice title={t('transfer.noPassword')}>
                  <RouteLink className="button button--primary" to="securityCenter">
                    {t('transfer.security')}
                  </RouteLink>
                </Notice>
              </div>
            )}
            <TransferHistory token={token} symbol={sym} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

type FieldName = 'amount' | 'password' | null;

function TransferForm({ info, symbol }: { info: UplineTransferInfo; symbol: string }) {
  const { t } = useTranslation('rebates');
  const form = useForm({ amount: '', password: '' }, { clearErrorOnChange: true, draft: { name: 'uplineTransfer', fields: ['amount'] } });
  const { amount, password } = form.values;
  const [confirming, setConfirming] = useState<number | null>(null);
  const create = useCreateUplineTransfer();
  const intent = useIntent('uplineTransfer');
  const money = (v: string) => formatMoney(v, symbol);
  const limits = { minCents: toCents(info.min) ?? 0, maxCents: toCents(info.max) ?? 0 };
  const balanceCents = toCents(info.balance) ?? 0;
  const allCents = Math.min(balanceCents, limits.maxCents);
  const upline = info.upline.nickname || info.upline.userName;

  /** The first problem of the form, or the amount in centavos. */
  const check = (): { field: FieldName; message: string } | number => {
    const a = checkAmount(amount, limits);
    const vars = { min: money(info.min), max: money(info.max), balance: money(info.balance) };
    if (!a.ok) return { field: 'amount', message: t(`transfer.error.${a.error}`, vars) };
    if (a.cents > balanceCents) return { field: 'amount', message: t('transfer.error.aboveBalance', vars) };
    if (password === '') return { field: 'password', message: t('transfer.error.paymentPasswordRequired') };
    if (!PAYMENT_PASSWORD.test(password)) return { field: 'password', message: t('transfer.error.paymentPasswordFormat') };
    return a.cents;
  };

  const review = () => {
    const r = check();
    if (typeof r !== 'number') {
      form.setError(r);
      return;
    }
    form.setError(null);
    setConfirming(r);
  };

  const send = async () => {
    if (confirming === null) return;
    const amountText = centsToDecimal(confirming);
    const fingerprint = amountText;
    try {
      await create.mutateAsync({ amount: amountText, paymentPassword: password, requestId: intent.idFor(fingerprint) });
      intent.settle(fingerprint);
      setConfirming(null);
      form.setValues({ amount: '', password: '' });
      toast.success(t('success'));
    } catch (e) {
      if (isPlatformError(e) && e.kind === 'rejected') intent.settle(fingerprint);
      setConfirming(null);
      // A lock names until when; the form keeps what was typed.
      const message = errorMessage(e);
      const text = t(message.key, { ...message.values, ns: 'common' });
      const code = isPlatformError(e) ? e.code : undefined;
      const field: FieldName =
        code === 'WRONG_PAYMENT_PASSWORD' || code === 'PAYMENT_PASSWORD_LOCKED'
          ? 'password'
          : code === 'INSUFFICIENT_BALANCE' || code === 'AMOUNT_OUT_OF_RANGE' || code === 'TURNOVER_NOT_MET'
            ? 'amount'
            : null;
      form.fail(field, text);
      toast.error(text);
    }
  };

  return (
    <form
      className="rb-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
    >
      <Section>
        <AmountField
          label={t('transfer.amount')}
          value={amount}
          onChange={(v) => form.set('amount', v)}
          symbol={symbol}
          placeholder={t('transfer.amountPlaceholder')}
          hint={t('transfer.limits', { min: money(info.min), max: money(info.max) })}
          error={form.errorOf('amount')}
          all={{
            label: t('transfer.all'),
            disabled: allCents < limits.minCents,
            onPress: () => form.setValues((v) => ({ ...v, amount: centsToDecimal(allCents) })),
          }}
        />
        <PinField label={t('transfer.paymentPassword')} value={password} onChange={(v) => form.set('password', v)} error={form.errorOf('password')} />
        {form.errorOf(null) ? <FieldError>{form.errorOf(null)}</FieldError> : null}
      </Section>
      <button type="submit" className="button button--primary button--block" disabled={create.isPending}>
        {t('transfer.submit')}
      </button>
      <Dialog
        open={confirming !== null}
        title={t('transfer.confirmTitle')}
        onClose={() => (create.isPending ? undefined : setConfirming(null))}
        actions={
          <>
            <button type="button" className="button button--outline" onClick={() => setConfirming(null)} disabled={create.isPending}>
              {t('action.cancel', { ns: 'common' })}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void form.flight.run(send)}
              disabled={create.isPending}
              aria-busy={create.isPending || undefined}
            >
              {t('action.confirm', { ns: 'common' })}
            </button>
          </>
        }
      >
        <p className="rb-confirm">{t('transfer.confirmText', { amount: money(centsToDecimal(confirming ?? 0)), upline })}</p>
      </Dialog>
    </form>
  );
}

const HISTORY_PAGE_SIZE = 10;

function TransferHistory({ token, symbol }: { token: string | undefined; symbol: string }) {
  const { t } = useTranslation('rebates');
  const [pageNum, setPageNum] = useState(1);
  const list = useUplineTransfers(token, { pageNum, pageSize: HISTORY_PAGE_SIZE });
  return (
    <Section title={t('transfer.history')}>
      <QueryView
        query={list}
        compact
        loading={<SkeletonLines count={3} label={t('loading')} />}
        empty={<p className="muted rb-note">{t('transfer.empty')}</p>}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => (
          <>
            <ul className="stack-list" aria-label={t('transfer.history')}>
              {data.list.map((tr) => (
                <li key={tr.orderNo} className="rb-row card">
                  <span className="rb-row__main">
                    <strong>{tr.upline}</strong>
                    <span className="muted">{formatWhen(tr.createdAt)}</span>
                    <span className="muted">{t('transfer.order', { orderNo: tr.orderNo })}</span>
                  </span>
                  <span className="rb-row__side">
                    <Money value={`-${tr.amount}`} symbol={symbol} className="rb-loss" />
                    <span className="rb-badge">{t('success')}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Pager pageNum={data.pageNum} totalPages={data.totalPages} onPage={setPageNum} />
          </>
        )}
      </QueryView>
    </Section>
  );
}
