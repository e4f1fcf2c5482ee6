// The member area's own header (its routes have no shared header): a back arrow, the title as
// the page heading, and an optional button on the right.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/icon';
import { href } from '@/engine/routes';

export interface ScreenHeaderProps {
  title: string;
  /** A path for the back arrow, or 'history' to go back (home when there is no history). */
  backTo: string | 'history';
  right?: ReactNode;
}

export function ScreenHeader({ title, backTo, right }: ScreenHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(href('home'), { replace: true });
  };
  return (
    <header className="screen-header">
      {backTo === 'history' ? (
        <button type="button" className="icon-button" aria-label={t('header.back')} onClick={goBack}>
          <Icon name="back" />
        </button>
      ) : (
        <Link to={backTo} className="icon-button" aria-label={t('header.back')}>
          <Icon name="back" />
        </Link>
      )}
      <h1 className="screen-header__title">{title}</h1>
      <div className="screen-header__right">{right}</div>
    </header>
  );
}
