// The winner board scrolls whenever it has more than one winner (the spec), one row fewer in view
// than there are winners, up to 4: with 2 to 4 winners it used to show them all and stand still.
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Swiper } from 'swiper';
import type { Winners } from '@/api/endpoints/winners';
import { WinnerBoard } from '@/features/home/home-widgets';
import { initI18n } from '@/i18n/setup';
import { swiperIn } from '../swiper-of';

const winner = (i: number): Winners['list'][number] => ({
  vo: { iconUrl: `/sim-assets/games/JILI-00${i}.svg`, customerName: `pl***${i}`, gameName: `Game ${i}`, winAmount: `${i}00.00` },
});

async function boardWith(count: number): Promise<Swiper> {
  const i18n = await initI18n('EN');
  const winners = Array.from({ length: count }, (_, i) => winner(i + 1));
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <WinnerBoard winners={winners} symbol="₱" onPlay={() => undefined} />
    </I18nextProvider>,
  );
  return swiperIn(container, '.winner-board .swiper-initialized');
}

describe('winner board', () => {
  it.each([
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 4],
    [100, 4],
  ])('%i winners: %i row(s) in view, and it scrolls by itself', async (count, rows) => {
    const swiper = await boardWith(count);
    expect(swiper.params.slidesPerView).toBe(rows);
    expect(swiper.autoplay.running).toBe(true);
  });

  it('one winner stands still', async () => {
    const swiper = await boardWith(1);
    expect(swiper.params.slidesPerView).toBe(1);
    expect(swiper.autoplay.running).toBe(false);
  });
});
