// The central illustration of each theme, drawn from shapes in a 200 × 200 box around (100, 84)
// (the title plate takes the bottom). `pick` gives deterministic variety (colours, details).
import type { ArtTheme } from '@/platform-sim/art/themes';
import { n, starPoints, wedge } from '@/platform-sim/art/svg';

export type Pick = <T>(options: readonly T[]) => T;

const shine = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" opacity=".45"/>`;
const sparkle = (x: number, y: number, s: number) => `<polygon points="${starPoints(x, y, s, s / 4, 4)}" fill="#fff"/>`;

function fruit(pick: Pick): string {
  const back = pick(['#ff9f1c', '#ffd23f', '#7bd23a', '#ffb347']);
  const berry = pick(['#e0123c', '#c2185b', '#7b2cbf']);
  return (
    `<circle cx="74" cy="92" r="30" fill="${back}" stroke="#0003" stroke-width="3"/>${shine(64, 80, 10, 6)}` +
    `<path d="M72 62q6-12 18-10" stroke="#3b7a1a" stroke-width="4" fill="none"/><path d="M90 52q14-6 22 4q-14 6-22-4z" fill="#4caf50"/>` +
    `<path d="M118 50q-8 24-16 50M118 50q6 26 22 46" stroke="#2e6b12" stroke-width="4" fill="none"/><path d="M118 50q16-14 30-4q-16 12-30 4z" fill="#5cc13a"/>` +
    `<circle cx="102" cy="110" r="19" fill="${berry}"/><circle cx="140" cy="104" r="19" fill="${berry}"/>${shine(96, 103, 6, 4)}${shine(134, 97, 6, 4)}`
  );
}

function gems(pick: Pick): string {
  const h = pick([350, 140, 205, 275, 45]);
  const c = (l: number) => `hsl(${h},85%,${l}%)`;
  const small = (x: number, y: number, s: number, hue: number) =>
    `<polygon points="${n(x - s)} ${n(y)} ${n(x)} ${n(y - s * 1.2)} ${n(x + s)} ${n(y)} ${n(x)} ${n(y + s * 1.3)}" fill="hsl(${hue},80%,55%)" stroke="#fff8" stroke-width="2"/>`;
  return (
    `${small(42, 110, 14, (h + 120) % 360)}${small(160, 108, 14, (h + 240) % 360)}` +
    `<polygon points="56,70 78,40 122,40 144,70 100,130" fill="${c(45)}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="78,40 122,40 112,70 88,70" fill="${c(72)}"/><polygon points="56,70 88,70 100,130" fill="${c(35)}"/>` +
    `<polygon points="144,70 112,70 100,130" fill="${c(55)}"/><polygon points="78,40 88,70 56,70" fill="${c(62)}"/>` +
    `${sparkle(120, 46, 12)}${sparkle(60, 40, 7)}`
  );
}

function dragon(pick: Pick): string {
  const body = pick(['#e03131', '#f59f00', '#12b886']);
  const curve = 'M30 134C50 70 96 150 114 92S150 50 138 46';
  return (
    `<circle cx="50" cy="46" r="16" fill="#fff3bf" stroke="#ff922b" stroke-width="5"/><path d="M38 34q12-14 26-4M36 56q12 12 28 2" stroke="#ffd43b" stroke-width="3" fill="none"/>` +
    `<path d="${curve}" stroke="#0007" stroke-width="28" fill="none" stroke-linecap="round"/><path d="${curve}" stroke="${body}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="${curve}" stroke="#ffe8a3" stroke-width="7" fill="none"/><path d="${curve}" stroke="#0006" stroke-width="16" fill="none" stroke-dasharray="2 8"/>` +
    `<path d="M124 24l34 6 20 14-12 6 8 12-26-2-10 10-16-18z" fill="${body}" stroke="#0008" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M152 56l22 2-8 8z" fill="#fff"/><path d="M128 26l-14-16 22 10M144 28l2-20 10 20" stroke="#ffe8a3" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="150" cy="38" r="6" fill="#fff"/><circle cx="152" cy="38" r="3" fill="#111"/>` +
    `<path d="M176 46q14 4 10 22M168 62q6 16-8 24" stroke="#ffd43b" stroke-width="3" fill="none" stroke-linecap="round"/>`
  );
}

