// The address moving while the app's first render is under way (a Back, or a script's history
// change, before BrowserRouter listens): the router follows it once it listens, instead of staying
// on the screen it booted on under another address.
import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { useAddressCaughtUp } from '@/app/router';

function Screen() {
  const location = useLocation();
  useAddressCaughtUp(true, useNavigate(), location);
  return <p>on {location.pathname + location.search}</p>;
}

/** Moves the address after BrowserRouter has read it and before it listens (it renders after the router's tree). */
function MovesTheAddress({ to }: { to: string }) {
  if (window.location.pathname !== to.split('?')[0]) window.history.pushState({ usr: null, key: 'moved', idx: 1 }, '', to);
  return null;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/m/home');
});

it('goes to the address shown when it moved before the router listened', async () => {
  render(
    <>
      <BrowserRouter>
        <Screen />
      </BrowserRouter>
      <MovesTheAddress to="/m/deposit?from=back" />
    </>,
  );
  expect(await screen.findByText('on /m/deposit?from=back')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/m/deposit');
});

it('stays where it is when the address did not move', async () => {
  const pushes = vi.spyOn(window.history, 'pushState');
  const replaces = vi.spyOn(window.history, 'replaceState');
  render(
    <BrowserRouter>
      <Screen />
    </BrowserRouter>,
  );
  expect(await screen.findByText('on /m/home')).toBeInTheDocument();
  expect(pushes).not.toHaveBeenCalled();
  // BrowserRouter marks the entry it starts on (no address); nothing replaced the address.
  expect(replaces.mock.calls.filter((call) => call[2] !== undefined)).toEqual([]);
});
