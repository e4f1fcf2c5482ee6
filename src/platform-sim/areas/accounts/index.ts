// Accounts and sessions of the demo platform: registration, login (encrypted payloads, captcha
// after a failure), SMS codes with expiry, invitation codes, password change and reset, test
// play, logout, member info, and the wallet as a ledger in integer centavos (accounts/ledger.ts).
// The state and helpers live in the files beside this one; this composes their handlers in order.
import type { HttpHandler } from 'msw';
import type { Simulator } from '@/platform-sim/kernel';
import { sessionHandlers } from '@/platform-sim/areas/accounts/sessions';
import { registrationHandlers } from '@/platform-sim/areas/accounts/registration';
import { passwordHandlers } from '@/platform-sim/areas/accounts/passwords';
import { memberHandlers } from '@/platform-sim/areas/accounts/member';
import { socialHandlers } from '@/platform-sim/areas/accounts/social';

export function accountHandlers(sim: Simulator): HttpHandler[] {
  return [...sessionHandlers(sim), ...registrationHandlers(sim), ...passwordHandlers(sim), ...memberHandlers(sim), ...socialHandlers(sim)];
}
