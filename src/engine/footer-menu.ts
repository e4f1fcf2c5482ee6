// The shared footer menu: home, promotion, deposit, members, customer service.
import { can, tapFor, type AccessContext } from '@/engine/access';
import { footerMembersTap, serviceLink, type MenuItem } from '@/engine/member-menu';
import { href } from '@/engine/routes';
import { HOME_PATH } from '@/engine/tap';

export function footerMenu(ctx: AccessContext): MenuItem[] {
  const service = serviceLink(ctx.config, ['CS']);
  const promotions = href('activity');
  const deposit = href('deposit');
  return [
    { id: 'home', titleKey: 'footer.home', to: HOME_PATH, onTap: { kind: 'navigate', to: HOME_PATH }, badge: null },
    { id: 'promotion', titleKey: 'footer.promotion', to: promotions, onTap: { kind: 'navigate', to: promotions }, badge: null },
    {
      id: 'deposit',
      titleKey: 'footer.deposit',
      to: deposit,
      onTap: tapFor(can('enterVoucherCenter', ctx), deposit),
      badge: null,
    },
    { id: 'members', titleKey: 'footer.members', to: href('memberCenter'), onTap: footerMembersTap(ctx), badge: null },
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
