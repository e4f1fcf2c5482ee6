// Agent home (/m/agent/home, lobby-agent.md): greeting by hour with the user name and a
// customer-service button, the total balance with Withdraw and Deposit, today's four team
// counters, the menu grid and the footer (engine: agentMenu, agentFooter), and the contract
// prompts. The route guard sends visitors and non-agents (types 0, 4, 40) to /m/home.
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useInboxUnread } from '@/api/endpoints/inbox-unread';
import { todayIso, useTeamKpi } from '@/api/endpoints/team-kpi';
import { useWallet } from '@/api/endpoints/wallet';
import { useMerchant } from '@/shell/config-context';
import { TapTarget } from '@/shell/tap-target';
import { useViewer } from '@/shell/use-viewer';
import { can } from '@/engine/access';
import { agentFooter, agentMenu, greetingKey } from '@/engine/agent-menu';
import type { MenuItem } from '@/engine/member-menu';
import { Icon, type IconName } from '@/ui/icon';
import { Money } from '@/ui/money';
import { Skeleton } from '@/ui/skeleton';
import ContractPrompts from '@/features/agent/contract-prompts';
import '@/features/agent/agent.css';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

const MENU_ICONS: Readonly<Record<string, IconName>> = {
  teamOverview: 'users',
  transactionRecord: 'record',
  teamManagement: 'agent',
  redEnvelopeRain: 'gift',
  teamProfitAndLoss: 'chart',
  teamBetting: 'game',
  gameRebateSetting: 'settings',
  agentRebate: 'coins',
  securityCenter: 'shield',
  newsCenter: 'mail',
  onlineService: 'headset',
  dailyWage: 'wallet',
  home: 'home',
  openAccount: 'user',
  dividend: 'coins',
  announcements: 'megaphone',
};

const COUNTERS = [
  ['teamLoginMemberCount', 'home.counters.logins'],
  ['teamBetMemberCount', 'home.counters.bettors'],
  ['teamRegisterMemberCount', 'home.counters.registered'],
  ['teamOnlineCount', 'home.counters.online'],
] as const;

function Entry({ item, className }: { item: MenuItem; className: string }) {
  const { t } = useTranslation('agent');
  return (
    <TapTarget tap={item.onTap} target={item.to} className={className}>
      <span className={`${className}__icon`}>
        <Icon name={MENU_ICONS[item.id] ?? 'info'} size={24} />
        {item.badge ? <span className="badge agent-badge">{item.badge}</span> : null}
      </span>
      <span className={`${className}__label`}>{t(item.titleKey)}</span>
    </TapTarget>
  );
}

function TeamCounters({ token }: { token: string | undefined }) {
  const { t } = useTranslation('agent');
  const today = todayIso();
  const kpi = useTeamKpi(token, { startDate: today, endDate: today });
  return (
    <section className="card agent-counters" aria-labelledby="agent-counters-title">
      <h2 id="agent-counters-title" className="agent-counters__title">
        {t('home.counters.title')}
      </h2>
      <QueryView query={kpi} compact>
        {(data) => (
          <dl className="agent-counters__grid">
            {COUNTERS.map(([field, key]) => (
              <div key={field} className="agent-counter">
                <dt className="agent-counter__label">{t(key)}</dt>
                <dd className="agent-counter__value">{data ? data.footer[field] : <Skeleton width={32} height={22} />}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </section>
  );
}

function AgentHomeScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const token = viewer.session?.token;
  const wallet = useWallet(token);
  const inbox = useInboxUnread(token, can('useInbox', ctx).allowed);
  const notices = useAnnouncements('agent', config.code, token);
  const counts = { inbox: inbox.data ?? 0, agentNotices: notices.data?.footer.unreadCount ?? 0 };
  const menu = agentMenu(ctx, counts);
  const footer = agentFooter(ctx, counts);
  const service = menu.find((m) => m.id === 'onlineService');
  // The spec greets with the user name (the session's), not the nickname.
  const name = viewer.session?.userName ?? '';

  return (
    <div className="agent-home">
      <header className="agent-top">
        <div className="agent-top__text">
          <h1 className="agent-top__greeting">{t(greetingKey(new Date().getHours()))}</h1>
          <p className="agent-top__name">{name}</p>
        </div>
        {service ? (
          <TapTarget tap={service.onTap} target={null} className="icon-button agent-top__service" aria-label={t('agentMenu.onlineService')}>
            <Icon name="headset" />
          </TapTarget>
        ) : null}
      </header>

      <div className="page agent-home__body">
        <section className="card agent-balance" aria-labelledby="agent-balance-label">
          <p id="agent-balance-label" className="agent-balance__label">
            {t('home.total')}
          </p>
          <QueryView query={wallet} compact>
            {(data) => (
              <p className="agent-balance__amount">
                <Money value={data?.sumBalance} symbol={data?.currencySymbol ?? config.currency.symbol} />
              </p>
            )}
          </QueryView>
          <div className="agent-balance__actions">
            <RouteLink to="withdraw" className="button button--outline button--small">
              {t('action.withdraw')}
            </RouteLink>
            <RouteLink to="deposit" className="button button--primary button--small">
              {t('action.deposit')}
            </RouteLink>
          </div>
        </section>

        <TeamCounters token={token} />

        <nav className="agent-grid" aria-label={t('home.menu')}>
          {menu.map((item) => (
            <Entry key={item.id} item={item} className="agent-grid__item" />
          ))}
        </nav>
      </div>

      <nav className="agent-footer" aria-label={t('home.footer')}>
        {footer.map((item) => (
          <Entry key={item.id} item={item} className="agent-footer__item" />
        ))}
      </nav>
      <ContractPrompts />
    </div>
  );
}

export default AgentHomeScreen;
