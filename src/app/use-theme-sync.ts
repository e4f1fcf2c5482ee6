// Re-applies the theme tokens when the visitor picks another theme.
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { useMerchant } from '@/shell/config-context';
import { applyTheme } from '@/app/theme';
import { themeStore } from '@/state/preferences';

export function useThemeSync(): void {
  const config = useMerchant();
  useEffect(() => {
    let last = themeStore.theme;
    return subscribe(themeStore, () => {
      if (themeStore.theme === last) return;
      last = themeStore.theme;
      applyTheme(config, themeStore.theme);
    });
  }, [config]);
}