function octopus(colour: string): string {
  return (
    `<path d="M66 96q-24 24-6 44M82 104q-8 26 8 38M118 104q8 26-8 38M134 96q24 24 6 44" stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="100" cy="74" rx="42" ry="40" fill="${colour}" stroke="#0004" stroke-width="3"/>${shine(84, 52, 12, 7)}` +
    `<circle cx="86" cy="80" r="9" fill="#fff"/><circle cx="114" cy="80" r="9" fill="#fff"/><circle cx="88" cy="82" r="4" fill="#111"/><circle cx="116" cy="82" r="4" fill="#111"/>` +
    `<path d="M92 98q8 6 16 0" stroke="#111" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="40" cy="50" r="6" fill="none" stroke="#fff" stroke-width="2"/><circle cx="160" cy="40" r="5" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<path d="M10 136q15-12 30 0t30 0 30 0 30 0 30 0 30 0 30 0v20H10z" fill="#1e88e5" opacity=".8"/>`
  );
}

function sea(pick: Pick): string {
  const fish = pick(['#ff7a1a', '#ffd23f', '#28c2ff', '#ff4f8b']);
  if (pick([0, 1, 2]) === 2) return octopus(pick(['#e64980', '#f76707', '#be4bdb']));
  return (
    `<path d="M44 94q40-44 92-4q-52 40-92 4z" fill="${fish}" stroke="#0004" stroke-width="3"/>` +
    `<path d="M134 90l28-24-6 24 6 24z" fill="${fish}" stroke="#0004" stroke-width="3"/>` +
    `<path d="M78 68q4 24 0 50M100 66q6 24 0 50" stroke="#fff" stroke-width="7" fill="none"/>` +
    `<path d="M84 64q12-22 30-8z" fill="${fish}"/><circle cx="60" cy="88" r="7" fill="#fff"/><circle cx="58" cy="88" r="4" fill="#111"/>` +
    `<circle cx="40" cy="58" r="6" fill="none" stroke="#fff" stroke-width="2"/><circle cx="30" cy="40" r="4" fill="none" stroke="#fff" stroke-width="2"/><circle cx="154" cy="44" r="5" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<path d="M10 136q15-12 30 0t30 0 30 0 30 0 30 0 30 0 30 0v20H10z" fill="#1e88e5" opacity=".8"/>`
  );
}

function jungle(pick: Pick): string {
  const fur = pick(['#f28c28', '#f5a623', '#e9e4da']);
  const leaf = (d: string, c: string) => `<path d="${d}" fill="${c}"/>`;
  return (
    leaf('M16 140q4-70 60-96q-8 64-60 96z', '#2f9e44') +
    leaf('M184 140q-4-70-60-96q8 64 60 96z', '#2b8a3e') +
    leaf('M100 150q-60-40-40-110q40 50 40 110z', '#51cf66') +
    `<circle cx="68" cy="54" r="14" fill="${fur}" stroke="#222" stroke-width="3"/><circle cx="132" cy="54" r="14" fill="${fur}" stroke="#222" stroke-width="3"/>` +
    `<ellipse cx="100" cy="90" rx="44" ry="40" fill="${fur}" stroke="#222" stroke-width="3"/>` +
    `<path d="M100 52v14M84 54l4 12M116 54l-4 12M58 84h14M60 98l12-4M142 84h-14M140 98l-12-4" stroke="#222" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="88" cy="108" rx="14" ry="11" fill="#fff"/><ellipse cx="112" cy="108" rx="14" ry="11" fill="#fff"/>` +
    `<circle cx="84" cy="84" r="6" fill="#ffe066" stroke="#222" stroke-width="2"/><circle cx="116" cy="84" r="6" fill="#ffe066" stroke="#222" stroke-width="2"/>` +
    `<circle cx="84" cy="84" r="2.5" fill="#111"/><circle cx="116" cy="84" r="2.5" fill="#111"/><path d="M92 98h16l-8 9z" fill="#e64980"/>`
  );
}

