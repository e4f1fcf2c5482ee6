// Home when a call fails: the top bar's balance is an icon that retries (named by the spec's
// 'Loading failed, click to retry'), not the sentence, which at 360 px pushed the side menu's
// button off the screen; the announcements say they failed, not that there are none.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/platform-sim/kernel';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { announcementsEndpoint } from '@/api/endpoints/announcements';
import { server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const slow = { timeout: 8000 };

it('shows a failed balance as an icon that retries, beside the name, with the side menu still there', async () => {
  server.use(http.get(apiPath(walletEndpoint.path), () => HttpResponse.error()));
  await renderOverPlatform('/m/home', { as: 'demoplayer' });
  const bar = within(await screen.findByRole('banner', undefined, slow));
  const retry = await bar.findByRole('button', { name: 'Loading failed, click to retry' }, slow);
  expect(retry).toHaveTextContent('');
  expect(bar.getByText('demoplayer')).toBeInTheDocument();
  expect(bar.getByRole('button', { name: 'Open side menu' })).toBeInTheDocument();
  server.resetHandlers();
  await userEvent.click(retry);
  expect(await bar.findByText('₱10,000.00', undefined, slow)).toBeInTheDocument();
  expect(bar.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
});

it("says so when the announcements fail to load, with a retry, rather than 'No announcement'", async () => {
  server.use(http.get(apiPath(announcementsEndpoint.path), () => HttpResponse.error()));
  await renderOverPlatform('/m/home', { as: 'demoplayer' });
  const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow);
  expect(screen.queryByText('No announcement')).toBeNull();
  server.resetHandlers();
  await userEvent.click(retry);
  expect(await screen.findAllByText('Welcome to Palaro Demo!', undefined, slow)).not.toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
});
