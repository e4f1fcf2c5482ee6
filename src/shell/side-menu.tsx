// The member side menu opened from the header: avatar, name, VIP label, balance with hide toggle,
// three main shortcuts, the member menu, language and theme switches, sign out. Loaded on demand.
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMerchant } from '@/shell/config-context';
import { MemberAvatar } from '@/shell/member-avatar';
import { MemberBalance } from '@/shell/member-balance';
import { TapTarget } from '@/shell/tap-target';
import { useSignOut } from '@/shell/use-sign-out';
import { useViewer } from '@/shell/use-viewer';
import { memberDisplayName, memberMenu } from '@/engine/member-menu';
import { changeLanguage } from '@/i18n/setup';
import { LANGUAGE_LABELS } from '@/i18n/languages';
import { languageStore, setThemePreference, themeStore } from '@/state/preferences';
import { Icon } from '@/ui/icon';
import { IconButton } from '@/ui/icon-button';
import { useSwipe } from '@/ui/swipe';
import { RouteLink } from '@/shell/route-link';
import { Modal } from '@/ui/dialog';

function SideMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const { language } = useSnapshot(languageStore);
  const { theme } = useSnapshot(themeStore);
  const signOut = useSignOut();
  // It came in from the right: a swipe to the right (100 px, the spec's threshold) closes it.
  const swipe = useSwipe((direction) => direction === 'right' && onClose());

  const vip = viewer.member?.clubLabel?.labelName;
  const languages = config.languages.switcher.length ? config.languages.switcher : config.languages.supported;
  // In a portal: the header's transform would otherwise be the containing block of `fixed`.
  return createPortal(
    <Modal onClose={onClose} className="side-menu-modal" aria-label={t('header.sideMenu')} {...swipe}>
      <div className="side-menu-backdrop" onClick={onClose} aria-hidden="true" />
      <aside
        className="side-menu"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="side-menu__head">
          <MemberAvatar size={28} />
          <div className="member-card__body">
            <p className="member-card__name">{memberDisplayName(viewer)}</p>
            {vip ? <span className="member-card__vip">{vip}</span> : null}
          </div>
          <IconButton icon="close" label={t('action.close')} onClick={onClose} style={{ marginLeft: 'auto' }} />
        </div>
        <div className="card">
          <p className="muted">{t('balance.total')}</p>
          <MemberBalance />
        </div>
        <nav className="side-menu__shortcuts" aria-label={t('memberCenter.shortcuts')}>
          <RouteLink to="deposit" className="member-shortcut">
            <Icon name="deposit" />
            <span>{t('action.deposit')}</span>
          </RouteLink>
          <RouteLink to="withdraw" className="member-shortcut">
            <Icon name="withdraw" />
            <span>{t('action.withdraw')}</span>
          </RouteLink>
          <RouteLink to="memberCenter" className="member-shortcut">
            <Icon name="user" />
            <span>{t('title.memberCenter')}</span>
          </RouteLink>
        </nav>
        <nav className="menu-list" aria-label={t('menu.label')}>
          {memberMenu(ctx).map((item) => (
            <TapTarget key={item.id} tap={item.onTap} target={item.to} className="menu-row">
              <span className="menu-row__label">{t(item.titleKey)}</span>
              <Icon name="chevron" className="menu-row__chevron" size={18} />
            </TapTarget>
          ))}
        </nav>
        <div>
          <p className="muted">{t('language.label')}</p>
          <div className="chip-row" role="group" aria-label={t('language.label')}>
            {languages.map((code) => (
              <button key={code} type="button" className="chip" aria-pressed={code === language} onClick={() => void changeLanguage(code)}>
                {LANGUAGE_LABELS[code]}
              </button>
            ))}
          </div>
        </div>
        {config.theme.available.length > 1 ? (
          <div>
            <p className="muted">{t('theme.label')}</p>
            <div className="chip-row" role="group" aria-label={t('theme.label')}>
              {config.theme.available.map((name) => (
                <button key={name} type="button" className="chip" aria-pressed={name === theme} onClick={() => setThemePreference(name)}>
                  {t(`theme.${name}`)}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <button type="button" className="button button--outline button--block" onClick={() => void signOut().then((done) => done && onClose())}>
          <Icon name="logout" size={20} />
          {t('action.logout')}
        </button>
      </aside>
    </Modal>,
    document.body,
  );
}

export default SideMenu;
