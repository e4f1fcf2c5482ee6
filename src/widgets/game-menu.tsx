// The game menu shown on home: Home and Hot tabs, then the vendor categories in the vendor sorting
// order (built by the engine). Sticky; the chosen tab scrolls to the centre. Home and Hot switch
// the content in place (`onInline`: the page shows it); a category with a single vendor launches
// that vendor directly (the spec); the others lead into the lobby's pages by their paths. A widget
// (below the features): home shows it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGameVendors } from '@/api/endpoints/game-vendors';
import { buildGameMenu, type GameMenuTab } from '@/engine/game-menu';
import { useMerchant } from '@/shell/config-context';
import { useLaunchVendor } from '@/shell/use-launch';
import { Skeleton } from '@/ui/skeleton';
import '@/widgets/game-menu.css';
import { routeHref } from '@/shell/route-link';

type InlineContent = Extract<GameMenuTab['action'], { kind: 'inline' }>['content'];

export default function GameMenu({ onInline }: { onInline?: (content: InlineContent) => void }) {
  const { t } = useTranslation();
  const config = useMerchant();
  const navigate = useNavigate();
  const vendors = useGameVendors(config.code);
  const launchVendor = useLaunchVendor();
  const [active, setActive] = useState('home');
  const [vendorList, setVendorList] = useState<GameMenuTab | null>(null);
  if (!vendors.data) return <Skeleton height={48} radius={12} />;
  const tabs = buildGameMenu(vendors.data);
  const choose = (tab: GameMenuTab, el: HTMLElement) => {
    // Optional: not every engine (jsdom, old WebViews) has it.
    el.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
    setActive(tab.id);
    setVendorList(null);
    const a = tab.action;
    if (a.kind === 'inline') onInline?.(a.content);
    else if (a.kind === 'category' || a.kind === 'navigate') void navigate(a.to);
    else if (a.kind === 'launchVendor') void launchVendor(tab.id, a.vendor.accountTypeName);
    else if (a.kind === 'vendorList') setVendorList(tab);
  };
  return (
    <div className="game-menu">
      <nav className="game-menu__tabs" aria-label={t('gameMenu.label', { defaultValue: 'Game menu' })}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            className={`game-menu__tab${active === tab.id ? ' is-active' : ''}`}
            aria-current={active === tab.id || undefined}
            onClick={(e) => choose(tab, e.currentTarget)}
          >
            {tab.label ?? t(tab.labelKey ?? `gameType.${tab.id}`)}
          </button>
        ))}
      </nav>
      {vendorList && vendorList.action.kind === 'vendorList' ? (
        <ul className="game-menu__vendors">
          {vendorList.action.vendors.map((v) => (
            <li key={v.accountTypeName}>
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => void navigate(routeHref('gameList', {}, { gameType: vendorList.id, vassalage: v.accountTypeName }))}
              >
                {v.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
