// Promotions (/m/activity): the promotions by category, each with the spec's status label;
// Join and Claim act in place (a claimed reward goes into the wallet); a Join that needs an
// application opens the promotion's page, where it is made. Visitors browse them too (the spec);
// their Join or Claim goes to login, and back here after.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { activitiesKey, useActivities, type Activity } from '@/api/endpoints/activities';
import { useClaimActivity } from '@/api/endpoints/claim-activity';
import { useJoinActivity } from '@/api/endpoints/join-activity';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { loginHref } from '@/shell/tap-target';
import { activityAction } from '@/engine/promo-rules';
import { QueryView } from '@/ui/query-view';
import { Money } from '@/ui/money';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import '@/features/promotions/promotions.css';
import { useSingleFlight } from '@/ui/use-single-flight';
import { TabStrip } from '@/ui/tab-strip';
import { RouteLink } from '@/shell/route-link';

export default function ActivityScreen() {
  const { t } = useTranslation('promotions');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const list = useActivities(token);
  const [category, setCategory] = useState('all');
  const categories = ['all', ...new Set((list.data?.activities ?? []).map((a) => a.category))];
  const shown = (list.data?.activities ?? []).filter((a) => category === 'all' || a.category === category);
  return (
    <Page className="promo-page">
      <TabStrip
        tabs={categories.map((c) => ({ id: c, label: t(`category.${c}`, { defaultValue: c }) }))}
        current={category}
        onChange={setCategory}
        label={t('categories')}
        className="promo-tabs"
        tabClassName="promo-tab"
      />
      <QueryView query={list} loading={<SkeletonLines />}>
        {() => (
          <ul className="promo-list">
            {shown.map((a) => (
              <ActivityCard key={a.id} activity={a} token={token} />
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}

function ActivityCard({ activity, token }: { activity: Activity; token: string | undefined }) {
  const { t } = useTranslation('promotions');
  const sym = useMerchant().currency.symbol;
  const qc = useQueryClient();
  const join = useJoinActivity();
  const claim = useClaimActivity();
  const flight = useSingleFlight();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = join.isPending || claim.isPending;
  const action = activityAction(activity.status, activity.needsApplication);
  const onPress = () => {
    if (!token) {
      void navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    if (!flight.start()) return;
    const m = activity.status === 'claim' ? claim : join;
    m.mutate(
      { id: activity.id },
      {
        onSettled: flight.done,
        onSuccess: () => {
          toast.success(t('success'));
          void qc.invalidateQueries({ queryKey: activitiesKey(token) });
          void qc.invalidateQueries({ queryKey: ['platform'] });
        },
        onError: (e) => toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' })),
      },
    );
  };
  return (
    <li className="promo-card card">
      <div className="promo-card__body">
        <span className="promo-card__cat">{t(`category.${activity.category}`, { defaultValue: activity.category })}</span>
        <h2 className="promo-card__title">
          <RouteLink to="activityDetail" params={{ id: activity.id }}>
            {activity.title}
          </RouteLink>
        </h2>
        <span className="promo-card__reward">
          {t('reward')} <Money value={activity.reward} symbol={sym} />
        </span>
      </div>
      {action === 'apply' ? (
        <RouteLink
          className="button button--primary promo-card__action"
          to="activityDetail"
          params={{ id: activity.id }}
          aria-label={`${t(`status.${activity.status}`)} ${activity.title}`}
        >
          {t(`status.${activity.status}`)}
        </RouteLink>
      ) : action === 'press' ? (
        <button
          type="button"
          className="button button--primary promo-card__action"
          disabled={busy}
          onClick={onPress}
          aria-label={`${t(`status.${activity.status}`)} ${activity.title}`}
        >
          {t(`status.${activity.status}`)}
        </button>
      ) : (
        <span className={`promo-status promo-status--${activity.status}`}>{t(`status.${activity.status}`)}</span>
      )}
    </li>
  );
}
