// Team management over the real demo platform: each member row is named by all it shows, and the
// member's detail adds up on its own (wins + bonuses and rebates − bets = profit and loss).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { figuresOf } from '@/platform-sim/areas/agent/reports';
import { sim, server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const slow = { timeout: 8000 };
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[₱,]/g, '')) * 100);

describe('team list', () => {
  it('names each member button by the user name, online status, registration date and balance', async () => {
    await renderOverPlatform('/m/member/team', { as: 'demoagent', language: 'EN' });
    const list = await screen.findByRole('list', { name: 'Team members' }, slow);
    const buttons = within(list).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      expect(button).toHaveAccessibleName(/^[a-z0-9]+ (Online|Offline) Registered: \d{2}\/\d{2}\/\d{4} ₱[\d,]+\.\d{2}$/);
    }
    const juan = within(list).getByRole('button', { name: /^juan100 / });
    // The balance heard is the one shown.
    const shown = juan.querySelector('.money')?.textContent ?? '';
    expect(juan).toHaveAccessibleName(new RegExp(`${shown.replace(/[.$]/g, '\\$&')}$`));
  });

  it('says the status in the language of the page', async () => {
    await renderOverPlatform('/m/member/team', { as: 'demoagent', language: 'TY' });
    const list = await screen.findByRole('list', { name: 'Mga miyembro ng koponan' }, slow);
    expect(within(list).getByRole('button', { name: /^juan100 (Online|Offline) Nagparehistro: / })).toBeInTheDocument();
  });
});

describe('team member detail', () => {
  it('shows bonuses and rebates, so that wins + bonuses − bets = profit and loss, with the platform figures', async () => {
    await renderOverPlatform('/m/member/team', { as: 'demoagent', language: 'EN' });
    await userEvent.click(await screen.findByRole('button', { name: /^demoplayer / }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'demoplayer' }));
    const value = async (name: string) => {
      const dd = await dialog.findByRole('definition', { name }, slow);
      await waitFor(() => expect(dd.textContent).toMatch(/^-?₱[\d,]+\.\d{2}$/), slow);
      return cents(dd.textContent);
    };
    const bets = await value('Total bets');
    const wins = await value('Total wins');
    const bonuses = await value('Bonuses and rebates');
    const profit = await value('Profit and loss');
    expect(wins + bonuses - bets).toBe(profit);
    // The member's own bonuses and rebates in the platform's ledger, not a figure made to fit.
    const account = sim.slice('demo', accountsSlice).accounts.demoplayer;
    if (!account) throw new Error('no demoplayer');
    const figures = figuresOf(account, () => true);
    expect(bonuses).toBe(figures.bonusCents);
    expect(bonuses).toBeGreaterThan(0);
    expect(bets).toBe(figures.betCents);
  });
});
