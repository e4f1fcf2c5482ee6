// Rows of a menu (member center, message center, settings): icon, label, optional badge, chevron.
// A row is a link when it has `to`, else a button.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/ui/icon';

export interface MenuRowProps {
  label: string;
  icon?: IconName;
  /** In-app path. */
  to?: string;
  /** Replace the current history entry when following `to`. */
  replace?: boolean;
  /** External link (opens in a new tab). */
  href?: string;
  onClick?: () => void;
  /** A badge or any trailing content. */
  trailing?: ReactNode;
}

function RowContent({ label, icon, trailing }: Pick<MenuRowProps, 'label' | 'icon' | 'trailing'>) {
  return (
    <>
      {icon ? <Icon name={icon} className="menu-row__icon" /> : null}
      <span className="menu-row__label">{label}</span>
      {trailing}
      <Icon name="chevron" className="menu-row__chevron" size={18} />
    </>
  );
}

export function MenuRow({ label, icon, to, replace, href, onClick, trailing }: MenuRowProps) {
  const content = <RowContent label={label} icon={icon} trailing={trailing} />;
  if (to !== undefined) {
    return (
      <Link className="menu-row" to={to} replace={replace} onClick={onClick}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a className="menu-row" href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className="menu-row" onClick={onClick}>
      {content}
    </button>
  );
}

export function MenuList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <nav className="menu-list" aria-label={label}>
      {children}
    </nav>
  );
}
