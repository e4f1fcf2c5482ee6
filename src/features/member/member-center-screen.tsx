// The member center (/m/member/home, /m/myAccount/index): back arrow to home, settings, a login
// prompt for visitors or the member's name, VIP label and balance, four shortcuts, the level
// benefits and download tiles, and the merchant's menu (engine: memberCenterModel). Visitors see
// the menu too; a tap sends them to login (replacing the route).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/shell/member-avatar';
import { MemberBalance } from '@/shell/member-balance';
import { TapTarget } from '@/shell/tap-target';
import { useViewer } from '@/shell/use-viewer';
import { memberCenterModel, type MenuItem } from '@/engine/member-menu';
import type { MemberMenuId } from '@/config/schema';
import { Icon, type IconName } from '@/ui/icon';
import { ScreenHeader } from '@/features/member/screen-header';

const DownloadPopup = lazy(() => import('@/widgets/download-popup'));

const SHORTCUT_ICONS: Readonly<Record<string, IconName>> = {
  deposit: 'deposit',
  betRecord: 'game',
  accountRecord: 'record',
  securityCenter: 'shield',
};

/** Every member-menu id has its icon (a new id fails the type check until it gets one). */
const MENU_ICONS: Readonly<Record<MemberMenuId, IconName>> = {
  agencyCenter: 'agent',
  inviteFriends: 'users',
  missionActivity: 'mission',
  accountRecord: 'record',
  depositRecord: 'deposit',
  withdrawReport: 'withdraw',
  profitAndLoss: 'chart',
  rewardCenter: 'gift',
  superiorTransfer: 'transfer',
  manualRebate: 'coins',
  myRebate: 'coins',
  news: 'mail',
  pointsMall: 'store',
  securityCenter: 'shield',
  betRecord: 'game',
  responsibleGaming: 'info',
  feedback: 'send',
};

const menuIcon = (id: string): IconName => (Object.hasOwn(MENU_ICONS, id) ? MENU_ICONS[id as MemberMenuId] : 'chevron');

function MenuEntry({ item, icon }: { item: MenuItem; icon: IconName }) {
  const { t } = useTranslation();
  return (
    <TapTarget tap={item.onTap} target={item.to} className="menu-row">
      <Icon name={icon} className="menu-row__icon" />
      <span className="menu-row__label">{t(item.titleKey)}</span>
      {item.badge ? ' ' : null}
      {item.badge ? <span className="badge">{item.badge}</span> : null}
      <Icon name="chevron" className="menu-row__chevron" size={18} />
    </TapTarget>
  );
}

function MemberCenterScreen() {
  const { t } = useTranslation();
  const { ctx } = useViewer();
  const model = memberCenterModel(ctx);
  const [downloadOpen, setDownloadOpen] = useState(false);
  return (
    <div className="member-center">
      <ScreenHeader
        title={t(model.titleKey)}
        backTo={model.backTo}
        right={
          <TapTarget tap={model.settings.onTap} target={model.settings.to} className="icon-button" aria-label={t(model.settings.titleKey)}>
            <Icon name="settings" />
          </TapTarget>
        }
      />
      <div className="page">
        <section className="card member-card" aria-label={t('memberCenter.profile')}>
          <MemberAvatar size={32} />
          {model.loginPrompt ? (
            <div className="member-card__body">
              <p className="member-card__name">{t('memberCenter.guest')}</p>
              <TapTarget tap={model.loginPrompt.onTap} target={null} className="button button--primary button--small">
                {t(model.loginPrompt.titleKey)}
              </TapTarget>
            </div>
          ) : (
            <div className="member-card__body">
              <p className="member-card__name">{model.displayName}</p>
              {model.vipLabel ? <span className="member-card__vip">{model.vipLabel}</span> : null}
              <MemberBalance />
            </div>
          )}
        </section>

        <nav className="member-shortcuts" aria-label={t('memberCenter.shortcuts')}>
          {model.shortcuts.map((s) => (
            <TapTarget key={s.id} tap={s.onTap} target={s.to} className="member-shortcut">
              <Icon name={SHORTCUT_ICONS[s.id] ?? 'info'} size={26} />
              <span>{t(s.titleKey)}</span>
            </TapTarget>
          ))}
        </nav>

        <div className="member-tiles">
          {model.levelBenefits ? (
            <TapTarget tap={model.levelBenefits.onTap} target={model.levelBenefits.to} className="card member-tile">
              <Icon name="crown" size={26} />
              <span className="member-tile__text">
                <strong>{t(model.levelBenefits.titleKey)}</strong>
                <span className="muted">{t('memberCenter.levelBenefitsHint')}</span>
              </span>
            </TapTarget>
          ) : null}
          {model.download.onTap.kind === 'openDownloadPopup' ? (
            <button type="button" className="card member-tile" aria-haspopup="dialog" onClick={() => setDownloadOpen(true)}>
              <Icon name="download" size={26} />
              <span className="member-tile__text">
                <strong>{t(model.download.titleKey)}</strong>
                <span className="muted">{t('memberCenter.downloadHint')}</span>
              </span>
            </button>
          ) : (
            <TapTarget tap={model.download.onTap} target={null} className="card member-tile">
              <Icon name="download" size={26} />
              <span className="member-tile__text">
                <strong>{t(model.download.titleKey)}</strong>
                <span className="muted">{t('memberCenter.downloadHint')}</span>
              </span>
            </TapTarget>
          )}
        </div>

        {model.menu.length ? (
          <nav className="menu-list" aria-label={t('menu.label')}>
            {model.menu.map((item) => (
              <MenuEntry key={item.id} item={item} icon={menuIcon(item.id)} />
            ))}
          </nav>
        ) : null}
      </div>
      {downloadOpen ? (
        <Suspense fallback={null}>
          <DownloadPopup onClose={() => setDownloadOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default MemberCenterScreen;
