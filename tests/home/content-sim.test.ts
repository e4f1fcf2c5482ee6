// @vitest-environment node
// The simulator's content calls added for the home page and the content pages.
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { bannersEndpoint, type Banner } from '@/api/endpoints/banners';
import { hotNewsEndpoint, type HotNewsItem } from '@/api/endpoints/hot-news';
import { testimonialsEndpoint, type Testimonial } from '@/api/endpoints/testimonials';
import { legalDocumentEndpoint, type LegalDocument } from '@/api/endpoints/legal-document';
import { downloadGuideEndpoint, type DownloadGuide } from '@/api/endpoints/download-guide';
import { serviceMessageEndpoint } from '@/api/endpoints/service-message';
import { announcementsEndpoint, type Announcements } from '@/api/endpoints/announcements';
import { chatLaunchEndpoint } from '@/api/endpoints/chat-launch';
import { chatMessagesEndpoint, type ChatThread } from '@/api/endpoints/chat-messages';
import { chatSendEndpoint } from '@/api/endpoints/chat-send';
import { chatUnreadEndpoint } from '@/api/endpoints/chat-unread';
import { CHAT_REPLY_MS } from '@/platform-sim/areas/content';
import { videoSource } from '@/features/home/video-source';
import { contentSlice } from '@/platform-sim/areas/content';
import { simCaller } from '../platform-sim/sim-call';

let platform = createTestPlatform();
beforeEach(() => {
  platform = createTestPlatform();
});
const call = simCaller(() => platform.handlers);
const tokenOf = async (username: string, merchant = 'demo') =>
  (
    (await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'd', remember: false, botCheck: true }, { merchant })).value as {
      token: string;
    }
  ).token;

describe('video banners', () => {
  it('the demo merchant gets a local clip that the app plays, and one non-video link that it does not', async () => {
    const r = await call(bannersEndpoint, { groupName: 'm_video' });
    const banners = r.value as Banner[];
    expect(banners.map((b) => videoSource(b.videoUrl, 'demo', 'EN').kind)).toEqual(['file', 'none']);
  });

  it('a live merchant (manila) gets an embeddable provider link', async () => {
    const banners = (await call(bannersEndpoint, { groupName: 'm_video' }, { merchant: 'manila' })).value as Banner[];
    const source = videoSource(banners[0]?.videoUrl, 'live', 'TY');
    expect(source).toMatchObject({ kind: 'embed', provider: 'youtube' });
    expect(source.kind === 'embed' && source.src).toContain('hl=tl');
  });

  it('partners has enough slides for a 3-per-view loop', async () => {
    const banners = (await call(bannersEndpoint, { groupName: 'm_partners' })).value as Banner[];
    expect(banners.length).toBeGreaterThanOrEqual(6);
  });
});

describe('content pages', () => {
  it('hot news: newest first, each with a cover and content', async () => {
    const news = (await call(hotNewsEndpoint, { language: 'EN' })).value as HotNewsItem[];
    expect(news.length).toBeGreaterThanOrEqual(5);
    const times = news.map((n) => n.publishedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const n of news) expect(n.content).toMatch(/<p>/);
  });

  it('testimonials carry masked names and ratings 1–5', async () => {
    const list = (await call(testimonialsEndpoint, undefined)).value as Testimonial[];
    expect(list.length).toBeGreaterThan(3);
    for (const x of list) {
      expect(x.name).toContain('***');
      expect(x.rating).toBeGreaterThanOrEqual(1);
      expect(x.rating).toBeLessThanOrEqual(5);
    }
  });

  it('legal documents name the merchant and the minimum age; an unknown kind is refused', async () => {
    const terms = (await call(legalDocumentEndpoint, { kind: 'registerTerms', language: 'EN' })).value as LegalDocument;
    expect(terms.title).toBe('Registration terms');
    expect(terms.sections.map((s) => s.html).join(' ')).toContain('Palaro Demo');
    expect(terms.sections[0]?.html).toContain('21 years');
    const agreement = (await call(legalDocumentEndpoint, { kind: 'userAgreement', language: 'EN' }, { merchant: 'cebu' })).value as LegalDocument;
    expect(agreement.kind).toBe('userAgreement');
    const bad = await call(legalDocumentEndpoint, { kind: 'privacy' as 'userAgreement', language: 'EN' });
    expect(bad.success).toBe(false);
  });

  it('install guides per platform; an unknown platform is refused', async () => {
    const android = (await call(downloadGuideEndpoint, { platform: 'android', language: 'EN' })).value as DownloadGuide;
    const ios = (await call(downloadGuideEndpoint, { platform: 'ios', language: 'EN' })).value as DownloadGuide;
    expect(android.steps.length).toBe(4);
    expect(ios.steps[0]?.title).toBe('Open in Safari');
    expect((await call(downloadGuideEndpoint, { platform: 'windows' as 'ios', language: 'EN' })).success).toBe(false);
  });

  it('promotions (PR) list three promotions with pictures', async () => {
    const r = (await call(announcementsEndpoint, { types: 'PR', groupName: '', platform: 'M', merchantCode: 'demo' })).value as Announcements;
    expect(r.list.map((a) => a.title)).toEqual(['Deposit ₱500, get ₱100', 'Daily rebate up to 1.2%', 'Invite a friend, earn ₱188']);
    for (const a of r.list) expect(a.announcementImages.length).toBe(1);
  });
});

