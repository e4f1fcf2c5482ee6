// A game tile's image (src/features/lobby/game-tile.tsx): the first row's images are there at the
// first render and fetched at once; a later tile keeps an empty box of the same size until the
// page has painted, then shows its image, lazily; from then on every tile shows its image at once.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@/api/endpoints/game-types';
import { EAGER_TILES, GameTile } from '@/features/lobby/game-tile';
import { usePaintTimers } from '../paint-timers';

const game = (n: number): Game => ({
  gameId: `g${n}`,
  roomId: '1',
  nodeId: `n${n}`,
  nodeName: 'FC',
  gameName: `Game ${n}`,
  displayName: `Game ${n}`,
  showIcon: true,
  iconUrl: `/games/${n}.svg`,
  mobileLargeIcon: `/games/${n}.svg`,
  vassalage: 'FC',
  supportPlay: 0,
  gameType: 'RNG',
  gameClassify: '',
  gameClassifyNew: '',
  lottoMode: '',
  minBet: '1.00',
});
const labels = { play: 'Play', star: 'Star', unstar: 'Unstar' } as Parameters<typeof GameTile>[0]['labels'];

function tile(position: number) {
  return (
    <GameTile
      game={game(position)}
      imageUrl={`https://img.test/games/${position}.svg`}
      favourite={false}
      labels={labels}
      position={position}
      setSize={25}
      onLaunch={() => undefined}
      onStar={() => undefined}
    />
  );
}

describe('game tile images', () => {
  usePaintTimers();

  it('the first row at once and eagerly; a later tile once the page has painted, lazily; then every tile at once', async () => {
    const { container } = render(
      <ul>
        {tile(1)}
        {tile(EAGER_TILES)}
        {tile(EAGER_TILES + 1)}
      </ul>,
    );
    const images = () => [...container.querySelectorAll('img')];
    expect(images().map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect(container.querySelectorAll('.game-tile__fallback')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(images().map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(container.querySelectorAll('.game-tile__fallback')).toHaveLength(0);
    const later = render(<ul>{tile(20)}</ul>);
    expect(later.container.querySelector('img')?.getAttribute('src')).toBe('https://img.test/games/20.svg');
  });
});