function temple(): string {
  const col = (x: number) => `<rect x="${x}" y="76" width="12" height="50" fill="#ffe9a8"/><rect x="${x + 3}" y="76" width="3" height="50" fill="#c9a34a"/>`;
  return (
    `<circle cx="100" cy="76" r="58" fill="#fff3bf" opacity=".35"/>` +
    `<polygon points="44,70 100,36 156,70" fill="#ffd23f" stroke="#9c6b00" stroke-width="3" stroke-linejoin="round"/><circle cx="100" cy="58" r="8" fill="#e8590c"/>` +
    `<rect x="44" y="70" width="112" height="8" fill="#f0b400"/>${col(52)}${col(74)}${col(114)}${col(136)}` +
    `<rect x="40" y="126" width="120" height="8" fill="#f0b400"/><rect x="32" y="134" width="136" height="8" fill="#c98f00"/>` +
    `<path d="M96 80l-8 22h10l-6 22 18-30h-11l7-14z" fill="#74c0fc" stroke="#fff" stroke-width="2"/>`
  );
}

function crown(pick: Pick): string {
  const jewel = pick(['#e03131', '#1c7ed6', '#2f9e44', '#9c36b5']);
  return (
    `<path d="M40 120l-8-64 36 30 32-48 32 48 36-30-8 64z" fill="#ffd23f" stroke="#9c6b00" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="38" y="118" width="124" height="18" rx="4" fill="#f0a400" stroke="#9c6b00" stroke-width="3"/>` +
    `<circle cx="32" cy="54" r="7" fill="#fff3bf"/><circle cx="100" cy="36" r="8" fill="#fff3bf"/><circle cx="168" cy="54" r="7" fill="#fff3bf"/>` +
    `<circle cx="100" cy="96" r="10" fill="${jewel}" stroke="#fff" stroke-width="2"/><circle cx="66" cy="104" r="6" fill="${jewel}"/><circle cx="134" cy="104" r="6" fill="${jewel}"/>` +
    `${shine(70, 80, 10, 4)}${sparkle(150, 84, 9)}`
  );
}

function cards(pick: Pick): string {
  const suit = pick(['♠', '♥', '♦', '♣']);
  const red = suit === '♥' || suit === '♦';
  const card = (rot: number, x: number, letter: string, s: string, colour: string) =>
    `<g transform="rotate(${rot} 100 140)"><rect x="${x}" y="34" width="64" height="92" rx="8" fill="#fff" stroke="#0005" stroke-width="2"/>` +
    `<text x="${x + 8}" y="56" font-size="20" fill="${colour}">${letter}</text><text x="${x + 32}" y="98" font-size="36" text-anchor="middle" fill="${colour}">${s}</text></g>`;
  return (
    card(-16, 52, 'K', '♣', '#111') +
    card(12, 86, 'A', suit, red ? '#d6336c' : '#111') +
    `<circle cx="52" cy="128" r="18" fill="#e03131" stroke="#fff" stroke-width="5" stroke-dasharray="7 5"/><circle cx="52" cy="128" r="9" fill="#c92a2a"/>` +
    `<circle cx="150" cy="130" r="16" fill="#1c7ed6" stroke="#fff" stroke-width="5" stroke-dasharray="6 5"/>`
  );
}

function sports(pick: Pick): string {
  if (pick([0, 1]) === 1) {
    return (
      `<path d="M20 70h30M14 90h34M24 110h28" stroke="#fff8" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="104" cy="88" r="48" fill="#f76707" stroke="#5c2600" stroke-width="4"/>` +
      `<path d="M56 88h96M104 40v96M70 54q24 34 0 68M138 54q-24 34 0 68" stroke="#5c2600" stroke-width="4" fill="none"/>${shine(86, 66, 12, 6)}`
    );
  }
  const patch = (a: number) => {
    const x = 104 + 40 * Math.cos((a * Math.PI) / 180);
    const y = 88 + 40 * Math.sin((a * Math.PI) / 180);
    return `<polygon points="${starPoints(x, y, 12, 12, 3, a)}" fill="#222"/>`;
  };
  return (
    `<path d="M20 70h30M14 90h34M24 110h28" stroke="#fff8" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="104" cy="88" r="48" fill="#fff" stroke="#222" stroke-width="4"/><polygon points="${starPoints(104, 88, 17, 17, 5)}" fill="#222"/>` +
    `${[-90, -18, 54, 126, 198].map(patch).join('')}<circle cx="104" cy="88" r="48" fill="none" stroke="#222" stroke-width="4"/>${shine(86, 64, 12, 6)}`
  );
}

