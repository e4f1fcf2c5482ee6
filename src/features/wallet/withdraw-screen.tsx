// Withdraw (/m/withdraw): main and withdrawable balance (with refresh), game wallets and recall,
// the payment password (set one when there is none), bound payout accounts (add one), the amount
// within the limits and the withdrawable balance, withdrawals left today, then the order. The
// wallet is debited once per intent, whatever the taps, retries or reloads (useIntent).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorMessageKey, isPlatformError } from '@/api/errors';
import { useWithdrawInfo, type WithdrawInfo } from '@/api/endpoints/withdraw-info';
import { useGameWallets } from '@/api/endpoints/game-wallets';
import { useAddPayoutAccount } from '@/api/endpoints/add-payout-account';
import { useSetPaymentPassword } from '@/api/endpoints/set-payment-password';
import { useCreateWithdrawal, type WithdrawalOrder } from '@/api/endpoints/create-withdrawal';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { centsToDecimal, checkWithdrawal, PAYMENT_PASSWORD, toCents } from '@/engine/money';
import { guardRoute, href } from '@/engine/routes';
import { Dialog } from '@/ui/dialog';
import { Balance, formatMoney, Money, refreshFrom } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { GameWalletsCard } from '@/features/wallet/game-wallets-card';
import { formatUtc as formatWhen } from '@/engine/time';
import { OrderCard } from '@/features/wallet/order-card';
import { ChannelPicker } from '@/features/wallet/channel-picker';
import { Field, FieldError, PinField } from '@/ui/input-field';
import { WalletAmountField } from '@/features/wallet/wallet-amount-field';
import { useForm } from '@/ui/use-form';
import { useIntent } from '@/ui/use-intent';
import '@/features/wallet/wallet.css';
import { QueryView } from '@/ui/query-view';

