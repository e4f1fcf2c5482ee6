// Who is looking, as the engine sees it: the session record, the member info (loaded with a
// session) and the platform's flags, combined into the engine's access context.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useMemberInfo } from '@/api/endpoints/member-info';
import { useSystemStatus } from '@/api/endpoints/system-status';
import { useMerchant } from '@/shell/config-context';
import { accessContext, type AccessContext } from '@/engine/access';
import type { Viewer } from '@/engine/member-types';
import { sessionStore } from '@/state/session';

export interface ViewerState {
  viewer: Viewer;
  ctx: AccessContext;
  /** A session exists but its member info has not arrived yet. */
  memberPending: boolean;
}

export function useViewer(): ViewerState {
  const config = useMerchant();
  const { info, signedOut } = useSnapshot(sessionStore);
  const member = useMemberInfo(info?.token);
  const status = useSystemStatus();
  const platformFlags = status.data?.info.whitelabel;
  const memberData = info ? member.data : undefined;
  return useMemo(() => {
    const viewer: Viewer = {
      session: info ? { ...info } : null,
      member: memberData
        ? {
            type: memberData.type,
            clubLabel: memberData.clubLabel ? { ...memberData.clubLabel } : undefined,
            toUpline: memberData.toUpline,
            nickname: memberData.nickname,
            account: memberData.account,
          }
        : null,
    };
    return {
      viewer,
      ctx: accessContext(config, viewer, platformFlags, signedOut),
      memberPending: Boolean(info) && !memberData && !member.isError,
    };
  }, [config, info, memberData, platformFlags, member.isError, signedOut]);
}