function esports(pick: Pick): string {
  const body = pick(['#7048e8', '#1c7ed6', '#e64980']);
  return (
    `<path d="M52 66h96q26 0 30 40t-20 34q-14-2-26-22H68q-12 20-26 22t-20-34 30-40z" fill="${body}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M56 88h24M68 76v24" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="132" cy="80" r="6" fill="#ffd43b"/><circle cx="146" cy="92" r="6" fill="#69db7c"/><circle cx="118" cy="92" r="6" fill="#4dabf7"/><circle cx="132" cy="104" r="6" fill="#ff6b6b"/>` +
    `<path d="M40 40l10 10M160 40l-10 10M100 30v14" stroke="#74c0fc" stroke-width="4" stroke-linecap="round"/>`
  );
}

function rooster(pick: Pick): string {
  const body = pick(['#c92a2a', '#8d4a1c', '#e8590c']);
  return (
    `<path d="M68 94Q34 62 48 28M64 100Q24 88 22 54M72 88Q60 50 80 26" stroke="#1b4332" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M70 94Q46 70 58 40" stroke="#2b8a3e" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M94 122l-6 22M108 122l6 22M82 144h12M108 144h12" stroke="#f59f00" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="96" cy="98" rx="36" ry="28" fill="${body}" stroke="#0005" stroke-width="3"/>` +
    `<polygon points="108,80 122,52 144,62 128,104" fill="#f08c00"/><path d="M78 92q20 24 40 6" stroke="#0006" stroke-width="4" fill="none"/>` +
    `<circle cx="132" cy="56" r="15" fill="${body}"/><circle cx="124" cy="40" r="6" fill="#e03131"/><circle cx="134" cy="37" r="7" fill="#e03131"/><circle cx="144" cy="42" r="6" fill="#e03131"/>` +
    `<polygon points="145,52 162,58 145,64" fill="#ffd43b"/><ellipse cx="144" cy="72" rx="4" ry="8" fill="#e03131"/>` +
    `<circle cx="136" cy="52" r="4" fill="#fff"/><circle cx="137" cy="52" r="2" fill="#111"/>`
  );
}

function dice(pick: Pick): string {
  const pip = pick(['#e03131', '#111']);
  const pips = (pts: number[][]) => pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${pip}"/>`).join('');
  return (
    `<g transform="rotate(-14 74 92)"><rect x="36" y="54" width="76" height="76" rx="14" fill="#fff" stroke="#0005" stroke-width="3"/>${pips([
      [56, 74],
      [92, 74],
      [74, 92],
      [56, 110],
      [92, 110],
    ])}</g>` +
    `<g transform="rotate(12 134 78)"><rect x="104" y="44" width="62" height="62" rx="12" fill="#fff8e1" stroke="#0005" stroke-width="3"/>${pips([
      [120, 60],
      [135, 75],
      [150, 90],
    ])}</g>` +
    `${sparkle(40, 40, 10)}${sparkle(166, 126, 8)}`
  );
}

function ball(x: number, y: number, r: number, colour: string, num: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#0004" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${n(r * 0.55)}" fill="#fff"/>` +
    `<text x="${x}" y="${n(y + r * 0.22)}" font-size="${n(r * 0.62)}" text-anchor="middle" fill="#222">${num}</text>${shine(x - r * 0.4, y - r * 0.5, r * 0.3, r * 0.16)}`
  );
}

function lottery(pick: Pick): string {
  const nums = pick([
    ['7', '18', '32'],
    ['5', '21', '44'],
    ['9', '13', '27'],
  ]);
  return (
    `<path d="M52 138h96l-10-18H62z" fill="#adb5bd"/><circle cx="100" cy="78" r="50" fill="#e7f5ff" opacity=".35" stroke="#fff" stroke-width="3"/>` +
    ball(64, 104, 24, '#fa5252', nums[0] ?? '7') +
    ball(136, 104, 24, '#228be6', nums[2] ?? '32') +
    ball(100, 70, 30, '#fab005', nums[1] ?? '18')
  );
}

