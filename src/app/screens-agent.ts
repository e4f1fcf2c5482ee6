// Screens of the agent area (src/features/agent), by the engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const AGENT_SCREENS = {
  agentHome: screen(() => import('@/features/agent/agent-home-screen')),
  teamOverview: screen(() => import('@/features/agent/team-overview-screen')),
  teamProfitAndLoss: screen(() => import('@/features/agent/team-pnl-screen')),
  teamBetting: screen(() => import('@/features/agent/team-betting-screen')),
  teamManagement: screen(() => import('@/features/agent/team-management-screen')),
  salaryContract: screen(() => import('@/features/agent/contract-screen')),
  dividendContract: screen(() => import('@/features/agent/contract-screen')),
  hourContract: screen(() => import('@/features/agent/contract-screen')),
  agentRegister: screen(() => import('@/features/agent/agent-register-screen')),
  gameRebateSetting: screen(() => import('@/features/agent/rebate-setting-screen')),
  agentRebate: screen(() => import('@/features/agent/agent-rebate-screen')),
  dailyWage: screen(() => import('@/features/agent/daily-wage-screen')),
  agentDividend: screen(() => import('@/features/agent/dividend-screen')),
  agentNotice: screen(() => import('@/features/agent/agent-notice-screen')),
  redEnvelopeRain: screen(() => import('@/features/agent/red-rain-screen')),
} as const satisfies ScreenPart;
