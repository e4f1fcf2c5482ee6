// The account screens have no shared header (login, register and forget are no-header paths), so
// they draw their own top bar: the spec's back control, which on these screens goes home.
import { HeaderBackButton } from '@/shell/header-back-button';

export function AccountTopBar() {
  return (
    <div className="account-topbar">
      <HeaderBackButton back="home" />
    </div>
  );
}
