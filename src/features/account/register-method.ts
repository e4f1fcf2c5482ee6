// How the member registers (the payload's registerMethod): inside the Palaro app shell (APP),
// an iOS home-screen web clip (WEBCLIP), an installed web app (PWA), or the mobile site (H5).
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

export interface RegisterEnvironment {
  userAgent: string;
  standaloneDisplay: boolean;
  iosStandalone: boolean;
}

export function registerMethodOf(env: RegisterEnvironment): RegisterMethod {
  if (/PalaroApp/i.test(env.userAgent)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.standaloneDisplay) return 'PWA';
  return 'H5';
}

export function currentRegisterMethod(): RegisterMethod {
  const nav = navigator as Navigator & { standalone?: boolean };
  return registerMethodOf({
    userAgent: nav.userAgent,
    standaloneDisplay: typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
    iosStandalone: nav.standalone === true,
  });
}
