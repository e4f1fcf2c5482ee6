// The shared footer menu: home, promotion, deposit, members, customer service.
import { can, tapFor, type AccessContext } from '@/engine/access';
import { footerMembersTap, serviceLink, type MenuItem } from '@/engine/member-menu';
import { HOME_PATH } from '@/engine/tap';

export function footerMenu(ctx: AccessContext): MenuItem[] {
  const service = serviceLink(ctx.config, ['CS']);
  return [
    { id: 'home', titleKey: 'footer.home', to: HOME_PATH, onTap: { kind: 'navigate', to: HOME_PATH }, badge: null },
    { id: 'promotion', titleKey: 'footer.promotion', to: '/m/activity', onTap: { kind: 'navigate', to: '/m/activity' }, badge: null },
    {
      id: 'deposit',
      titleKey: 'footer.deposit',
      to: '/m/voucherCenter',
      onTap: tapFor(can('enterVoucherCenter', ctx), '/m/voucherCenter'),
      badge: null,
    },
    { id: 'members', titleKey: 'footer.members', to: '/m/member/home', onTap: footerMembersTap(ctx), badge: null },
    {
      id: 'customerService',
      titleKey: 'footer.customerService',
      to: null,
      // Spec: 'opens the chat or service link': the service link, else the chat where allowed.
      onTap: service ? { kind: 'openService', url: service } : can('useChat', ctx).allowed ? { kind: 'openChat' } : { kind: 'none' },
      badge: null,
    },
  ];
}
