// The member's way into the side menu (language, shortcuts, sign out): the menu button, and the
// menu itself, loaded when first opened. The app bar and home's top bar both show it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui/icon-button';

const SideMenu = lazy(() => import('@/shell/side-menu'));

export function SideMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton icon="menu" label={t('header.sideMenu')} onClick={() => setOpen(true)} aria-expanded={open} />
      {open ? (
        <Suspense fallback={null}>
          <SideMenu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
