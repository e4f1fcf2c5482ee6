// The icon set: inline SVG (no icon font, nothing from another host). An icon with a `label` is
// an image with that accessible name; without one it is decorative and hidden from assistive tech.
import type { ReactElement, SVGProps } from 'react';

const PATHS = {
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5" />,
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 4 8 4.5 6.5 8 12 8Zm0 0s1.5-4 4-3.5S17.5 8 12 8Z" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <rect x="4" y="8" width="16" height="11" rx="2" />
      <path d="M16 13.5h2" />
    </>
  ),
  deposit: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="2" />
      <path d="M12 9v6m-3-3 3 3 3-3" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="2" />
      <path d="M12 15V9m-3 3 3-3 3 3" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </>
  ),
  headset: (
    <>
      <path d="M5 14v-2a7 7 0 0 1 14 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.5-2 2-5 2" />
    </>
  ),
  back: <path d="M15 5 8 12l7 7" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  chevron: <path d="m9.5 6 6 6-6 6" />,
  calendar: <path d="M5 6.5h14v13H5Zm0 4.5h14M9 4v4.5M15 4v4.5" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  download: <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3.5v2.2m0 12.6v2.2M3.5 12h2.2m12.6 0h2.2M6 6l1.6 1.6m8.8 8.8L18 18M6 18l1.6-1.6m8.8-8.8L18 6" />
    </>
  ),
  refresh: <path d="M19 12a7 7 0 1 1-2.05-4.95M19 4.5V8h-3.5" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <path d="M4 4l16 16M10 6a9 9 0 0 1 2-.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-3 3.6M6.5 7.6C4 9.4 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0" />,
  chat: <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5Z" />,
  megaphone: <path d="M4 10v4h3l8 4.5v-13L7 10Zm13 -.5a3 3 0 0 1 0 5" />,
  send: <path d="M20.5 3.5 3.5 10.5l6.5 2.5 2.5 6.5Zm-10.5 9.5 10.5-9.5" />,
  record: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </>
  ),
  shield: <path d="M12 3.5 19 6v5.5c0 4.5-3 7.6-7 9-4-1.4-7-4.5-7-9V6Zm-3 8.5 2 2 4-4" />,
  star: <path d="m12 4 2.4 5 5.6.7-4.1 3.8 1.1 5.5L12 16.3 7 19l1.1-5.5L4 9.7 9.6 9Z" />,
  crown: <path d="M4 8l4 4 4-6 4 6 4-4-1.5 10h-13ZM5.5 20h13" />,
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0Zm0 1.5H4.5a3.5 3.5 0 0 0 3.8 4.3M16 5.5h3.5a3.5 3.5 0 0 1-3.8 4.3M12 13v4m-4 3h8l-1-3H9Z" />,
  users: (
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19c.6-3 2.7-4.5 5.5-4.5s4.9 1.5 5.5 4.5M15 6.5a3 3 0 0 1 0 5.5m2 2.3c1.9.5 3.1 2 3.5 4.7" />
    </>
  ),
  transfer: <path d="M5 8.5h13l-3.5-3.5M19 15.5H6l3.5 3.5" />,
  chart: <path d="M4.5 19.5h15M7 16v-4m4.5 4V8m4.5 8v-6" />,
  coins: (
    <>
      <ellipse cx="10" cy="7" rx="5.5" ry="2.5" />
      <path d="M4.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7M4.5 11v4c0 1.4 2.5 2.5 5.5 2.5 1 0 2-.1 2.8-.4M15 14.5a5 2.5 0 1 0 .01 0Z" />
    </>
  ),
  mission: <path d="M6 20.5V4m0 .5h11l-2.5 4 2.5 4H6" />,
  agent: (
    <>
      <circle cx="12" cy="7.5" r="3" />
      <path d="M6 20v-2.5A4.5 4.5 0 0 1 10.5 13h3a4.5 4.5 0 0 1 4.5 4.5V20M12 13v4" />
    </>
  ),
  store: <path d="M4.5 9.5 6 4.5h12l1.5 5M4.5 9.5h15M4.5 9.5a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0M6 12v8h12v-8" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </>
  ),
  logout: <path d="M14 4.5H6.5v15H14M10.5 12h10m-3.5-3.5 3.5 3.5-3.5 3.5" />,
  warning: <path d="M12 4 21 19.5H3Zm0 5.5v4.5m0 2.5v.5" />,
  wifiOff: (
    <path d="M3.5 3.5l17 17M8.5 16a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.5-2.4M19 12.5a10 10 0 0 0-2.6-1.8M2 9a14 14 0 0 1 4-2.5M22 9a14 14 0 0 0-10.5-3.9M12 19.5h.01" />
  ),
  tools: <path d="M14.5 6a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 1-2-2Z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5Z" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  game: (
    <>
      <rect x="3" y="7.5" width="18" height="10" rx="4" />
      <path d="M7.5 12.5h3M9 11v3M15 11.5h.01M17 13.5h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.5v.5" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof PATHS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Accessible name; leave out for a decorative icon next to a visible text. */
  label?: string;
  size?: number;
}

export function Icon({ name, label, size = 24, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {label ? <title>{label}</title> : null}
      {PATHS[name]}
    </svg>
  );
}
