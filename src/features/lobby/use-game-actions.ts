// What every game grid of the lobby needs: the member's favourite ids, the star (guests go to
// login; a member's star flips after the platform's success answer), launch, image URLs and
// vendor names.
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/endpoints/game-types';
import { useFavourites, useToggleFavourite } from '@/api/endpoints/favourites';
import { useGameVendors } from '@/api/endpoints/game-vendors';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { useDataLanguage } from '@/state/data-language';
import { sessionStore } from '@/state/session';
import { useLaunch } from '@/shell/use-launch';
import { useTileLabels } from '@/features/lobby/game-tile';
import { useGoLogin } from '@/shell/route-link';

export const FAVOURITE_IDS_PAGE_SIZE = 100;

export function useGameActions() {
  const config = useMerchant();
  const goLogin = useGoLogin();
  // Lists reload in a new language once it has been still for 250 ms (the spec's debounce).
  const language = useDataLanguage();
  const token = useSnapshot(sessionStore).info?.token;
  const vendors = useGameVendors(config.code);
  const favs = useFavourites(token, { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE, gameType: '', language });
  const toggle = useToggleFavourite();
  const launch = useLaunch();
  const labels = useTileLabels();
  const favIds = useMemo(() => new Set((favs.data?.content ?? []).map((g) => g.nodeId)), [favs.data]);
  const names = useMemo(() => new Map((vendors.data?.sorting ?? []).flatMap((s) => s.vendorNames).map((v) => [v.accountTypeName, v.displayName])), [vendors.data]);
  const cdns = config.imageCdns;
  const imageUrl = useCallback((g: Game) => resolveImageUrl(g.iconUrl, cdns), [cdns]);
  const vendorName = useCallback((code: string) => names.get(code) ?? code, [names]);
  const onStar = (game: Game, next: boolean) => {
    if (!token) {
      goLogin();
      return;
    }
    toggle.mutate({ nodeId: game.nodeId, vendor: game.vassalage, add: next });
  };
  return { token, language, labels, vendors, favs, favIds, onStar, launch: (g: Game) => void launch(g), imageUrl, vendorName };
}
