// Invite friends (/m/inviteFriends): the member's referral code and registration link with Copy
// buttons ('Copy successful'), the reward rules, the totals with a claim of the rewards earned
// by qualified friends, and the invited friends (names masked by the platform).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { inviteInfoKey, useInviteInfo, type InviteInfo, type InvitedFriend } from '@/api/endpoints/invite-info';
import { useClaimReferral } from '@/api/endpoints/claim-referral';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { formatUtcDate } from '@/engine/time';
import { inviteLink } from '@/engine/mission-rules';
import { QueryView } from '@/ui/query-view';
import { Icon } from '@/ui/icon';
import { formatMoney, Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { copyText } from '@/features/referrals/copy-text';
import '@/features/referrals/referrals.css';
import { useSingleFlight } from '@/ui/use-single-flight';

export default function InviteFriendsScreen() {
  const { t } = useTranslation('referrals');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const info = useInviteInfo(token);
  return (
    <Page className="ref-page">
      <QueryView
        query={info}
        loading={
          <>
            <div className="card ref-share" aria-hidden="true">
              <Skeleton height={18} width="70%" />
              <Skeleton height={44} />
              <Skeleton height={44} />
            </div>
            <SkeletonLines count={5} label={t('invite.heading')} />
          </>
        }
      >
        {(data) => <InviteBody info={data} token={token} />}
      </QueryView>
    </Page>
  );
}

function InviteBody({ info, token }: { info: InviteInfo; token: string | undefined }) {
  const { t } = useTranslation('referrals');
  const sym = useMerchant().currency.symbol;
  const link = inviteLink(window.location.origin, info.code);
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(t('invite.copied'));
    else toast.error(t('invite.copyFailed'));
  };
  return (
    <>
      <section className="card ref-share" aria-labelledby="ref-share-title">
        <h2 id="ref-share-title" className="ref-share__title">
          <Icon name="users" size={20} /> {t('invite.heading')}
        </h2>
        <p className="ref-muted">{t('invite.intro', { minDeposit: formatMoney(info.minDeposit, sym), reward: formatMoney(info.reward, sym) })}</p>
        <div className="ref-copy">
          <div className="ref-copy__text">
            <span className="ref-copy__label" id="ref-code-label">
              {t('invite.code')}
            </span>
            <output className="ref-copy__code" aria-labelledby="ref-code-label">
              {info.code}
            </output>
          </div>
          <button type="button" className="button button--primary button--small" aria-label={t('invite.copyCode')} onClick={() => void copy(info.code)}>
            {t('action.copy', { ns: 'common' })}
          </button>
        </div>
        <div className="ref-copy">
          <div className="ref-copy__text">
            <span className="ref-copy__label" id="ref-link-label">
              {t('invite.link')}
            </span>
            <output className="ref-copy__link" aria-labelledby="ref-link-label">
              {link}
            </output>
          </div>
          <button type="button" className="button button--primary button--small" aria-label={t('invite.copyLink')} onClick={() => void copy(link)}>
            {t('action.copy', { ns: 'common' })}
          </button>
        </div>
      </section>

      <Section title={t('invite.rulesTitle')}>
        <ol className="card ref-rules">
          <li>{t('invite.rule1')}</li>
          <li>{t('invite.rule2', { minDeposit: formatMoney(info.minDeposit, sym) })}</li>
          <li>{t('invite.rule3', { reward: formatMoney(info.reward, sym) })}</li>
        </ol>
      </Section>

      <Totals info={info} token={token} />

      <Section title={t('invite.friendsTitle')}>
        {info.friends.length === 0 ? (
          <p className="card ref-muted">{t('invite.none')}</p>
        ) : (
          <ul className="ref-friends" aria-label={t('invite.friendsTitle')}>
            {info.friends.map((f) => (
              <FriendRow key={f.id} friend={f} symbol={sym} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function Totals({ info, token }: { info: InviteInfo; token: string | undefined }) {
  const { t } = useTranslation('referrals');
  const sym = useMerchant().currency.symbol;
  const qc = useQueryClient();
  const claim = useClaimReferral();
  const flight = useSingleFlight();
  const nothing = info.totals.claimable === '0.00';
  const onClaim = () => {
    if (!flight.start()) return;
    claim.mutate(undefined, {
      onSettled: flight.done,
      onSuccess: (r) => {
        toast.success(t('invite.claimed', { amount: formatMoney(r.amount, sym) }));
        void qc.invalidateQueries({ queryKey: inviteInfoKey(token) });
        void qc.invalidateQueries({ queryKey: ['platform'] });
      },
      onError: (e) => toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' })),
    });
  };
  return (
    <Section title={t('invite.totalsTitle')}>
      <div className="card ref-totals">
        <dl className="ref-stats">
          <div>
            <dt>{t('invite.invited')}</dt>
            <dd>{info.totals.invited}</dd>
          </div>
          <div>
            <dt>{t('invite.qualified')}</dt>
            <dd>{info.totals.qualified}</dd>
          </div>
          <div>
            <dt>{t('invite.earned')}</dt>
            <dd>
              <Money value={info.totals.earned} symbol={sym} />
            </dd>
          </div>
          <div>
            <dt>{t('invite.claimable')}</dt>
            <dd>
              <Money value={info.totals.claimable} symbol={sym} />
            </dd>
          </div>
        </dl>
        <button type="button" className="button button--primary button--block" disabled={nothing || claim.isPending} onClick={onClaim}>
          {t('invite.claim')}
        </button>
      </div>
    </Section>
  );
}

function FriendRow({ friend, symbol }: { friend: InvitedFriend; symbol: string }) {
  const { t } = useTranslation('referrals');
  const date = formatUtcDate(Date.parse(`${friend.regDate}T00:00:00Z`));
  return (
    <li className="card ref-friend">
      <div className="ref-friend__who">
        <span className="ref-friend__name">{friend.name}</span>
        <span className="ref-muted">{t('invite.registered', { date })}</span>
      </div>
      <div className="ref-friend__state">
        <span className={`ref-badge ref-badge--${friend.status}`}>{t(`invite.status.${friend.status}`)}</span>
        <span className="ref-friend__reward">
          <span className="visually-hidden">{t('invite.reward')} </span>
          <Money value={friend.reward} symbol={symbol} />
        </span>
      </div>
    </li>
  );
}
