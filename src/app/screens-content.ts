// Screens of home, content and the member and message centers (src/features/home, content,
// member), by the engine's route id. See screens.ts.
import { lazy } from 'react';
import type { Screen } from '@/app/screen-type';

export const CONTENT_SCREENS: Readonly<Record<string, Screen>> = {
  home: lazy(() => import('@/features/home/home-screen')),
  memberCenter: lazy(() => import('@/features/member/member-center-screen')),
  messageCenter: lazy(() => import('@/features/member/message-center-screen')),
  announcements: lazy(() => import('@/features/content/notice-screen')),
  help: lazy(() => import('@/features/content/help-screen')),
  download: lazy(() => import('@/features/content/download-screen')),
  app: lazy(() => import('@/features/content/download-screen')),
};
