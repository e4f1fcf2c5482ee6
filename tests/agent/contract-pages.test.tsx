// Contract pages and the contract prompt over the real demo platform: a real account opens the
// pages (the spec prompts members of type 0 too), a visitor is sent to login; with no offer the page is a plain empty state; an answered offer keeps its offerer and terms;
// the page has one heading per idea; the prompt's dialog is named; the platform as offerer is a
// translated word, not the data's 'platform'.
import { screen, waitFor, within } from '@testing-library/react';
import { agentSlice } from '@/platform-sim/areas/agent/state';
import { sim, server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const slow = { timeout: 8000 };

beforeEach(() => {
  sim.mutate('demo', agentSlice, (s) => {
    s.contracts.demoagent = { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null };
    s.answers = { demoagent: { dividend: { status: 'accepted', at: Date.now() } } };
  });
});

describe('contract pages', () => {
  it("open to a plain member (type 0), whom the spec's contract prompt reaches too: with no offer, the empty state, not the upline's terms", async () => {
    await renderOverPlatform('/m/member/agent/getSalaryContract', { as: 'demoplayer', language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'No contract offered' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(/^Offered by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('send a visitor to login', async () => {
    const visitor = await renderOverPlatform('/m/member/agent/getSalaryContract', { language: 'EN' });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/m/login'), slow);
  });

  it('with no contract offered, show a plain empty state: no offerer, no terms', async () => {
    await renderOverPlatform('/m/member/agent/getHourContract', { as: 'demoagent', language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'No contract offered' }, slow)).toBeInTheDocument();
    expect(screen.getByText('When a contract is offered to you, its terms show here.')).toBeInTheDocument();
    expect(screen.queryByText(/^Offered by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('an accepted contract keeps its offerer and terms on show', async () => {
    await renderOverPlatform('/m/member/agent/getDevidendContract', { as: 'demoagent', language: 'EN' });
    expect(await screen.findByText('Accepted', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Offered by the platform')).toBeInTheDocument();
    expect(screen.getByText('Paid twice a month')).toBeInTheDocument();
    const terms = screen.getByRole('table', { name: 'Terms' });
    // The contract cards' compact tier table (it fits 360 px in Tagalog; 'Active members' did not).
    expect(
      within(terms)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tier', 'Team net loss', 'Active', 'Reward']);
    expect(within(terms).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('have one heading per idea: the page title once, then the terms', async () => {
    await renderOverPlatform('/m/member/agent/getSalaryContract', { as: 'demoagent', language: 'EN' });
    await screen.findByRole('button', { name: 'Accept' }, slow);
    expect(screen.getAllByRole('heading', { name: 'Daily salary contract' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
  });

  it('in Tagalog, name the platform as offerer with its own word and marker', async () => {
    await renderOverPlatform('/m/member/agent/getSalaryContract', { as: 'demoagent', language: 'TY' });
    expect(await screen.findByText('Inalok ng platform', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('Inalok ni platform')).not.toBeInTheDocument();
  });

  it('a declined contract keeps its offerer and terms on show too', async () => {
    sim.mutate('demo', agentSlice, (s) => {
      s.contracts.demoagent = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };
      s.answers = { demoagent: { dailySalary: { status: 'declined', at: Date.now() } } };
    });
    await renderOverPlatform('/m/member/agent/getSalaryContract', { as: 'demoagent', language: 'EN' });
    expect(await screen.findByText('Declined', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Offered by the platform')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});

describe('contract prompt', () => {
  it('is a dialog named by the contract it asks about', async () => {
    await renderOverPlatform('/m/home', { as: 'demoagent', language: 'EN' });
    const dialog = await screen.findByRole('dialog', { name: 'Daily salary contract' }, slow);
    expect(within(dialog).getByText('You have a pending daily salary contract. Open it now?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});