describe('service', () => {
  it('a message gets a ticket and is kept with the member; empty or too long ones are refused', async () => {
    const token = await tokenOf('demoplayer');
    const first = await call(serviceMessageEndpoint, { content: 'My GCash deposit is missing' }, { token });
    expect(first.value).toEqual({ ticketId: 'CS100001' });
    const second = await call(serviceMessageEndpoint, { content: 'Visitor question about bonuses' });
    expect(second.value).toEqual({ ticketId: 'CS100002' });
    expect(platform.sim.slice('demo', contentSlice).tickets.map((t) => [t.id, t.userName])).toEqual([
      ['CS100001', 'demoplayer'],
      ['CS100002', ''],
    ]);
    expect((await call(serviceMessageEndpoint, { content: '   ' })).success).toBe(false);
    expect((await call(serviceMessageEndpoint, { content: 'x'.repeat(501) })).success).toBe(false);
  });

  it('live chat launches only with CBS3 (manila has it off)', async () => {
    const params = { language: 'EN', backUrl: 'http://localhost/m/service', headerColor: '#f5b700', title: 'Palaro' };
    const demo = await call(chatLaunchEndpoint, params, { token: await tokenOf('demoplayer') });
    expect(demo.value).toEqual({ chatUrl: '/m/service?chat=1' });
    const manila = await call(chatLaunchEndpoint, params, { merchant: 'manila', token: await tokenOf('demoplayer', 'manila') });
    expect(manila.success).toBe(false);
  });
});

describe('live chat', () => {
  it('reading the conversation reads the agent’s messages; the answer comes after the agent’s delay', async () => {
    let now = Date.UTC(2026, 10, 22, 12, 0, 0);
    platform = createTestPlatform({ now: () => now });
    const token = await tokenOf('demoplayer');
    expect((await call(chatUnreadEndpoint, undefined, { token })).value).toEqual({ unReadCount: 3 });
    const thread = (await call(chatMessagesEndpoint, undefined, { token })).value as ChatThread;
    expect(thread.messages.map((m) => m.from)).toEqual(['agent', 'agent', 'agent']);
    expect((await call(chatUnreadEndpoint, undefined, { token })).value).toEqual({ unReadCount: 0 });
    await call(chatSendEndpoint, { text: 'Is my GCash deposit in?' }, { token });
    const before = (await call(chatMessagesEndpoint, undefined, { token })).value as ChatThread;
    expect(before.messages.at(-1)).toMatchObject({ from: 'member', text: 'Is my GCash deposit in?' });
    now += CHAT_REPLY_MS;
    const after = (await call(chatMessagesEndpoint, undefined, { token })).value as ChatThread;
    expect(after.messages.at(-1)?.from).toBe('agent');
    expect(after.messages.at(-1)?.text).toMatch(/^Deposits by GCash and Maya/);
    expect((await call(chatSendEndpoint, { text: '  ' }, { token })).success).toBe(false);
  });

  it('is refused without CBS3 (manila)', async () => {
    const manila = await call(chatMessagesEndpoint, undefined, { merchant: 'manila', token: await tokenOf('demoplayer', 'manila') });
    expect(manila.success).toBe(false);
    expect((await call(chatSendEndpoint, { text: 'hi' }, { merchant: 'manila', token: await tokenOf('demoplayer', 'manila') })).success).toBe(false);
  });
});
