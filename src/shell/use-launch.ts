// Launching a game (home and the lobby share it) with the engine's rules in order
// (src/engine/game-launch.ts): no session →
// login; lottery vendors and LOTT/ELOTT → the lottery launcher; a VASSALAGE vendor game → that
// vendor's game list; otherwise the platform's launch URL, through the URL gate: an in-app path
// is navigated (a frame's origin allowed for that navigation), an https URL opened in the same
// tab, anything else refused with a message. A launch the platform accepted is recorded as a
// recent game by the client (the add-recent call). Shared (src/shell): the lobby's grids launch games,
// and the game menu widget launches a single-vendor category's vendor directly.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/endpoints/game-types';
import { useGameVendors } from '@/api/endpoints/game-vendors';
import { useLaunchGame } from '@/api/endpoints/launch-game';
import { recordRecentGame } from '@/api/endpoints/recent-games';
import { gameListEndpoint } from '@/api/endpoints/game-list';
import { endpointQuery } from '@/api/query';
import { errorMessageKey } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { useDataLanguage } from '@/state/data-language';
import { launchPlan, launchTarget } from '@/engine/game-launch';
import { sessionStore } from '@/state/session';
import { toast } from '@/ui/toast';
import { useGo, useGoLogin } from '@/shell/route-link';
import { useSingleFlight } from '@/ui/use-single-flight';

export function useLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const vendors = useGameVendors(config.code);
  const launch = useLaunchGame();
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  return async (game: Game) => {
    const plan = launchPlan(game, { loggedIn: Boolean(session.info), memberType: session.info?.type, mapping: vendors.data?.mapping });
    if (plan.kind === 'login') {
      goLogin();
      return;
    }
    if (plan.kind === 'lottery' || plan.kind === 'vendorList') {
      void navigate(plan.to);
      return;
    }
    if (!flight.start()) return;
    const dismiss = toast.loading(t('lobby.launching', { ns: 'lobby' }), 9999);
    try {
      const { url } = await launch.mutateAsync({ nodeId: game.nodeId, vendor: game.vassalage, gameId: game.gameId, freePlay: plan.freePlay });
      dismiss();
      recordRecentGame(queryClient, { nodeId: game.nodeId, vendor: game.vassalage });
      const target = launchTarget(url, window.location.origin);
      if (target.kind === 'navigate') void navigate(target.to, target.state ? { state: target.state } : undefined);
      else if (target.kind === 'assign') window.location.assign(target.href);
      else toast.error(t('error.invalidLink'));
    } catch (error) {
      dismiss();
      toast.error(t(errorMessageKey(error, 'send')));
    } finally {
      flight.done();
    }
  };
}

/**
 * Launches a vendor directly (the game menu's category with a single vendor): its first game
 * (the vendor's lobby) by the same launch rules; a guest goes to login first. A vendor without
 * games opens its game list.
 */
export function useLaunchVendor() {
  const { t } = useTranslation();
  const go = useGo();
  const goLogin = useGoLogin();
  const config = useMerchant();
  const queryClient = useQueryClient();
  const session = useSnapshot(sessionStore);
  const language = useDataLanguage();
  const launch = useLaunch();
  return async (gameType: string, vendor: string) => {
    if (!session.info) {
      goLogin();
      return;
    }
    let first;
    try {
      const list = await queryClient.fetchQuery(
        endpointQuery(gameListEndpoint, { merchant: config.code, gameType, vassalage: vendor, pageNo: 1, pageSize: 1, language }),
      );
      first = list.games[0];
    } catch (error) {
      toast.error(t(errorMessageKey(error, 'send')));
      return;
    }
    if (first) await launch(first);
    else void go('gameList', { query: { gameType, vassalage: vendor } });
  };
}
