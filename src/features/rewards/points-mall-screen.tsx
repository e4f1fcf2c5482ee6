// Points mall (/m/mall/mallHome): the member's points (earned from valid bets, spent on
// redemptions) and how they are earned, the catalogue (bonus credits, free spins, physical prizes
// with stock), Redeem behind a confirm dialog — refused with a clear message when points are short
// or the stock is out; one redemption per dialog (an idempotency key the platform honours, the
// button disabled while pending) — and the redemption history.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMallHome, type MallItem, type MallReward } from '@/api/endpoints/mall-home';
import { useMallRedemptions, type Redemption } from '@/api/endpoints/mall-redemptions';
import { useMallRedeem } from '@/api/endpoints/mall-redeem';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { formatUtc } from '@/engine/time';
import { redeemRefusal } from '@/engine/rewards-rules';
import { Dialog } from '@/ui/dialog';
import { QueryView } from '@/ui/query-view';
import { Icon, type IconName } from '@/ui/icon';
import { formatCount, formatMoney, Money } from '@/ui/money';
import { Notice, Page } from '@/ui/page';
import { Skeleton, SkeletonLines, SkeletonTiles } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { Tabs } from '@/features/rewards/rewards-tabs';
import { useRefusalText } from '@/features/rewards/refusal-text';
import '@/features/rewards/rewards.css';
import { useSingleFlight } from '@/ui/use-single-flight';

type Tab = 'catalogue' | 'history';

const ICON: Readonly<Record<MallReward['kind'], IconName>> = { bonus: 'coins', freeSpins: 'game', physical: 'gift' };

/** The item's name as a member reads it. */
function useRewardName() {
  const { t } = useTranslation('rewards');
  const sym = useMerchant().currency.symbol;
  return (r: MallReward): string => {
    if (r.kind === 'bonus') return t('mall.name.bonus', { amount: formatMoney(r.bonus ?? '0.00', sym) });
    if (r.kind === 'freeSpins') return t('mall.name.freeSpins', { count: r.spins ?? 0, game: r.game ?? '' });
    return t(`mall.prize.${r.prize ?? ''}`, { defaultValue: r.prize ?? '' });
  };
}

const points = formatCount;

