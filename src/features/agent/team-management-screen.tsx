// Team management (/m/member/team): the downline with a search box (debounced, trimmed); a tap
// on a member opens the member's detail (profile and all-time figures).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamMemberDetail } from '@/api/endpoints/team-member-detail';
import { useTeamMembers } from '@/api/endpoints/team-members';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/input-field';
import { Money } from '@/ui/money';
import { Notice, Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import '@/features/agent/agent.css';
import { QueryView } from '@/ui/query-view';
import { formatIsoDay } from '@/engine/time';

export const SEARCH_DEBOUNCE_MS = 500;

function MemberDetail({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const detail = useTeamMemberDetail(viewer.session?.token, userName);
  const sym = config.currency.symbol;
  return (
    <Dialog
      open
      title={userName}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      <QueryView query={detail} compact loading={<SkeletonLines count={5} label={t('loading')} />}>
        {(d) => (
          <dl className="detail-list">
            <dt>{t('member.nickname')}</dt>
            <dd>{d.member.nickname}</dd>
            <dt>{t('member.regDate')}</dt>
            <dd>{formatIsoDay(d.member.regDate)}</dd>
            <dt>{t('member.status')}</dt>
            <dd>{d.member.online ? t('member.online') : t('member.offline')}</dd>
            <dt>{t('member.balance')}</dt>
            <dd>
              <Money value={d.member.balance} symbol={sym} />
            </dd>
            <dt>{t('figure.depositTotal')}</dt>
            <dd>
              <Money value={d.depositTotal} symbol={sym} />
            </dd>
            <dt>{t('figure.withdrawalTotal')}</dt>
            <dd>
              <Money value={d.withdrawalTotal} symbol={sym} />
            </dd>
            <dt>{t('figure.betTotal')}</dt>
            <dd>
              <Money value={d.betTotal} symbol={sym} />
            </dd>
            <dt>{t('figure.winTotal')}</dt>
            <dd>
              <Money value={d.winTotal} symbol={sym} />
            </dd>
            <dt>{t('figure.profit')}</dt>
            <dd>
              <Money value={d.profit} symbol={sym} />
            </dd>
          </dl>
        )}
      </QueryView>
    </Dialog>
  );
}

function TeamManagementScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const members = useTeamMembers(viewer.session?.token, search);
  return (
    <Page>
      <form
        role="search"
        className="card range-bar"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim());
        }}
      >
        <Field plain className="agent-field" label={t('team.search')} type="search" value={text} onChange={setText} />
      </form>
      <QueryView
        query={members}
        loading={<SkeletonLines count={6} label={t('loading')} />}
        empty={<Notice title={t('team.empty')} />}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => (
          <>
            <p className="muted">{t('team.count', { count: data.total })}</p>
            <ul className="member-list" aria-label={t('team.list')}>
              {data.list.map((m) => (
                <li key={m.userName}>
                  <button type="button" className="member-list__item" onClick={() => setOpen(m.userName)} aria-label={m.userName}>
                    <span className={`online-dot${m.online ? ' online-dot--on' : ''}`} aria-hidden="true" />
                    <span className="member-list__main">
                      <strong>{m.userName}</strong>
                      <span className="muted">
                        {t('member.regDate')}: {formatIsoDay(m.regDate)}
                      </span>
                    </span>
                    <Money value={m.balance} symbol={config.currency.symbol} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {open ? <MemberDetail userName={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}

export default TeamManagementScreen;
