// Screens of the agent area (src/features/agent), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const AGENT_SCREENS = {
  agentHome: lazy(() => import('@/features/agent/agent-home-screen')),
  teamOverview: lazy(() => import('@/features/agent/team-overview-screen')),
  teamProfitAndLoss: lazy(() => import('@/features/agent/team-pnl-screen')),
  teamBetting: lazy(() => import('@/features/agent/team-betting-screen')),
  teamManagement: lazy(() => import('@/features/agent/team-management-screen')),
  salaryContract: lazy(() => import('@/features/agent/contract-screen')),
  dividendContract: lazy(() => import('@/features/agent/contract-screen')),
  hourContract: lazy(() => import('@/features/agent/contract-screen')),
  agentRegister: lazy(() => import('@/features/agent/agent-register-screen')),
  gameRebateSetting: lazy(() => import('@/features/agent/rebate-setting-screen')),
  agentRebate: lazy(() => import('@/features/agent/agent-rebate-screen')),
  dailyWage: lazy(() => import('@/features/agent/daily-wage-screen')),
  agentDividend: lazy(() => import('@/features/agent/dividend-screen')),
  agentNotice: lazy(() => import('@/features/agent/agent-notice-screen')),
  redEnvelopeRain: lazy(() => import('@/features/agent/red-rain-screen')),
} as const satisfies ScreenPart;