function bingo(pick: Pick): string {
  const dab = pick(['#e64980', '#7048e8', '#f76707']);
  let grid = '';
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) grid += `M${44 + j * 26} ${56 + i * 26}h22v22h-22z`;
  return (
    `<rect x="36" y="30" width="94" height="112" rx="8" fill="#fff" stroke="#0004" stroke-width="3"/><rect x="36" y="30" width="94" height="20" rx="6" fill="${dab}"/>` +
    `<path d="${grid}" fill="#f1f3f5"/>` +
    `<circle cx="55" cy="67" r="9" fill="${dab}" opacity=".8"/><circle cx="83" cy="93" r="9" fill="${dab}" opacity=".8"/><circle cx="109" cy="119" r="9" fill="${dab}" opacity=".8"/>` +
    ball(146, 110, 26, '#fab005', '21')
  );
}

function wheel(): string {
  // Twelve red and black pockets: a dashed ring (the dash is a twelfth of its circumference).
  const dash = n((2 * Math.PI * 25) / 12);
  return (
    `<circle cx="100" cy="86" r="60" fill="#8d5a2b" stroke="#ffd23f" stroke-width="6"/><circle cx="100" cy="86" r="50" fill="#111"/>` +
    `<circle cx="100" cy="86" r="25" fill="none" stroke="#e03131" stroke-width="50" stroke-dasharray="${dash} ${dash}"/><path d="${wedge(100, 86, 50, -105, -75)}" fill="#2f9e44"/>` +
    `<circle cx="100" cy="86" r="26" fill="#c98f00" stroke="#ffe066" stroke-width="3"/><path d="M100 62v48M76 86h48" stroke="#ffe066" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="138" cy="56" r="6" fill="#fff"/><polygon points="92,16 108,16 100,32" fill="#ffd23f" stroke="#9c6b00" stroke-width="2"/>`
  );
}

/** A stack of `count` coins (one drawn coin, reused), its bottom at (x, y). */
function coinsAt(x: number, y: number, count: number): string {
  let s = `<ellipse id="k${x}" cx="${x}" cy="${y}" rx="20" ry="7" fill="#f0a400" stroke="#9c6b00" stroke-width="2"/>`;
  for (let i = 1; i < count; i++) s += `<use href="#k${x}" y="${-i * 8}"/>`;
  return s;
}

function treasure(): string {
  return (
    `<path d="M36 76q64-46 128 0z" fill="#a0522d" stroke="#4a2511" stroke-width="3"/>` +
    `<ellipse cx="100" cy="78" rx="60" ry="10" fill="#ffd23f"/><circle cx="78" cy="70" r="8" fill="#ffe066" stroke="#c98f00" stroke-width="2"/><circle cx="118" cy="68" r="8" fill="#ffe066" stroke="#c98f00" stroke-width="2"/>` +
    `<polygon points="${starPoints(98, 60, 10, 4, 4)}" fill="#fff"/>` +
    `<rect x="36" y="80" width="128" height="56" rx="6" fill="#b5651d" stroke="#4a2511" stroke-width="3"/>` +
    `<path d="M56 80v56M144 80v56M36 100h128" stroke="#ffd23f" stroke-width="7"/><rect x="90" y="92" width="20" height="24" rx="4" fill="#ffd23f" stroke="#9c6b00" stroke-width="2"/>` +
    `<circle cx="100" cy="102" r="3" fill="#4a2511"/>${coinsAt(172, 136, 2)}${coinsAt(28, 136, 3)}`
  );
}

function coins(): string {
  return (
    `${coinsAt(56, 134, 6)}${coinsAt(150, 134, 4)}` +
    `<rect x="58" y="42" width="86" height="46" rx="4" fill="#2f9e44" stroke="#1b5e20" stroke-width="3" transform="rotate(-10 100 64)"/>` +
    `<circle cx="104" cy="96" r="38" fill="#ffd23f" stroke="#c98f00" stroke-width="5"/><circle cx="104" cy="96" r="28" fill="none" stroke="#f0a400" stroke-width="3"/>` +
    `<text x="104" y="108" font-size="34" text-anchor="middle" fill="#9c6b00">₱</text>${shine(90, 78, 10, 5)}${sparkle(150, 60, 10)}`
  );
}

