// Every route of the engine's table has a screen: no route shows a stand-in page.
import { ROUTES } from '@/engine/routes';
import { SCREENS, screenFor } from '@/app/screens';

describe('screen registry', () => {
  it.each(ROUTES.map((r) => [r.id]))('route %s has a screen', (id) => {
    expect(SCREENS[id]).toBeDefined();
    expect(screenFor(id)).toBe(SCREENS[id]);
  });

  it('refuses an id that no route has', () => {
    expect(() => screenFor('noSuchScreen')).toThrow(/noSuchScreen/);
  });
});
