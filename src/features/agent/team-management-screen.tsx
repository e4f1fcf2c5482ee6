// Team management (/m/member/team): the downline with a search box (debounced, trimmed); a tap
// on a member opens the member's detail (profile and all-time figures, which add up as on team
// profit and loss: wins + bonuses and rebates − bets = profit and loss).
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
import { LabelledValue } from '@/features/agent/team-figures';
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
            <LabelledValue label={t('member.nickname')}>{d.member.nickname}</LabelledValue>
            <LabelledValue label={t('member.regDate')}>{formatIsoDay(d.member.regDate)}</LabelledValue>
            <LabelledValue label={t('member.status')}>{d.member.online ? t('member.online') : t('member.offline')}</LabelledValue>
            <LabelledValue label={t('member.balance')}>
              <Money value={d.member.balance} symbol={sym} />
            </LabelledValue>
            <LabelledValue label={t('figure.depositTotal')}>
              <Money value={d.depositTotal} symbol={sym} />
            </LabelledValue>
            <LabelledValue label={t('figure.withdrawalTotal')}>
              <Money value={d.withdrawalTotal} symbol={sym} />
            </LabelledValue>
            <LabelledValue label={t('figure.betTotal')}>
              <Money value={d.betTotal} symbol={sym} />
            </LabelledValue>
            <LabelledValue label={t('figure.winTotal')}>
              <Money value={d.winTotal} symbol={sym} />
            </LabelledValue>
            <LabelledValue label={t('figure.bonusTotal')}>
              <Money value={d.bonusTotal} symbol={sym} />
            </LabelledValue>
            <LabelledValue label={t('column.profit')}>
              <Money value={d.profit} symbol={sym} />
            </LabelledValue>
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
                  {/* Named by what it shows (name, online status, registration date, balance); the
                      spaces between the parts keep them apart when read. */}
                  <button type="button" className="member-list__item" onClick={() => setOpen(m.userName)}>
                    <span className={`online-dot${m.online ? ' online-dot--on' : ''}`} aria-hidden="true" />
                    <span className="member-list__main">
                      <strong>{m.userName}</strong> <span className="visually-hidden">{m.online ? t('member.online') : t('member.offline')}</span>{' '}
                      <span className="muted">
                        {t('member.regDate')}: {formatIsoDay(m.regDate)}
                      </span>
                    </span>{' '}
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
