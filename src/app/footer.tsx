// The footer menu (engine: footerMenu): home, promotion, deposit, members, customer service.
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { footerMenu } from '@/engine/footer-menu';
import { matchRoute } from '@/engine/routes';
import { TapTarget } from '@/shell/tap-target';
import { useViewer } from '@/shell/use-viewer';
import { Icon, type IconName } from '@/ui/icon';

const ICONS: Readonly<Record<string, IconName>> = {
  home: 'home',
  promotion: 'gift',
  deposit: 'wallet',
  members: 'user',
  customerService: 'headset',
};

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ctx } = useViewer();
  const currentId = matchRoute(pathname).route;
  const items = footerMenu(ctx);
  return (
    <nav className="footer" aria-label={t('footer.label')}>
      {items.map((item) => {
        const current = item.to !== null && matchRoute(item.to).route === currentId ? 'page' : undefined;
        return (
          <TapTarget key={item.id} tap={item.onTap} target={item.to} className="footer__item" aria-current={current}>
            <Icon name={ICONS[item.id] ?? 'info'} />
            <span>{t(item.titleKey)}</span>
          </TapTarget>
        );
      })}
    </nav>
  );
}
