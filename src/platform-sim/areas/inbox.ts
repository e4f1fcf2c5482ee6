// The members' inbox in the demo platform: messages with read flags, the unread count (the one
// every badge shows), reading, marking read and deleting. demoplayer starts with 120 unread. A
// message is read in the language the app asks in (X-Language: Tagalog written, others English).
import { http, type HttpHandler } from 'msw';
import { apiPath, defineSlice, fail, ok, must, type Simulator } from '@/platform-sim/kernel';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { SEED_TIME, type SimSession } from '@/platform-sim/areas/accounts/state';
import { inboxUnreadEndpoint } from '@/api/endpoints/inbox-unread';
import { inboxListEndpoint } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint } from '@/api/endpoints/inbox-message';
import { markInboxReadEndpoint } from '@/api/endpoints/mark-inbox-read';
import { deleteInboxEndpoint } from '@/api/endpoints/delete-inbox';
import { isTrial } from '@/engine/member-types';
import { onCalendar } from '@/platform-sim/calendar';
import { HOUR_MS as HOUR } from '@/engine/time';
import { contentLanguage } from '@/platform-sim/areas/content';

type Category = 'system' | 'promotion' | 'account';

/** A seeded message: its template and number; its texts are written in the language it is read in. */
interface Message {
  id: string;
  template: number;
  n: number;
  at: number;
  read: boolean;
  category: Category;
}

interface InboxState {
  messages: Record<string, Message[]>;
}

type Language = ReturnType<typeof contentLanguage>;
type Texts = (n: number) => readonly [title: string, body: string];

const reload = (n: number) => String(10 + (n % 5) * 5);
const depositNo = (n: number) => String(90000 + n);

/** The messages the demo platform sends, in English and Tagalog (title, HTML body). */
const TEMPLATES: readonly { category: Category; text: Readonly<Record<Language, Texts>> }[] = [
  {
    category: 'account',
    text: {
      EN: (n) => [
        `Deposit received (#${depositNo(n)})`,
        `<p>Your deposit <strong>DP${depositNo(n)}</strong> was approved and added to your main wallet.</p><p>See it in your <a href="/m/vouReport">deposit record</a>.</p>`,
      ],
      TY: (n) => [
        `Natanggap ang deposito (#${depositNo(n)})`,
        `<p>Naaprubahan ang deposito mong <strong>DP${depositNo(n)}</strong> at naidagdag na sa main wallet mo.</p><p>Tingnan ito sa <a href="/m/vouReport">talaan ng deposito</a>.</p>`,
      ],
    },
  },
  {
    category: 'promotion',
    text: {
      EN: (n) => [
        `Weekend reload bonus ${reload(n)}%`,
        `<p>Deposit this weekend and get a <strong>${reload(n)}%</strong> reload bonus, up to ₱1,000.</p><p>Details in <a href="/m/activity">promotions</a>.</p>`,
      ],
      TY: (n) => [
        `${reload(n)}% na reload bonus ngayong weekend`,
        `<p>Mag-deposito ngayong weekend at makakuha ng <strong>${reload(n)}%</strong> na reload bonus, hanggang ₱1,000.</p><p>Detalye sa <a href="/m/activity">mga promo</a>.</p>`,
      ],
    },
  },
  {
    category: 'system',
    text: {
      EN: () => [
        'Scheduled maintenance',
        '<p>Some live casino tables will be offline for maintenance on Tuesday from 02:00 to 04:00. Your balance is safe.</p>',
      ],
      TY: () => [
        'Naka-iskedyul na maintenance',
        '<p>Offline ang ilang mesa ng live casino para sa maintenance sa Martes, mula 02:00 hanggang 04:00. Ligtas ang balanse mo.</p>',
      ],
    },
  },
  {
    category: 'account',
    text: {
      EN: () => [
        'Your weekly summary',
        '<p>Your betting and account records for last week are ready in the <a href="/m/transaction/record">account record</a>.</p>',
      ],
      TY: () => [
        'Ang lingguhang buod mo',
        '<p>Handa na sa <a href="/m/transaction/record">talaan ng account</a> ang mga taya at talaan ng account mo noong nakaraang linggo.</p>',
      ],
    },
  },
  {
    category: 'promotion',
    text: {
      EN: () => ['Cashback is ready to claim', '<p>Your weekly cashback is waiting in the <a href="/m/rewardCenter">reward center</a>.</p>'],
      TY: () => ['Puwede mo nang kunin ang cashback', '<p>Naghihintay ang lingguhang cashback mo sa <a href="/m/rewardCenter">sentro ng gantimpala</a>.</p>'],
    },
  },
  {
    category: 'system',
    text: {
      EN: () => ['Play responsibly', '<p>Set deposit limits, reminders and breaks on the <a href="/m/responsibleGaming">responsible gaming</a> page.</p>'],
      TY: () => [
        'Maglaro nang responsable',
        '<p>Magtakda ng limit sa deposito, mga paalala at pahinga sa pahina ng <a href="/m/responsibleGaming">responsableng paglalaro</a>.</p>',
      ],
    },
  },
];

