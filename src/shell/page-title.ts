// A screen that knows a better title than its route's (a demo game's page: the game's name) says
// so here; the header and the document title show it while the screen is open.
import { useEffect } from 'react';
import { proxy } from 'valtio';

export const pageTitleStore = proxy<{ title: string | null }>({ title: null });

/** Shows `title` in the header instead of the route's title while the calling screen is mounted. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    pageTitleStore.title = title;
    return () => {
      if (pageTitleStore.title === title) pageTitleStore.title = null;
    };
  }, [title]);
}
