// A game tile: image (lazy, fixed aspect ratio, fallback), name, vendor, favourite star.
// Its texts come from useTileLabels (translated once per game and language, not per render).
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/endpoints/game-types';
import { usePainted } from '@/ui/after-paint';

export interface TileLabels {
  play: string;
  star: string;
  unstar: string;
}

/** The tiles' accessible names, cached per game for the current language. */
export function useTileLabels(): (game: Game) => TileLabels {
  // react-i18next gives a new `t` when the language changes, and with it a new cache.
  const { t } = useTranslation('lobby');
  return useMemo(() => cachedTileLabels(t), [t]);
}

function cachedTileLabels(t: TFunction<'lobby'>): (game: Game) => TileLabels {
  const cache = new Map<string, TileLabels>();
  return (game) => {
    const hit = cache.get(game.gameId);
    if (hit) return hit;
    const name = game.displayName;
    const labels = { play: t('tile.play', { name }), star: t('tile.star', { name }), unstar: t('tile.unstar', { name }) };
    cache.set(game.gameId, labels);
    return labels;
  };
}

/** Tiles whose images load at once (and the boot hints preload): the first row of the three-column grid. */
export const EAGER_TILES = 3;

export interface GameTileProps {
  game: Game;
  imageUrl: string;
  favourite: boolean;
  labels: TileLabels;
  showVendor?: boolean;
  /** The vendor's display name (the code when absent). */
  vendorLabel?: string;
  /** 1-based position and size of the whole list (for a windowed grid). */
  position?: number;
  setSize?: number;
  onLaunch: (game: Game) => void;
  onStar: (game: Game, next: boolean) => void;
}

/** Whether a list has painted in this page: from then on, every tile's image is there at once. */
let listPainted = false;

/**
 * Whether a tile shows its image now: the first rows at once; the others (off screen, or just
 * below the first rows) once the page has painted, so that none competes with the first rows'
 * images, the page's largest paint. Meanwhile an empty image box keeps the tile's size.
 */
function useImageNow(eager: boolean): boolean {
  const now = usePainted(undefined, eager || listPainted);
  useEffect(() => {
    if (now && !eager) listPainted = true;
  }, [now, eager]);
  return now;
}

export function GameTile({ game, imageUrl, favourite, labels, showVendor = true, vendorLabel, position, setSize, onLaunch, onStar }: GameTileProps) {
  // The image that failed (a recycled tile shows another game's image: reset by URL). A game
  // without an image shows the fallback at once (no <img src="">, which would fetch the page).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = imageUrl === '' || failedSrc === imageUrl;
  const eager = position !== undefined && position <= EAGER_TILES;
  const imageNow = useImageNow(eager);
  return (
    <li className="game-tile" aria-posinset={position} aria-setsize={setSize}>
      <button type="button" className="game-tile__play" onClick={() => onLaunch(game)} aria-label={labels.play}>
        {failed ? (
          <span className="game-tile__fallback" aria-hidden="true">
            {game.displayName.slice(0, 2).toUpperCase()}
          </span>
        ) : !imageNow ? (
          <span className="game-tile__fallback" aria-hidden="true" />
        ) : (
          <img
            src={imageUrl}
            alt=""
            width={160}
            height={160}
            // The first rows are on screen at once (the page's largest paint): fetched at once.
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setFailedSrc(imageUrl)}
          />
        )}
        <span className="game-tile__name">{game.displayName}</span>
        {showVendor ? <span className="game-tile__vendor">{vendorLabel ?? game.vassalage}</span> : null}
      </button>
      <button type="button" className={`game-tile__star${favourite ? ' is-on' : ''}`} aria-pressed={favourite} aria-label={favourite ? labels.unstar : labels.star} onClick={() => onStar(game, !favourite)}>
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}
