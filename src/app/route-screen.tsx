// One routed screen: the engine's guard first (redirect to login or home, or a refusal toast and
// home), then the screen's lazily loaded component with its route description in context.
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { abilityUsesMemberInfo } from '@/engine/access';
import { guardRoute, routeById, type RouteId, href } from '@/engine/routes';
import { LOGIN_PATH } from '@/engine/tap';
import { RouteMetaContext, type RouteMeta } from '@/shell/route-meta';
import { RegisteredScreen } from '@/app/screens';
import { useViewer } from '@/shell/use-viewer';
import { loginHref, REFUSE_TOAST_MS } from '@/shell/tap-target';
import { PageSkeleton } from '@/app/page-skeleton';
import { ScreenBoundary } from '@/app/screen-boundary';
import { useCrashReporter } from '@/app/use-crash-reporter';
import { toast } from '@/ui/toast';

function Refused({ messageKey, to }: { messageKey: string; to: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.offline(t(messageKey), REFUSE_TOAST_MS);
  }, [messageKey, t]);
  return <Navigate to={to} replace />;
}

export function RouteScreen({ routeId, path }: { routeId: RouteId; path: string }) {
  const def = routeById(routeId);
  const location = useLocation();
  const { ctx, memberPending } = useViewer();
  const meta = useMemo<RouteMeta>(() => ({ screenId: routeId, titleKey: def.titleKey, path }), [routeId, def, path]);
  const onCrash = useCrashReporter(routeId);
  const waitsForMember = memberPending && def.guard.some(abilityUsesMemberInfo);
  if (waitsForMember) return <PageSkeleton />;
  const guard = guardRoute(routeId, ctx);
  if ('refuse' in guard) return <Refused messageKey={guard.refuse} to={guard.redirect ?? href('home')} />;
  if ('redirect' in guard) {
    return <Navigate to={guard.redirect === LOGIN_PATH ? loginHref(`${location.pathname}${location.search}`) : guard.redirect} replace={guard.replace} />;
  }
  return (
    <RouteMetaContext.Provider value={meta}>
      <ScreenBoundary resetKey={location.key} onCrash={onCrash}>
        <Suspense fallback={<PageSkeleton />}>
          <RegisteredScreen id={routeId} />
        </Suspense>
      </ScreenBoundary>
    </RouteMetaContext.Provider>
  );
}