function seedMessages(count: number, unread: number, prefix: string): Message[] {
  return Array.from({ length: count }, (_, i) => {
    const template = i % TEMPLATES.length;
    return {
      id: `${prefix}${String(i + 1)}`,
      template,
      n: i + 1,
      at: SEED_TIME - i * 5 * HOUR,
      read: i >= unread,
      category: must(TEMPLATES[template], 'message template').category,
    };
  });
}

/** A message's title and body in the asked language. */
function textOf(m: Message, language: Language): { title: string; body: string } {
  const [title, body] = must(TEMPLATES[m.template], 'message template').text[language](m.n);
  return { title, body };
}

export const inboxSlice = defineSlice<InboxState>({
  name: 'inbox',
  version: 2,
  seed: () => ({ messages: { demoplayer: seedMessages(120, 120, 'm'), demoagent: seedMessages(5, 2, 'g') } }),
});

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const unreadOf = (list: readonly Message[]) => list.filter((m) => !m.read).length;

function inboxSession(sim: Simulator, request: Request): SimSession | Response {
  const session = requireSession(sim, request);
  if (session instanceof Response) return session;
  if (isTrial(session.type)) return fail('FREE_REJECT', 'Please log into a real account');
  return session;
}

const messagesOf = (sim: Simulator, s: SimSession): Message[] => sim.slice(s.merchantCode, inboxSlice).messages[s.userName] ?? [];

export function inboxHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(inboxUnreadEndpoint.path), ({ request }) => {
      const session = inboxSession(sim, request);
      if (session instanceof Response) return session;
      return ok(unreadOf(messagesOf(sim, session)));
    }),

    http.get(apiPath(inboxListEndpoint.path), ({ request }) => {
      const session = inboxSession(sim, request);
      if (session instanceof Response) return session;
      const q = new URL(request.url).searchParams;
      const cal = onCalendar(sim);
      const language = contentLanguage(request);
      const all = [...messagesOf(sim, session)].sort((a, b) => b.at - a.at);
      const pageSize = Math.min(50, Math.max(1, Number(q.get('pageSize')) || 20));
      const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
      const pageNum = Math.min(totalPages, Math.max(1, Number(q.get('pageNum')) || 1));
      return ok({
        list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((m) => {
          const { title, body } = textOf(m, language);
          return { id: m.id, title, preview: stripTags(body).slice(0, 90), at: cal(m.at), read: m.read, category: m.category };
        }),
        pageNum,
        totalPages,
        total: all.length,
        unread: unreadOf(all),
      });
    }),

    http.post(apiPath(markInboxReadEndpoint.path), async ({ request }) => {
      const session = inboxSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { ids?: unknown } | null;
      const ids = body?.ids;
      if (ids !== 'all' && !(Array.isArray(ids) && ids.every((x) => typeof x === 'string'))) return fail('BAD_REQUEST', 'ids must be a list or "all"');
      const unread = sim.mutate(session.merchantCode, inboxSlice, (s) => {
        const list = s.messages[session.userName] ?? [];
        for (const m of list) if (ids === 'all' || ids.includes(m.id)) m.read = true;
        return unreadOf(list);
      });
      return ok({ unread });
    }),

    http.delete(apiPath(deleteInboxEndpoint.path), ({ request }) => {
      const session = inboxSession(sim, request);
      if (session instanceof Response) return session;
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0) return fail('BAD_REQUEST', 'ids are required');
      const result = sim.mutate(session.merchantCode, inboxSlice, (s) => {
        const list = s.messages[session.userName] ?? [];
        const kept = list.filter((m) => !ids.includes(m.id));
        s.messages[session.userName] = kept;
        return { unread: unreadOf(kept), deleted: list.length - kept.length };
      });
      return ok(result);
    }),

    http.get(apiPath(inboxMessageEndpoint.path), ({ request, params }) => {
      const session = inboxSession(sim, request);
      if (session instanceof Response) return session;
      const m = messagesOf(sim, session).find((x) => x.id === String(params.id));
      return m
        ? ok({ id: m.id, ...textOf(m, contentLanguage(request)), at: onCalendar(sim)(m.at), read: m.read, category: m.category })
        : fail('BAD_REQUEST', 'No such message', undefined, 404);
    }),
  ];
}
