// Screens of home, content and the member and message centers (src/features/home, content,
// member), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { ScreenPart } from '@/app/screen-type';

export const CONTENT_SCREENS = {
  home: lazy(() => import('@/features/home/home-screen')),
  memberCenter: lazy(() => import('@/features/member/member-center-screen')),
  messageCenter: lazy(() => import('@/features/member/message-center-screen')),
  announcements: lazy(() => import('@/features/content/notice-screen')),
  help: lazy(() => import('@/features/content/help-screen')),
  download: lazy(() => import('@/features/content/download-screen')),
  app: lazy(() => import('@/features/content/download-screen')),
  downloadAndroid: lazy(() => import('@/features/content/download-guide-screen')),
  downloadIos: lazy(() => import('@/features/content/download-guide-screen')),
  hotNews: lazy(() => import('@/features/content/hot-news-screen')),
  jackpot: lazy(() => import('@/features/content/jackpot-screen')),
  winners: lazy(() => import('@/features/content/winners-screen')),
  promoList: lazy(() => import('@/features/content/promo-list-screen')),
  testimonials: lazy(() => import('@/features/content/testimonials-screen')),
  registerTerms: lazy(() => import('@/features/content/legal-screen')),
  userAgreement: lazy(() => import('@/features/content/legal-screen')),
  service: lazy(() => import('@/features/content/service-screen')),
} as const satisfies ScreenPart;
