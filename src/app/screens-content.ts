// Screens of home, content and the member and message centers (src/features/home, content,
// member), by the engine's route id. See screens.ts.
import { screen, type ScreenPart } from '@/app/screen-type';

export const CONTENT_SCREENS = {
  home: screen(() => import('@/features/home/home-screen'), ['home']),
  memberCenter: screen(() => import('@/features/member/member-center-screen')),
  messageCenter: screen(() => import('@/features/member/message-center-screen')),
  announcements: screen(() => import('@/features/content/notice-screen')),
  help: screen(() => import('@/features/content/help-screen')),
  download: screen(() => import('@/features/content/download-screen')),
  app: screen(() => import('@/features/content/download-screen')),
  downloadAndroid: screen(() => import('@/features/content/download-guide-screen')),
  downloadIos: screen(() => import('@/features/content/download-guide-screen')),
  hotNews: screen(() => import('@/features/content/hot-news-screen')),
  jackpot: screen(() => import('@/features/content/jackpot-screen')),
  winners: screen(() => import('@/features/content/winners-screen')),
  promoList: screen(() => import('@/features/content/promo-list-screen')),
  testimonials: screen(() => import('@/features/content/testimonials-screen')),
  registerTerms: screen(() => import('@/features/content/legal-screen')),
  userAgreement: screen(() => import('@/features/content/legal-screen')),
  service: screen(() => import('@/features/content/service-screen')),
} as const satisfies ScreenPart;
