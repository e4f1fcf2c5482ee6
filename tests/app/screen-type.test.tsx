// screen() and ScreenMount: a screen loads its chunk once (boot's preload and the lazy component
// share it), asks again after a failed load, and draws in the first render once its chunk is in;
// before that it suspends and shows its placeholder until the chunk arrives.
import { Suspense, act } from 'react';
import { render, screen as view } from '@testing-library/react';
import { screen, ScreenMount } from '@/app/screen-type';

function Hello() {
  return <p>hello</p>;
}

function mount(s: ReturnType<typeof screen>, fallbacks: string[]) {
  function Fallback() {
    fallbacks.push('placeholder');
    return <p>loading</p>;
  }
  return render(
    <Suspense fallback={<Fallback />}>
      <ScreenMount screen={s} />
    </Suspense>,
  );
}

describe('screen()', () => {
  it('loads nothing until asked, then loads its chunk once for the preload and the render', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const s = screen(load, ['home']);
    expect(load).not.toHaveBeenCalled();
    expect(s.loaded()).toBeUndefined();
    const first = s.preload();
    expect(s.preload()).toBe(first);
    await first;
    expect(s.loaded()).toBe(Hello);
    mount(s, []);
    expect(load).toHaveBeenCalledTimes(1);
    expect(s.namespaces).toEqual(['home']);
  });

  it('draws in the first render once its chunk is in: the placeholder never shows', async () => {
    const s = screen(() => Promise.resolve({ default: Hello }));
    await s.preload();
    const fallbacks: string[] = [];
    mount(s, fallbacks);
    expect(view.getByText('hello')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('shows the placeholder while its chunk loads, then the screen', async () => {
    let resolve: (m: { default: typeof Hello }) => void = () => undefined;
    const s = screen(() => new Promise((r) => (resolve = r)));
    const fallbacks: string[] = [];
    mount(s, fallbacks);
    expect(view.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Hello }));
    expect(await view.findByText('hello')).toBeInTheDocument();
    expect(fallbacks.length).toBeGreaterThan(0);
  });

  it('asks for its chunk again after a failed load', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Hello }>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Hello });
    const s = screen(load);
    await expect(s.preload()).rejects.toThrow('chunk failed');
    expect(s.loaded()).toBeUndefined();
    await s.preload();
    expect(s.loaded()).toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
