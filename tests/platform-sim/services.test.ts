// @vitest-environment node
// Inbox and security center of the demo platform.
import { getResponse } from 'msw';
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { inboxUnreadEndpoint } from '@/api/endpoints/inbox-unread';
import { inboxListEndpoint } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint } from '@/api/endpoints/inbox-message';
import { markInboxReadEndpoint } from '@/api/endpoints/mark-inbox-read';
import { deleteInboxEndpoint } from '@/api/endpoints/delete-inbox';
import { securityInfoEndpoint } from '@/api/endpoints/security-info';
import { changePaymentPasswordEndpoint } from '@/api/endpoints/change-payment-password';
import { bindContactEndpoint } from '@/api/endpoints/bind-contact';
import { KYC_REVIEW_MS } from '@/platform-sim/areas/security';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);
const login = async (username = 'demoplayer') =>
  (await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'd', remember: false, botCheck: true })).value.token;

describe('inbox', () => {
  it('lists 120 unread for demoplayer; reading, marking all and deleting change the one unread count', async () => {
    const token = await login();
    expect((await call(inboxUnreadEndpoint, undefined, { token })).value).toBe(120);
    const page1 = await call(inboxListEndpoint, { pageNum: 1, pageSize: 20 }, { token });
    expect(page1.value).toMatchObject({ total: 120, totalPages: 6, unread: 120 });
    const first = page1.value.list[0]!;
    const full = await call(inboxMessageEndpoint, { id: first.id }, { token });
    expect(full.value.body).toContain('<');
    expect((await call(markInboxReadEndpoint, { ids: [first.id] }, { token })).value.unread).toBe(119);
    expect((await call(inboxUnreadEndpoint, undefined, { token })).value).toBe(119);
    const second = page1.value.list[1]!.id;
    expect((await call(deleteInboxEndpoint, { ids: [second] }, { token })).value).toEqual({ unread: 118, deleted: 1 });
    expect((await call(markInboxReadEndpoint, { ids: 'all' }, { token })).value.unread).toBe(0);
    expect((await call(inboxListEndpoint, { pageNum: 1, pageSize: 20 }, { token })).value.total).toBe(119);
  });

  it('refuses trial accounts with free_reject', async () => {
    const trial = (await call(testPlayEndpoint, { deviceId: 'd', merchantCode: 'demo-trial' })).value.token;
    expect(await call(inboxListEndpoint, { pageNum: 1, pageSize: 20 }, { token: trial })).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});

describe('security center', () => {
  it('masks the bound mobile and email and shows no verification yet', async () => {
    const token = await login();
    expect((await call(securityInfoEndpoint, undefined, { token })).value).toEqual({
      hasPaymentPassword: true,
      mobile: '917****567',
      email: 'de***@example.com',
      kyc: { status: 'none', submittedAt: null, verifiedAt: null },
    });
  });

  it('changes the payment password only with the current one', async () => {
    const token = await login();
    const wrong = await call(changePaymentPasswordEndpoint, { oldPassword: '111111', newPassword: '222222', confirmPassword: '222222' }, { token });
    expect(wrong).toMatchObject({ success: false, code: 'WRONG_PAYMENT_PASSWORD' });
    const same = await call(changePaymentPasswordEndpoint, { oldPassword: '654321', newPassword: '654321', confirmPassword: '654321' }, { token });
    expect(same.code).toBe('SAME_PASSWORD');
    expect((await call(changePaymentPasswordEndpoint, { oldPassword: '654321', newPassword: '222222', confirmPassword: '222222' }, { token })).success).toBe(
      true,
    );
  });

  it("binds an email with the login password, refusing another member's", async () => {
    const token = await login('demoagent');
    expect((await call(bindContactEndpoint, { kind: 'email', value: 'agent@example.com', password: 'nope' }, { token })).success).toBe(false);
    expect((await call(bindContactEndpoint, { kind: 'email', value: 'demoplayer@example.com', password: 'Demo1234' }, { token })).code).toBe('USERNAME_EXISTS');
    const ok = await call(bindContactEndpoint, { kind: 'email', value: 'agent@example.com', password: 'Demo1234' }, { token });
    expect(ok.value.masked).toBe('ag***@example.com');
  });

  it('verifies an identity: refused without the back of the ID, then pending, then verified within 5 s', async () => {
    const token = await login();
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    const send = async (withBack: boolean) => {
      const form = new FormData();
      const fields = {
        idType: 'philsys',
        idNumber: '1234',
        nationality: 'Filipino',
        occupation: 'Teacher',
        incomeSource: 'salary',
        birthday: '1990-05-17',
        placeOfBirth: 'Cebu',
        permanentAddress: 'Cebu',
        currentAddress: 'Cebu',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('idFront', png('front.png'));
      if (withBack) form.append('idBack', png('back.png'));
      form.append('selfie', png('selfie.png'));
      // Multipart, as the app sends it (sim-call sends JSON).
      const request = new Request('http://localhost/api/v1/security/kyc', { method: 'POST', headers: { 'X-Merchant-Code': 'demo', token }, body: form });
      const res = await getResponse(platform.handlers, request);
      if (!res) throw new Error('no handler for the identity verification');
      return (await res.json()) as { success: boolean; value?: { field?: string; status?: string } };
    };
    expect(await send(false)).toMatchObject({ success: false, value: { field: 'idBack' } });
    expect(await send(true)).toMatchObject({ success: true, value: { status: 'pending' } });
    expect((await call(securityInfoEndpoint, undefined, { token })).value.kyc.status).toBe('pending');
    now += KYC_REVIEW_MS;
    expect((await call(securityInfoEndpoint, undefined, { token })).value.kyc).toMatchObject({ status: 'verified', verifiedAt: START + KYC_REVIEW_MS });
  });
});
