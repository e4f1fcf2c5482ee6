// The home top bar when the member's balance cannot be loaded: the failure is an icon that retries
// (named by the spec's 'Loading failed, click to retry'), not the sentence, which at 360 px pushed
// the side menu's button off the screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/platform-sim/kernel';
import { walletEndpoint } from '@/api/endpoints/wallet';
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