export default function PointsMallScreen() {
  const { t } = useTranslation('rewards');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const home = useMallHome(token);
  const [tab, setTab] = useState<Tab>('catalogue');
  const history = useMallRedemptions(token, tab === 'history');
  const [chosen, setChosen] = useState<MallItem | null>(null);
  const data = home.data;

  return (
    <Page className="rw-page">
      <section className="rw-hero card" aria-labelledby="rw-points-label">
        <Icon name="coins" size={32} />
        <div className="rw-hero__body">
          <h1 id="rw-points-label" className="rw-hero__label">
            {t('mall.myPoints')}
          </h1>
          {data ? (
            <>
              <span className="rw-hero__amount" data-testid="points-balance">
                {t('mall.points', { count: data.points.balance, formatted: points(data.points.balance) })}
              </span>
              <span className="rw-hero__sub">{t('mall.earnedSpent', { earned: points(data.points.earned), spent: points(data.points.spent) })}</span>
            </>
          ) : (
            <>
              <Skeleton width={140} height={30} />
              <Skeleton width={180} height={14} />
            </>
          )}
        </div>
      </section>
      <section className="rw-how card" aria-labelledby="rw-how-title">
        <h2 id="rw-how-title" className="rw-how__title">
          {t('mall.howTitle')}
        </h2>
        {data ? (
          <>
            <p className="rw-how__text">{t('mall.howText', { amount: formatMoney(data.perPoint, sym) })}</p>
            <p className="rw-how__text muted">
              {t('mall.yourValidBet')} <Money value={data.validBet} symbol={sym} />
            </p>
          </>
        ) : (
          <SkeletonLines count={2} />
        )}
      </section>
      <Tabs<Tab>
        label={t('mall.tabs')}
        current={tab}
        onChange={setTab}
        tabs={[
          { id: 'catalogue', label: t('mall.tabCatalogue') },
          { id: 'history', label: t('mall.tabHistory') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`rw-tab-${tab}`}>
        {tab === 'catalogue' ? (
          <QueryView query={home} loading={<SkeletonTiles count={6} columns={2} height={178} label={t('loading')} />}>
            {(data) => (
              <ul className="rw-grid" aria-label={t('mall.tabCatalogue')}>
                {data.items.map((item) => (
                  <ItemCard key={item.id} item={item} onRedeem={() => setChosen(item)} />
                ))}
              </ul>
            )}
          </QueryView>
        ) : (
          <History query={history} />
        )}
      </div>
      {chosen && data ? <RedeemDialog key={chosen.id} item={chosen} balance={data.points.balance} onClose={() => setChosen(null)} /> : null}
    </Page>
  );
}

function ItemCard({ item, onRedeem }: { item: MallItem; onRedeem: () => void }) {
  const { t } = useTranslation('rewards');
  const nameOf = useRewardName();
  const name = nameOf(item.reward);
  const out = item.stock !== null && item.stock <= 0;
  return (
    <li className={`rw-item card${out ? ' rw-item--out' : ''}`}>
      <span className={`rw-item__icon rw-item__icon--${item.reward.kind}`} aria-hidden="true">
        <Icon name={ICON[item.reward.kind]} size={28} />
      </span>
      <h2 className="rw-item__name">{name}</h2>
      <span className="rw-item__cost">{t('mall.points', { count: item.points, formatted: points(item.points) })}</span>
      <span className="rw-item__stock">{item.stock === null ? t('mall.unlimited') : out ? t('mall.outOfStock') : t('mall.left', { count: item.stock })}</span>
      <button
        type="button"
        className="button button--primary button--small rw-item__action"
        disabled={out}
        onClick={onRedeem}
        aria-label={t('mall.redeemLabel', { name })}
      >
        {out ? t('mall.outOfStock') : t('mall.redeem')}
      </button>
    </li>
  );
}

function RedeemDialog({ item, balance, onClose }: { item: MallItem; balance: number; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  const qc = useQueryClient();
  const redeem = useMallRedeem();
  const flight = useSingleFlight();
  const refusalText = useRefusalText();
  const nameOf = useRewardName();
  const name = nameOf(item.reward);
  // One idempotency key per redemption: a retry in this dialog reuses it.
  const [requestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const refusal = redeemRefusal({ balance, cost: item.points, stock: item.stock });
  const close = () => {
    if (!redeem.isPending) onClose();
  };
  const onConfirm = () => {
    if (!flight.start()) return;
    setError(null);
    redeem.mutate(
      { itemId: item.id, requestId },
      {
        onSettled: flight.done,
        onSuccess: () => {
          toast.success(t(`mall.done.${item.reward.kind}`, { name }));
          void qc.invalidateQueries({ queryKey: ['platform'] });
          onClose();
        },
        onError: (e) => {
          setError(refusalText(e));
          void qc.invalidateQueries({ queryKey: ['platform', 'mallHome'] });
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={t('mall.confirmTitle')}
      onClose={close}
      actions={
        refusal ? (
          <button type="button" className="button button--primary" onClick={close}>
            {t('mall.close')}
          </button>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={close} disabled={redeem.isPending}>
              {t('mall.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={onConfirm} disabled={redeem.isPending} aria-busy={redeem.isPending || undefined}>
              {t('mall.confirm')}
            </button>
          </>
        )
      }
    >
      {refusal ? (
        <p className="rw-refusal" role="alert">
          {refusal === 'notEnoughPoints'
            ? t('mall.short', { name, count: item.points - balance, formatted: points(item.points - balance) })
            : t('refuse.outOfStock')}
        </p>
      ) : (
        <>
          <p>{t('mall.confirmText', { name, formatted: points(item.points), count: item.points })}</p>
          <p className="muted">{t('mall.after', { formatted: points(balance - item.points), count: balance - item.points })}</p>
          {item.reward.kind === 'physical' ? <p className="muted">{t('mall.delivery')}</p> : null}
          {error ? (
            <p className="rw-refusal" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

function History({ query }: { query: ReturnType<typeof useMallRedemptions> }) {
  const { t } = useTranslation('rewards');
  return (
    <QueryView
      query={query}
      loading={<SkeletonLines count={4} label={t('loading')} />}
      empty={
        <div className="card">
          <Notice title={t('mall.historyEmpty')} />
        </div>
      }
      isEmpty={(data) => data.redemptions.length === 0}
    >
      {(data) => <HistoryList list={data.redemptions} />}
    </QueryView>
  );
}

function HistoryList({ list }: { list: readonly Redemption[] }) {
  const { t } = useTranslation('rewards');
  const nameOf = useRewardName();
  return (
    <ul className="rw-list" aria-label={t('mall.tabHistory')}>
      {list.map((r) => (
        <li key={r.id} className="rw-card card">
          <div className="rw-card__body">
            <h2 className="rw-card__title">{nameOf(r.reward)}</h2>
            <span className="rw-card__meta">{formatUtc(r.at)}</span>
            <span className="rw-card__meta">{t('mall.spentPoints', { count: r.points, formatted: points(r.points) })}</span>
          </div>
          <span className={`rw-status rw-status--${r.status === 'processing' ? 'wait' : 'done'}`}>{t(`mall.status.${r.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}
