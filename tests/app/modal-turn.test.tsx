// At most one modal at a time (issue 33 item 15): an agent's contract prompt, home's announcement
// popup and the download popup wait for each other in that order (src/shell/modal-turn.ts).
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentSlice } from '@/platform-sim/areas/agent/state';
import { useModalTurn, type ModalTurnKind } from '@/shell/modal-turn';
import { sim, server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const slow = { timeout: 8000 };

function Wanting({ kind, initially = true }: { kind: ModalTurnKind; initially?: boolean }) {
  const [wants, setWants] = useState(initially);
  const turn = useModalTurn(kind, wants);
  return (
    <>
      <button type="button" onClick={() => setWants(true)}>
        want {kind}
      </button>
      {turn ? (
        <section aria-label={kind}>
          <button type="button" onClick={() => setWants(false)}>
            close {kind}
          </button>
        </section>
      ) : null}
    </>
  );
}

const shown = () => screen.queryAllByRole('region').map((r) => r.getAttribute('aria-label'));

describe('the modal turn', () => {
  it('shows one at a time, in the order contract prompt, announcement, download', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Wanting kind="download" />
        <Wanting kind="announcement" />
        <Wanting kind="contractPrompt" />
      </>,
    );
    await waitFor(() => expect(shown()).toEqual(['contractPrompt']));
    await user.click(screen.getByRole('button', { name: 'close contractPrompt' }));
    await waitFor(() => expect(shown()).toEqual(['announcement']));
    await user.click(screen.getByRole('button', { name: 'close announcement' }));
    await waitFor(() => expect(shown()).toEqual(['download']));
    await user.click(screen.getByRole('button', { name: 'close download' }));
    await waitFor(() => expect(shown()).toEqual([]));
  });

  it('the one showing keeps its turn: a prompt that comes later waits for it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Wanting kind="download" />
        <Wanting kind="contractPrompt" initially={false} />
      </>,
    );
    await waitFor(() => expect(shown()).toEqual(['download']));
    await user.click(screen.getByRole('button', { name: 'want contractPrompt' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(shown()).toEqual(['download']);
    await user.click(screen.getByRole('button', { name: 'close download' }));
    await waitFor(() => expect(shown()).toEqual(['contractPrompt']));
  });
});

describe('on home', () => {
  beforeEach(() =>
    sim.mutate('demo', agentSlice, (s) => {
      s.contracts.demoagent = { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null };
      s.answers = {};
    }),
  );

  it("an agent's contract prompt comes first; the announcement popup waits for it", async () => {
    await renderOverPlatform('/m/home', { as: 'demoagent', language: 'EN' });
    const text = await screen.findByText('You have a pending daily salary contract. Open it now?', undefined, slow);
    const prompt = text.closest<HTMLElement>('dialog');
    expect(prompt).not.toBeNull();
    // Give the announcements time to arrive: the popup still waits.
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(prompt!).getByRole('button', { name: 'Cancel' }));
    const popup = await screen.findByRole('dialog', { name: 'Your weekly cashback is ready' }, slow);
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  }, 30_000);
});