function fiesta(pick: Pick): string {
  const star = pick(['#e03131', '#f76707', '#1c7ed6', '#ae3ec9']);
  const flags = ['#e03131', '#ffd43b', '#1c7ed6', '#37b24d', '#f76707', '#ae3ec9']
    .map((c, i) => `<polygon points="${14 + i * 30},18 ${42 + i * 30},22 ${26 + i * 30},40" fill="${c}"/>`)
    .join('');
  return (
    `<path d="M10 16q90 14 180 0" stroke="#fff" stroke-width="2" fill="none"/>${flags}` +
    `<path d="M88 120q-6 12 2 26M100 122q0 14 0 24M112 120q6 12-2 26" stroke="#ffd43b" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<polygon points="${starPoints(100, 84, 50, 22, 5)}" fill="${star}" stroke="#ffd43b" stroke-width="4" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(100, 84, 28, 12, 5)}" fill="#ffd43b"/><circle cx="100" cy="84" r="8" fill="#fff"/>`
  );
}

function fire(pick: Pick): string {
  const lava = pick(['#ff6b00', '#ff3d00', '#ffa000']);
  return (
    `<path d="M100 70q-30-20-10-56q4 24 18 26q-6-18 12-30q-6 30 8 44q-12 22-28 16z" fill="${lava}"/><path d="M104 66q-14-12-2-30q4 14 14 18q-2 10-12 12z" fill="#ffd43b"/>` +
    `<polygon points="20,140 74,70 126,70 180,140" fill="#5c3a21" stroke="#2b1a0e" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M74 70h52l-8 10q-8 6-14 0-8 14-16 2-8 8-14-12z" fill="${lava}"/><path d="M90 80q-6 30-22 58M112 78q10 30 26 60" stroke="${lava}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="58" cy="36" r="5" fill="#5c3a21"/><circle cx="146" cy="30" r="6" fill="#5c3a21"/>`
  );
}

function sevens(pick: Pick): string {
  const c = pick(['#e03131', '#1c7ed6', '#9c36b5']);
  const reel = (x: number) => `<rect x="${x}" y="44" width="52" height="84" rx="8" fill="#fff" stroke="#9c6b00" stroke-width="3"/>`;
  return (
    `<rect x="18" y="34" width="164" height="104" rx="14" fill="#c92a2a" stroke="#ffd23f" stroke-width="5"/>${reel(24)}${reel(74)}${reel(124)}` +
    [50, 100, 150]
      .map(
        (x) =>
          `<text x="${x}" y="110" font-size="62" text-anchor="middle" fill="${c}" stroke="#ffd23f" stroke-width="3" paint-order="stroke" font-style="italic">7</text>`,
      )
      .join('') +
    `<path d="M18 86h164" stroke="#ffd23f" stroke-width="2" opacity=".6"/><circle cx="18" cy="34" r="5" fill="#fff"/><circle cx="182" cy="34" r="5" fill="#fff"/>`
  );
}

function starMotif(pick: Pick): string {
  const moon = pick(['#fff3bf', '#e5dbff']);
  return (
    `<path d="M150 30a26 26 0 1 0 20 44a22 22 0 1 1-20-44z" fill="${moon}"/>` +
    `<polygon points="${starPoints(92, 88, 56, 24, 5)}" fill="#ffd23f" stroke="#f08c00" stroke-width="5" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(92, 88, 30, 13, 5)}" fill="#fff3bf"/>${sparkle(36, 46, 10)}${sparkle(160, 120, 9)}${sparkle(46, 126, 6)}`
  );
}

