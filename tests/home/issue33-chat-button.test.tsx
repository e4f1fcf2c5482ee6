// Issue 33 item 16: the floating chat button covers nothing a person must tap. It steps aside
// while the page scrolls down (the winner board's 'Play now', the responsible-gaming link go by
// under where it was), comes back when the page scrolls up, at the top and at the end, where home
// keeps room for it below its last link.
import { act, fireEvent, screen } from '@testing-library/react';
import { server, sim } from '../msw-server';
import { effectsRun, renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sim.reset();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterAll(() => server.close());
const slow = { timeout: 8000 };

function scrollTo(y: number, pageHeight = 5000) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

it('steps aside while the page scrolls down and comes back up, at the top and at the end', async () => {
  await renderOverPlatform('/m/home', { language: 'EN' });
  const button = await screen.findByRole('button', { name: 'Online chat' }, slow);
  await effectsRun();
  expect(button).not.toHaveClass('chat-fab--away');
  scrollTo(600);
  expect(button).toHaveClass('chat-fab--away');
  expect(button).toHaveAttribute('tabindex', '-1');
  scrollTo(1400);
  expect(button).toHaveClass('chat-fab--away');
  // Up again: back.
  scrollTo(1200);
  expect(button).not.toHaveClass('chat-fab--away');
  scrollTo(2000);
  expect(button).toHaveClass('chat-fab--away');
  // The end of the page (the last link rests above the room kept for the button): back.
  scrollTo(5000 - window.innerHeight);
  expect(button).not.toHaveClass('chat-fab--away');
  scrollTo(0);
  expect(button).not.toHaveClass('chat-fab--away');
});
