// A pager outside a carousel (the announcement popup's): a tap while swiper's code still loads is
// not lost, it is applied once swiper drives the slides.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, useCarouselController } from '@/ui/carousel';

const pages = ['one', 'two', 'three', 'four'];

function Paged({ onActive }: { onActive: (index: number) => void }) {
  const pager = useCarouselController();
  return (
    <>
      <Carousel label="Pages" items={pages} itemKey={(p) => p} renderItem={(p) => <p>{p}</p>} controller={pager} onActive={onActive} />
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
const activeSlide = () => document.querySelector('.carousel [data-active="true"]')?.textContent;

describe('a carousel moved from outside', () => {
  it('applies the taps made before swiper took over, once it has', async () => {
    const active = vi.fn<(index: number) => void>();
    render(<Paged onActive={active} />);
    // The first slides are plain markup: swiper is not driving them yet.
    expect(document.querySelector('.swiper-initialized')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
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
    render(<Paged onActive={active} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(activeSlide()).toBe('four'), slow);
    expect(active).toHaveBeenLastCalledWith(3);
  });
});