function fight(pick: Pick): string {
  const glove = pick(['#e03131', '#1c7ed6', '#f08c00']);
  return (
    `<polygon points="${starPoints(100, 84, 70, 40, 10, -72)}" fill="#ffd43b" opacity=".9"/>` +
    `<path d="M64 110V66q0-30 36-30h14q30 0 30 32v18q0 24-22 24z" fill="${glove}" stroke="#0006" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M64 80q-18-2-18 16t18 14" fill="${glove}" stroke="#0006" stroke-width="4"/>` +
    `<rect x="62" y="108" width="64" height="28" rx="6" fill="#fff" stroke="#0006" stroke-width="3"/><path d="M78 114l20 16M98 114l-20 16" stroke="${glove}" stroke-width="3"/>${shine(96, 52, 16, 7)}`
  );
}

function shieldMotif(): string {
  return (
    `<path d="M100 28l52 18v34q0 44-52 64q-52-20-52-64V46z" fill="#2f9e44" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M100 40l40 14v26q0 34-40 50z" fill="#fff" opacity=".2"/><path d="M76 84l16 16 34-34" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export const MOTIFS: Readonly<Record<ArtTheme, (pick: Pick) => string>> = {
  fruit,
  gems,
  dragon,
  sea,
  jungle,
  temple,
  crown,
  cards,
  sports,
  esports,
  rooster,
  dice,
  lottery,
  bingo,
  wheel,
  treasure,
  coins,
  fiesta,
  fire,
  sevens,
  star: starMotif,
  fight,
  shield: shieldMotif,
};

/** The backdrop of each theme: two gradient colours (top, bottom) and a pattern. */
export interface Backdrop {
  readonly top: string;
  readonly bottom: string;
  readonly pattern: 'dots' | 'stripes' | 'lattice' | 'waves' | 'scales' | 'sparks';
}

export const BACKDROPS: Readonly<Record<ArtTheme, readonly Backdrop[]>> = {
  fruit: [
    { top: '#ff8fb1', bottom: '#b5175e', pattern: 'dots' },
    { top: '#8ce99a', bottom: '#1b7a3e', pattern: 'dots' },
    { top: '#ffa94d', bottom: '#a33a00', pattern: 'dots' },
  ],
  gems: [
    { top: '#6741d9', bottom: '#1a0b4a', pattern: 'lattice' },
    { top: '#0c8599', bottom: '#0b2545', pattern: 'lattice' },
    { top: '#c2255c', bottom: '#3d0a1f', pattern: 'lattice' },
  ],
  dragon: [
    { top: '#364fc7', bottom: '#0b0f3d', pattern: 'scales' },
    { top: '#5f3dc4', bottom: '#1a0b3d', pattern: 'scales' },
  ],
  sea: [
    { top: '#3bc9db', bottom: '#0b3d91', pattern: 'waves' },
    { top: '#4dabf7', bottom: '#102a6b', pattern: 'waves' },
    { top: '#15aabf', bottom: '#0b3d4d', pattern: 'waves' },
  ],
  jungle: [
    { top: '#69db7c', bottom: '#0b3d20', pattern: 'dots' },
    { top: '#a9e34b', bottom: '#1f4d12', pattern: 'dots' },
    { top: '#38d9a9', bottom: '#08402f', pattern: 'dots' },
  ],
  temple: [
    { top: '#4c6ef5', bottom: '#1a1f5c', pattern: 'sparks' },
    { top: '#f59f00', bottom: '#5c2b00', pattern: 'sparks' },
    { top: '#2b8a3e', bottom: '#0b2e16', pattern: 'sparks' },
  ],
  crown: [
    { top: '#9c36b5', bottom: '#2b0a3d', pattern: 'lattice' },
    { top: '#c2255c', bottom: '#3d0a1f', pattern: 'lattice' },
  ],
  cards: [
    { top: '#2b8a3e', bottom: '#0b2e16', pattern: 'lattice' },
    { top: '#1864ab', bottom: '#0b1e3d', pattern: 'lattice' },
    { top: '#c92a2a', bottom: '#3b0707', pattern: 'lattice' },
  ],
  sports: [
    { top: '#37b24d', bottom: '#0b4d1c', pattern: 'stripes' },
    { top: '#1c7ed6', bottom: '#0b254d', pattern: 'stripes' },
  ],
  esports: [
    { top: '#5f3dc4', bottom: '#12062e', pattern: 'lattice' },
    { top: '#0b7285', bottom: '#051b24', pattern: 'lattice' },
  ],
  rooster: [
    { top: '#f08c00', bottom: '#5c1a00', pattern: 'stripes' },
    { top: '#e03131', bottom: '#3b0707', pattern: 'stripes' },
    { top: '#1c7ed6', bottom: '#0b254d', pattern: 'stripes' },
  ],
  dice: [
    { top: '#1971c2', bottom: '#0a1f3d', pattern: 'dots' },
    { top: '#c2255c', bottom: '#3d0a1f', pattern: 'dots' },
  ],
  lottery: [
    { top: '#7048e8', bottom: '#1e0b5c', pattern: 'sparks' },
    { top: '#e8590c', bottom: '#4d1400', pattern: 'sparks' },
  ],
  bingo: [
    { top: '#20c997', bottom: '#084d3a', pattern: 'dots' },
    { top: '#fd7e14', bottom: '#5c2500', pattern: 'dots' },
  ],
  wheel: [
    { top: '#862e9c', bottom: '#1a0522', pattern: 'sparks' },
    { top: '#c92a2a', bottom: '#2e0505', pattern: 'sparks' },
    { top: '#1864ab', bottom: '#0b1e3d', pattern: 'sparks' },
  ],
  treasure: [
    { top: '#1098ad', bottom: '#06303b', pattern: 'sparks' },
    { top: '#7048e8', bottom: '#1e0b5c', pattern: 'sparks' },
  ],
  coins: [
    { top: '#2f9e44', bottom: '#0b3316', pattern: 'sparks' },
    { top: '#e8590c', bottom: '#4d1400', pattern: 'sparks' },
  ],
  fiesta: [
    { top: '#f76707', bottom: '#7a1a00', pattern: 'stripes' },
    { top: '#1c7ed6', bottom: '#0b2a5c', pattern: 'stripes' },
    { top: '#ae3ec9', bottom: '#3d0a4d', pattern: 'stripes' },
  ],
  fire: [
    { top: '#fd7e14', bottom: '#3b0a00', pattern: 'dots' },
    { top: '#e03131', bottom: '#2b0000', pattern: 'dots' },
    { top: '#f59f00', bottom: '#4d1a00', pattern: 'dots' },
  ],
  sevens: [
    { top: '#ffd43b', bottom: '#b35c00', pattern: 'stripes' },
    { top: '#845ef7', bottom: '#24085c', pattern: 'stripes' },
  ],
  star: [
    { top: '#3b5bdb', bottom: '#0b0f3d', pattern: 'sparks' },
    { top: '#9c36b5', bottom: '#22052e', pattern: 'sparks' },
    { top: '#0b7285', bottom: '#051b24', pattern: 'sparks' },
  ],
  fight: [
    { top: '#e03131', bottom: '#2e0505', pattern: 'stripes' },
    { top: '#343a40', bottom: '#0b0d10', pattern: 'stripes' },
  ],
  shield: [{ top: '#12b886', bottom: '#063d2e', pattern: 'dots' }],
};

/** A small tile of the backdrop's pattern (white, faint), 20 units square. */
export const PATTERNS: Readonly<Record<Backdrop['pattern'], string>> = {
  dots: '<circle cx="5" cy="5" r="2"/><circle cx="15" cy="15" r="2"/>',
  stripes: '<path d="M-5 5l10-10M0 20L20 0M15 25l10-10" stroke="#fff" stroke-width="4"/>',
  lattice: '<path d="M10 0l10 10-10 10L0 10z" fill="none" stroke="#fff" stroke-width="1.5"/>',
  waves: '<path d="M0 10q5-6 10 0t10 0" fill="none" stroke="#fff" stroke-width="2"/>',
  scales: '<path d="M0 10a10 10 0 0 1 20 0M-10 20a10 10 0 0 1 20 0M10 20a10 10 0 0 1 20 0" fill="none" stroke="#fff" stroke-width="1.5"/>',
  sparks: `<polygon points="${starPoints(6, 6, 3, 0.8, 4)}"/><circle cx="15" cy="15" r="1.2"/>`,
};
