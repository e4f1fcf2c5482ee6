// Deposit (/m/voucherCenter): the channels the platform offers (with their limits), quick amounts,
// the amount in pesos, and one submission per intent; then the order with its live status until
// the platform approves it, when every balance on screen is refreshed.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { invalidateMoney, useWallet } from '@/api/endpoints/wallet';
import { useDepositChannels, type DepositChannel } from '@/api/endpoints/deposit-channels';
import { useCreateDeposit } from '@/api/endpoints/create-deposit';
import { useDepositOrder, type DepositOrder } from '@/api/endpoints/deposit-order';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { centsToDecimal, checkAmount, toCents } from '@/engine/money';
import { guardRoute, href } from '@/engine/routes';
import { QueryView } from '@/ui/query-view';
import { formatMoney, Money } from '@/ui/money';
import { Notice, Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { formatLocal, formatUtc as formatWhen } from '@/engine/time';
import { OrderCard } from '@/features/wallet/order-card';
import { ChannelPicker } from '@/features/wallet/channel-picker';
import { WalletAmountField } from '@/features/wallet/wallet-amount-field';
import { useForm } from '@/ui/use-form';
import { useIntent } from '@/ui/use-intent';
import '@/features/wallet/wallet.css';

/** The deposit limit a refusal names (responsible gaming), if it is one. */
function limitRefusal(e: unknown): { period: 'daily' | 'weekly' | 'monthly'; limit: string; resetsAt: number } | null {
  if (!isPlatformError(e) || e.code !== 'DEPOSIT_LIMIT') return null;
  const { period, limit, resetsAt } = e.details;
  if ((period !== 'daily' && period !== 'weekly' && period !== 'monthly') || typeof limit !== 'string' || typeof resetsAt !== 'number') return null;
  return { period, limit, resetsAt };
}

const limitsOf = (c: DepositChannel) => ({ minCents: toCents(c.min) ?? 0, maxCents: toCents(c.max) ?? 0 });

function DepositScreen() {
  const { t } = useTranslation('wallet');
  const config = useMerchant();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const channels = useDepositChannels(token);
  const wallet = useWallet(token);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const sym = channels.data?.currencySymbol ?? config.currency.symbol;

  return (
    <Page className="wallet-page">
      <div className="wallet-balance card">
        <span className="wallet-balance__label">{t('balance.total')}</span>
        <Money value={wallet.data?.sumBalance} symbol={sym} className="wallet-balance__amount" />
      </div>
      {orderNo ? (
        <OrderPanel token={token} orderNo={orderNo} symbol={sym} onAnother={() => setOrderNo(null)} />
      ) : (
        <QueryView
          query={channels}
          loading={<SkeletonLines count={6} label={t('loading')} fill />}
          empty={<Notice title={t('deposit.noChannels')} />}
          isEmpty={(data) => data.channels.length === 0}
        >
          {(data) => <DepositForm channels={data.channels} quickAmounts={data.quickAmounts} symbol={sym} onOrder={setOrderNo} />}
        </QueryView>
      )}
    </Page>
  );
}

function DepositForm({
  channels,
  quickAmounts,
  symbol,
  onOrder,
}: {
  channels: readonly DepositChannel[];
  quickAmounts: readonly string[];
  symbol: string;
  onOrder: (orderNo: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const form = useForm({ amount: '' }, { clearErrorOnChange: true, draft: { name: 'deposit', fields: ['amount'] } });
  const { amount } = form.values;
  const create = useCreateDeposit();
  const intent = useIntent('deposit');
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  if (!channel) return null;
  const limits = limitsOf(channel);
  const money = (v: string) => formatMoney(v, symbol);
  const errorText = (key: string) => t(`amount.error.${key}`, { min: money(channel.min), max: money(channel.max) });

  const submit = async () => {
    const check = checkAmount(amount, limits);
    if (!check.ok) {
      form.fail('amount', errorText(check.error));
      return;
    }
    form.setError(null);
    const amountText = centsToDecimal(check.cents);
    const fingerprint = `${channel.id}:${amountText}`;
    try {
      const order = await create.mutateAsync({ channelId: channel.id, amount: amountText, requestId: intent.idFor(fingerprint) });
      intent.settle(fingerprint);
      form.setValues({ amount: '' });
      onOrder(order.orderNo);
    } catch (e) {
      // A refusal is final; a lost answer keeps the intent so that trying again cannot pay twice.
      if (isPlatformError(e) && e.kind === 'rejected') intent.settle(fingerprint);
      const refusal = limitRefusal(e);
      if (refusal) {
        form.fail(
          'amount',
          t('deposit.limitRefused', {
            period: t(`deposit.limitPeriod.${refusal.period}`),
            limit: money(refusal.limit),
            date: formatLocal(refusal.resetsAt),
          }),
        );
      } else {
        toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' }));
      }
    }
  };

  return (
    <form className="wallet-form" noValidate onSubmit={(e) => form.submit(e, submit)}>
      <Section title={t('deposit.channel')}>
        <ChannelPicker
          label={t('deposit.channel')}
          name="channel"
          value={channel.id}
          onChange={(id) => {
            setChannelId(id);
            form.setError(null);
          }}
          options={channels.map((c) => {
            const kind = t(`deposit.kind.${c.kind}`);
            const limits = t('deposit.channelLimits', { min: money(c.min), max: money(c.max) });
            // A channel the platform names after its kind ('Bank transfer') does not say it twice.
            const sameAsName = kind.toLocaleLowerCase() === c.name.trim().toLocaleLowerCase();
            return { id: c.id, logo: c.name, kind: c.kind, name: c.name, meta: sameAsName ? limits : `${kind} · ${limits}` };
          })}
        />
      </Section>
      <Section>
        <WalletAmountField {...form.field('amount')} symbol={symbol} hint={t('amount.hint', { min: money(channel.min), max: money(channel.max) })} />
        <div className="chip-row wallet-quick" role="group" aria-label={t('amount.quick')}>
          {quickAmounts
            .filter((q) => {
              const c = toCents(q) ?? 0;
              return c >= limits.minCents && c <= limits.maxCents;
            })
            .map((q) => (
              <button
                key={q}
                type="button"
                className="chip"
                aria-pressed={toCents(amount) === toCents(q)}
                onClick={() => form.set('amount', q.replace(/\.00$/, ''))}
              >
                {money(q).replace(/\.00$/, '')}
              </button>
            ))}
        </div>
      </Section>
      <button type="submit" className="button button--primary button--block" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {create.isPending ? t('deposit.submitting') : t('deposit.submit')}
      </button>
    </form>
  );
}

function OrderPanel({ token, orderNo, symbol, onAnother }: { token: string | undefined; orderNo: string; symbol: string; onAnother: () => void }) {
  const { t } = useTranslation('wallet');
  const order = useDepositOrder(token, orderNo);
  const { ctx } = useViewer();
  const canSeeRecord = 'allow' in guardRoute('depositRecord', ctx);
  const queryClient = useQueryClient();
  const status = order.data?.status;
  const announced = useRef(false);
  useEffect(() => {
    if (status === 'approved' && !announced.current) {
      announced.current = true;
      void invalidateMoney(queryClient);
    }
  }, [status, queryClient]);
  return (
    <QueryView query={order} loading={<SkeletonLines count={5} label={t('loading')} />}>
      {(data) => {
        const o: DepositOrder = data;
        return (
          <OrderCard
            title={t('deposit.order')}
            amount={o.amount}
            symbol={symbol}
            status={o.status}
            rows={[
              { label: t('deposit.orderNo'), value: o.orderNo },
              { label: t('deposit.channel'), value: o.channelName },
              { label: t('deposit.reference'), value: o.reference, className: 'order__ref' },
              { label: t('deposit.created'), value: formatWhen(o.createdAt) },
            ]}
            anotherLabel={t('deposit.another')}
            onAnother={onAnother}
            record={canSeeRecord ? { to: href('depositRecord'), label: t('deposit.records') } : null}
          >
            {o.status === 'pending' ? (
              <>
                <p className="order__how">{t(`deposit.howTo.${o.channelKind}`, { channel: o.channelName })}</p>
                <p className="order__wait">
                  <span className="spinner" aria-hidden="true" /> {t('deposit.waiting')}
                </p>
              </>
            ) : o.status === 'approved' ? (
              <p className="order__done">{t('deposit.approved', { amount: formatMoney(o.amount, symbol) })}</p>
            ) : (
              <p className="order__failed">{t('deposit.rejected')}</p>
            )}
          </OrderCard>
        );
      }}
    </QueryView>
  );
}

export default DepositScreen;
