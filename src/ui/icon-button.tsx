// A button that shows only an icon; `label` is its accessible name (required). 44 px target.
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '@/ui/icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  label: string;
  /** A small dot at the corner (e.g. unread messages). */
  dot?: boolean;
}

export function IconButton({ icon, label, dot, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={`icon-button${className ? ` ${className}` : ''}`} {...rest}>
      <Icon name={icon} />
      {dot ? <span className="icon-button__dot" aria-hidden="true" /> : null}
    </button>
  );
}
