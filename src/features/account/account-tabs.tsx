// The account screens' tab strip (login methods, registration methods, reset channels): the shared
// one, with the account screens' class names.
import { TabStrip, type TabStripProps } from '@/ui/tab-strip';

export function AccountTabs<Id extends string>(props: Omit<TabStripProps<Id>, 'className' | 'tabClassName' | 'activeClassName'>) {
  return <TabStrip {...props} className="account-tabs" tabClassName="account-tab" activeClassName="account-tab--active" />;
}
