// A pager outside a carousel (the announcement popup's): a tap while swiper's code still loads is
// not lost, it is applied once swiper drives the slides.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, useCarouselController } from '@/ui/carousel';

const pages = ['one', 'two', 'three', 'four'];

function Paged({ onActive, takeOver }: { onActive: (index: number) => void; takeOver: Promise<void> }) {
  const pager = useCarouselController();
  return (
    <>
      <Carousel label="Pages" items={pages} itemKey={(p) => p} renderItem={(p) => <p>{p}</p>} controller={pager} onActive={onActive} takeOverAfter={takeOver} />
      <button type="button" onClick={pager.next}>
        Next
      </button>
      <button type="button" onClick={pager.previous}>
        Previous
      </button>
    </>
  );
}

const slow = { timeout: 8000 };

/** swiper takes over when the test says so: the taps before are made while it cannot have. */
function heldTakeOver() {
  let release = () => {};
  const takeOver = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { takeOver, release: () => act(() => release()) };
}
const activeSlide = () => document.querySelector('.carousel [data-active="true"]')?.textContent;

describe('a carousel moved from outside', () => {
  it('applies the taps made before swiper took over, once it has', async () => {
    const active = vi.fn<(index: number) => void>();
    const { takeOver, release } = heldTakeOver();
    render(<Paged onActive={active} takeOver={takeOver} />);
    // The first slides are plain markup: swiper is not driving them yet.
    expect(document.querySelector('.swiper-initialized')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.querySelector('.swiper-initialized')).toBeNull();
    await release();
    await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull(), slow);
    await waitFor(() => expect(activeSlide()).toBe('three'));
    expect(active).toHaveBeenLastCalledWith(2);
    // Bound now: a tap moves it at once, and nothing waiting is applied twice.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(activeSlide()).toBe('four'));
    expect(active).toHaveBeenLastCalledWith(3);
  });

  it('goes back round from the first slide for a tap on previous', async () => {
    const active = vi.fn<(index: number) => void>();
    const { takeOver, release } = heldTakeOver();
    render(<Paged onActive={active} takeOver={takeOver} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await release();
    await waitFor(() => expect(activeSlide()).toBe('four'), slow);
    expect(active).toHaveBeenLastCalledWith(3);
  });
});
