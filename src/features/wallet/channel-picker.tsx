// The radio list of the money forms: a deposit's channel, a withdrawal's payout account. Each
// option shows a two-letter logo, its name and a line below.
import type { ReactNode } from 'react';

export interface ChannelOption {
  id: string;
  /** The name the logo's two letters come from. */
  logo: string;
  /** The logo's look: the channel's kind (ewallet, qr, bank). */
  kind: string;
  name: ReactNode;
  meta: ReactNode;
}

export function ChannelPicker({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  /** The radio group's name. */
  name: string;
  options: readonly ChannelOption[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <div className="channel-list" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o.id} className={`channel${o.id === value ? ' is-selected' : ''}`}>
          <input type="radio" name={name} value={o.id} checked={o.id === value} onChange={() => onChange(o.id)} />
          <span className={`channel__logo channel__logo--${o.kind}`} aria-hidden="true">
            {o.logo.slice(0, 2).toUpperCase()}
          </span>
          <span className="channel__text">
            <span className="channel__name">{o.name}</span>
            <span className="channel__meta">{o.meta}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
