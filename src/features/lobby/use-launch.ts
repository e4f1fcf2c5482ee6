// Launching a game, with the spec's rules in order: no session → login; lottery vendors and
// LOTT/ELOTT → the lottery launcher; otherwise the platform's launch URL, opened in the same tab
// (free play when the game supports it).
import { useRef } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/endpoints/game-types';
import { useLaunchGame } from '@/api/endpoints/launch-game';
import { errorMessageKey } from '@/api/errors';
import { sessionStore } from '@/state/session';
import { toast } from '@/ui/toast';

export const LOTTERY_VENDORS = new Set(['VNLOTT', 'TCG', 'SEALOTT']);

export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'lottery'; to: string }
  | { kind: 'launch'; freePlay: boolean };

/** Pure: what a tap on a game does. */
export function launchPlan(game: Game, loggedIn: boolean): LaunchPlan {
  if (!loggedIn) return { kind: 'login' };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || LOTTERY_VENDORS.has(game.vassalage)) {
    const prizeMode = game.gameType === 'ELOTT' ? 'Elott' : 'Lott';
    const playType = game.lottoMode.includes('Entertainment') ? 'Entertainment' : 'Tradition';
    return { kind: 'lottery', to: `/m/startLottery?mui=${encodeURIComponent(game.vassalage)}&playType=${playType}&gameId=${encodeURIComponent(game.gameId)}&prize_mode=${prizeMode}&pageBack=1` };
  }
  return { kind: 'launch', freePlay: game.supportPlay === 0 };
}

export function useLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSnapshot(sessionStore);
  const launch = useLaunchGame();
  const busy = useRef(false);
  return async (game: Game) => {
    const plan = launchPlan(game, Boolean(session.info));
    if (plan.kind === 'login') {
      void navigate(`/m/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    if (plan.kind === 'lottery') {
      void navigate(plan.to);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const dismiss = toast.loading(t('lobby.launching', { ns: 'lobby' }), 9999);
    try {
      const { url } = await launch.mutateAsync({ nodeId: game.nodeId, vendor: game.vassalage, gameId: game.gameId, freePlay: false });
      dismiss();
      if (/^\/m\//.test(url)) void navigate(url);
      else window.location.assign(url);
    } catch (error) {
      dismiss();
      toast.error(t(errorMessageKey(error)));
    } finally {
      busy.current = false;
    }
  };
}
