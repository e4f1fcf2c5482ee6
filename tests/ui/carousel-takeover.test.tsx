// swiper taking over a carousel: while its code loads, the first slides stay on screen as the very
// elements first drawn. Drawn again (a Suspense fallback), the hero banner's image would be a new
// element, painted later, and the page's largest paint would move to it.
import { act, render, waitFor } from '@testing-library/react';
import { Carousel } from '@/ui/carousel';

const chunk = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { asked: false, loaded, release };
});

// swiper's chunk arrives when the test says so.
vi.mock('@/ui/carousel-swiper', async (importOriginal) => {
  chunk.asked = true;
  await chunk.loaded;
  return importOriginal();
});

const banners = ['one', 'two', 'three'];

it('keeps the first slides, the same elements, until swiper draws', async () => {
  render(
    <Carousel
      label="Banners"
      items={banners}
      itemKey={(b) => b}
      renderItem={(b) => <img src={`/${b}.png`} alt={b} width={750} height={300} />}
      takeOverAfter={Promise.resolve()}
    />,
  );
  const first = document.querySelector('img');
  expect(first?.getAttribute('alt')).toBe('one');
  // The page has painted and the hero is in: swiper's code is asked for.
  await waitFor(() => expect(chunk.asked).toBe(true));
  await act(async () => {
    await Promise.resolve();
  });
  // Meanwhile the first slide is the element first drawn, shown, and the only one.
  expect(first?.isConnected).toBe(true);
  expect(document.querySelectorAll('img')).toHaveLength(1);
  expect(first?.closest('[style*="display: none"]')).toBeNull();
  expect(document.querySelector('.swiper-initialized')).toBeNull();
  chunk.release();
  await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
  expect(document.querySelectorAll('.swiper-slide img')).toHaveLength(banners.length);
});
