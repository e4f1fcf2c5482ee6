// Member info and the merchant's wallet (the jackpot float).
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, isResponse, ok, type Simulator } from '@/platform-sim/kernel';
import { memberInfoEndpoint } from '@/api/endpoints/member-info';
import { merchantWalletEndpoint } from '@/api/endpoints/wallet';
import { accountOf, SEED_TIME } from '@/platform-sim/areas/accounts/state';
import { formatCents } from '@/platform-sim/areas/accounts/ledger';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { merchantFor } from '@/platform-sim/areas/accounts/checks';

export function memberHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(memberInfoEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (isResponse(session)) return session;
      const a = accountOf(sim, session.merchantCode, session.userName);
      if (!a) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      return ok({
        id: `U-${a.userName}`,
        account: a.userName,
        nickname: a.nickname,
        regDate: a.regDate,
        type: a.type,
        ...(a.vipLabel ? { clubLabel: { labelName: a.vipLabel } } : {}),
        toUpline: a.toUpline,
        avatarUrl: `/sim-assets/avatar/${encodeURIComponent(a.userName)}.svg`,
      });
    }),

    http.get(apiPath(merchantWalletEndpoint.path), ({ request }) => {
      const merchant = merchantFor(sim, request);
      if (isResponse(merchant)) return merchant;
      // The merchant's jackpot float grows slowly with time, deterministically.
      const cents = 125_000_000 + Math.floor((sim.now() - SEED_TIME) / 60_000) * 137;
      return ok({ sumBalance: formatCents(cents), currencySymbol: merchant.currency.symbol });
    }),
  ];
}
