// Every route of the engine's table has a screen: the compiler checks the registry (a Record over
// RouteId); this checks what the type cannot: each entry is a lazily loaded component.
import { ROUTES } from '@/engine/routes';
import { SCREENS, screenFor } from '@/app/screens';

describe('screen registry', () => {
  it.each(ROUTES.map((r) => [r.id]))('route %s has a lazily loaded screen', (id) => {
    expect(screenFor(id)).toBe(SCREENS[id]);
    expect(SCREENS[id].$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('an id outside the route table does not compile', () => {
    // @ts-expect-error 'noSuchScreen' is not a RouteId
    expect(screenFor('noSuchScreen')).toBeUndefined();
  });
});
