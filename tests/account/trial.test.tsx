// The free trial starts on the merchant's trial merchant code (trialMerchantCode), not the main one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SESSION_STORAGE_KEY } from '@/state/session';
import { server, sim } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
});
afterAll(() => server.close());

const slow = { timeout: 8000 };

it('the trial sends trialMerchantCode and starts a type 4 session, then home', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/auth/test-play', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  const { router } = await renderOverPlatform('/m/trail', { merchant: 'cebu', language: 'EN' });
  await userEvent.click(await screen.findByRole('button', { name: 'Start free trial' }, slow));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), slow);
  expect(bodies).toEqual([expect.objectContaining({ merchantCode: 'cebu-trial' })]);
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 4, merchantCode: 'cebu' });
});

it('the platform refuses a trial asked on the main merchant code', async () => {
  const answer = await fetch('http://localhost/api/v1/auth/test-play', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Merchant-Code': 'demo' },
    body: JSON.stringify({ deviceId: 'd', merchantCode: 'demo' }),
  }).then((r) => r.json() as Promise<{ success: boolean; message: string }>);
  expect(answer).toMatchObject({ success: false, message: 'Unknown trial merchant' });
});