function WithdrawScreen() {
  const { t } = useTranslation('wallet');
  const config = useMerchant();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const info = useWithdrawInfo(token);
  // Asked for beside the withdrawal's info (the card below asks for the same), and the form is drawn
  // once both have answered: the game wallets' rows arriving after it pushed the form down.
  const wallets = useGameWallets(token);
  const [order, setOrder] = useState<WithdrawalOrder | null>(null);
  const sym = info.data?.currencySymbol ?? config.currency.symbol;
  const ready = {
    data: wallets.isPending ? undefined : info.data,
    isError: info.isError,
    error: info.error,
    refetch: info.refetch,
    isPlaceholderData: info.isPlaceholderData,
  };

  return (
    <Page className="wallet-page">
      <QueryView query={ready} loading={<SkeletonLines count={8} label={t('loading')} fill />}>
        {(data) => (
          <>
            <div className="wallet-balance card">
              <span className="wallet-balance__label">{t('balance.main')}</span>
              <Balance value={data.balance} symbol={sym} hidden={false} {...refreshFrom(info)} className="wallet-balance__amount" />
              <p className="wallet-balance__sub">
                {t('balance.withdrawable')}: <Money value={data.withdrawable} symbol={sym} />
              </p>
              {data.turnoverLeft !== '0.00' ? (
                <p className="wallet-balance__note">{t('balance.turnoverLeft', { amount: formatMoney(data.turnoverLeft, sym) })}</p>
              ) : null}
            </div>
            <GameWalletsCard token={token} symbol={sym} />
            {order ? (
              <WithdrawalResult order={order} symbol={sym} onAnother={() => setOrder(null)} />
            ) : data.hasPaymentPassword ? (
              <WithdrawForm info={data} symbol={sym} onOrder={setOrder} />
            ) : (
              <PaymentPasswordForm />
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}

function WithdrawForm({ info, symbol, onOrder }: { info: WithdrawInfo; symbol: string; onOrder: (o: WithdrawalOrder) => void }) {
  const { t } = useTranslation('wallet');
  const [accountId, setAccountId] = useState<string | null>(info.accounts[0]?.id ?? null);
  const form = useForm({ amount: '', password: '' }, { clearErrorOnChange: true, draft: { name: 'withdraw', fields: ['amount'] } });
  const { amount, password } = form.values;
  const [adding, setAdding] = useState(false);
  const create = useCreateWithdrawal();
  const intent = useIntent('withdraw');
  const money = (v: string) => formatMoney(v, symbol);
  const limits = { minCents: toCents(info.min) ?? 0, maxCents: toCents(info.max) ?? 0 };
  const withdrawableCents = toCents(info.withdrawable) ?? 0;
  // A message about the amount names the balance it was checked against: once the balance moves
  // (the game wallets returned to the main one), it is stale and goes; the next tap checks again.
  const [checkedAgainst, setCheckedAgainst] = useState(info.withdrawable);
  if (checkedAgainst !== info.withdrawable) {
    setCheckedAgainst(info.withdrawable);
    if (form.errorOf('amount')) form.setError(null);
  }
  const chosen = info.accounts.some((a) => a.id === accountId) ? accountId : (info.accounts[0]?.id ?? null);

  const submit = async () => {
    const check = checkWithdrawal({ amount, accountId: chosen, paymentPassword: password, limits, withdrawableCents, timesLeft: info.timesLeft });
    if ('error' in check) {
      const field = check.error.startsWith('paymentPassword') ? 'password' : check.error === 'noAccount' || check.error === 'noTimesLeft' ? null : 'amount';
      form.fail(field, t(`amount.error.${check.error}`, { min: money(info.min), max: money(info.max), withdrawable: money(info.withdrawable) }));
      return;
    }
    form.setError(null);
    const amountText = centsToDecimal(check.cents);
    const fingerprint = `${chosen ?? ''}:${amountText}`;
    try {
      const order = await create.mutateAsync({ accountId: chosen ?? '', amount: amountText, paymentPassword: password, requestId: intent.idFor(fingerprint) });
      intent.settle(fingerprint);
      form.setValues({ amount: '', password: '' });
      toast.success(t('withdraw.submitted'));
      onOrder(order);
    } catch (e) {
      if (isPlatformError(e) && e.kind === 'rejected') intent.settle(fingerprint);
      // A lock names until when; the form keeps what was typed.
      const message = errorMessage(e);
      const text = t(message.key, { ...message.values, ns: 'common' });
      const onPassword = isPlatformError(e) && (e.code === 'WRONG_PAYMENT_PASSWORD' || e.code === 'PAYMENT_PASSWORD_LOCKED');
      form.fail(onPassword ? 'password' : null, text);
      toast.error(text);
    }
  };

  const allCents = Math.min(withdrawableCents, limits.maxCents);
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => form.submit(e, submit)}>
      <Section
        title={t('withdraw.account')}
        action={
          info.accounts.length < 3 ? (
            <button type="button" className="button button--small button--ghost" onClick={() => setAdding(true)}>
              {t('withdraw.addAccount')}
            </button>
          ) : null
        }
      >
        {info.accounts.length === 0 ? (
          <p className="muted wallet-note">{t('withdraw.noAccount')}</p>
        ) : (
          <ChannelPicker
            label={t('withdraw.account')}
            name="payout"
            value={chosen}
            onChange={setAccountId}
            options={info.accounts.map((a) => ({
              id: a.id,
              logo: a.channelName,
              kind: 'ewallet',
              name: `${a.channelName} ${a.accountNumber}`,
              meta: a.accountName,
            }))}
          />
        )}
      </Section>
      <Section>
        <WalletAmountField
          {...form.field('amount')}
          symbol={symbol}
          hint={t('withdraw.limits', { min: money(info.min), max: money(info.max) })}
          all={{ label: t('amount.all'), disabled: allCents <= 0, onPress: () => form.setValues((v) => ({ ...v, amount: centsToDecimal(allCents) })) }}
        />
        <PinField label={t('withdraw.paymentPassword')} value={password} onChange={(v) => form.set('password', v)} error={form.errorOf('password')} />
        <p className="wallet-note">{t('withdraw.timesLeft', { left: info.timesLeft, total: info.timesPerDay })}</p>
        {form.errorOf(null) ? <FieldError>{form.errorOf(null)}</FieldError> : null}
      </Section>
      <button type="submit" className="button button--primary button--block" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {t('withdraw.submit')}
      </button>
      <AddAccountDialog open={adding} info={info} onClose={() => setAdding(false)} onAdded={(id) => setAccountId(id)} />
    </form>
  );
}

function AddAccountDialog({ open, info, onClose, onAdded }: { open: boolean; info: WithdrawInfo; onClose: () => void; onAdded: (id: string) => void }) {
  const { t } = useTranslation('wallet');
  const [channelId, setChannelId] = useState(info.channels[0]?.id ?? '');
  const form = useForm({ name: '', number: '' });
  const { name, number } = form.values;
  const add = useAddPayoutAccount();
  const channel = info.channels.find((c) => c.id === channelId) ?? info.channels[0];
  const submit = async () => {
    if (add.isPending || !channel) return;
    if (name.trim().length < 2) {
      form.fail('accountName', t('error.format.payeeName', { ns: 'common' }));
      return;
    }
    const numberOk = channel.kind === 'ewallet' ? /^09\d{9}$/.test(number) : /^\d{8,20}$/.test(number);
    if (!numberOk) {
      form.fail('accountNumber', t(`withdraw.accountNumberHint.${channel.kind}`));
      return;
    }
    form.setError(null);
    try {
      const added = await add.mutateAsync({ channelId: channel.id, accountName: name.trim(), accountNumber: number });
      toast.success(t('withdraw.bound'));
      onAdded(added.id);
      form.setValues({ name: '', number: '' });
      onClose();
    } catch (e) {
      const field = isPlatformError(e) && typeof e.details.field === 'string' ? e.details.field : null;
      form.fail(field, isPlatformError(e) && e.serverMessage && e.code === 'BAD_REQUEST' ? e.serverMessage : t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };
  return (
    <Dialog
      open={open}
      title={t('withdraw.addAccount')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary button--block" onClick={() => form.submit(undefined, submit)} disabled={add.isPending}>
          {t('withdraw.bind')}
        </button>
      }
    >
      <div className="wallet-form">
        <div className="chip-row" role="radiogroup" aria-label={t('withdraw.channel')}>
          {info.channels.map((c) => (
            <button key={c.id} type="button" role="radio" aria-checked={c.id === channel?.id} className="chip" onClick={() => setChannelId(c.id)}>
              {c.name}
            </button>
          ))}
        </div>
        <Field
          label={t('withdraw.accountName')}
          value={name}
          onChange={(v) => form.set('name', v)}
          autoComplete="name"
          maxLength={50}
          error={form.errorOf('accountName')}
        />
        <Field
          label={t('withdraw.accountNumber')}
          value={number}
          onChange={(v) => form.set('number', v.replace(/\D/g, '').slice(0, 20))}
          inputMode="numeric"
          hint={channel ? t(`withdraw.accountNumberHint.${channel.kind}`) : undefined}
          error={form.errorOf('accountNumber')}
        />
        {form.errorOf(null) ? <FieldError>{form.errorOf(null)}</FieldError> : null}
      </div>
    </Dialog>
  );
}

function PaymentPasswordForm() {
  const { t } = useTranslation('wallet');
  const form = useForm({ password: '', confirmPassword: '' });
  const { password, confirmPassword } = form.values;
  const set = useSetPaymentPassword();
  const submit = async () => {
    if (set.isPending) return;
    if (!PAYMENT_PASSWORD.test(password)) {
      form.fail('password', t('amount.error.paymentPasswordFormat'));
      return;
    }
    if (password !== confirmPassword) {
      form.fail('confirm', t('error.confirmMismatch', { ns: 'common' }));
      return;
    }
    form.setError(null);
    try {
      await set.mutateAsync({ password, confirmPassword });
      toast.success(t('withdraw.passwordSet'));
    } catch (e) {
      form.fail('password', t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => form.submit(e, submit)}>
      <Section title={t('withdraw.setPassword')}>
        <p className="muted wallet-note">{t('withdraw.setPasswordIntro')}</p>
        <PinField label={t('withdraw.newPassword')} value={password} onChange={(v) => form.set('password', v)} error={form.errorOf('password')} />
        <PinField
          label={t('withdraw.confirmPassword')}
          value={confirmPassword}
          onChange={(v) => form.set('confirmPassword', v)}
          error={form.errorOf('confirm')}
        />
      </Section>
      <button type="submit" className="button button--primary button--block" disabled={set.isPending}>
        {t('withdraw.setPassword')}
      </button>
    </form>
  );
}

function WithdrawalResult({ order, symbol, onAnother }: { order: WithdrawalOrder; symbol: string; onAnother: () => void }) {
  const { t } = useTranslation('wallet');
  const { ctx } = useViewer();
  const canSeeReport = 'allow' in guardRoute('withdrawReport', ctx);
  return (
    <OrderCard
      title={t('withdraw.order')}
      amount={order.amount}
      symbol={symbol}
      status={order.status}
      rows={[
        { label: t('deposit.orderNo'), value: order.orderNo },
        { label: t('withdraw.account'), value: `${order.channelName} ${order.accountNumber}` },
        { label: t('deposit.created'), value: formatWhen(order.createdAt) },
      ]}
      anotherLabel={t('withdraw.another')}
      onAnother={onAnother}
      record={canSeeReport ? { to: href('withdrawReport'), label: t('withdraw.records') } : null}
    />
  );
}

export default WithdrawScreen;
