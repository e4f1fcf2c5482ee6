// A game tile: image (lazy, fixed aspect ratio, fallback), name, vendor, favourite star.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/endpoints/game-types';

export interface GameTileProps {
  game: Game;
  imageUrl: string;
  favourite: boolean;
  showVendor?: boolean;
  /** The vendor's display name (the code when absent). */
  vendorLabel?: string;
  /** 1-based position and size of the whole list (for a windowed grid). */
  position?: number;
  setSize?: number;
  /** Hide the star (e.g. lists where favourites do not apply). */
  noStar?: boolean;
  onLaunch: (game: Game) => void;
  onStar: (game: Game, next: boolean) => void;
}

export function GameTile({ game, imageUrl, favourite, showVendor = true, vendorLabel, position, setSize, noStar, onLaunch, onStar }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const [failed, setFailed] = useState(false);
  return (
    <li className="game-tile" aria-posinset={position} aria-setsize={setSize}>
      <button type="button" className="game-tile__play" onClick={() => onLaunch(game)} aria-label={t('tile.play', { name: game.displayName })}>
        {failed ? (
          <span className="game-tile__fallback" aria-hidden="true">
            {game.displayName.slice(0, 2).toUpperCase()}
          </span>
        ) : (
          <img src={imageUrl} alt="" width={160} height={160} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        )}
        <span className="game-tile__name">{game.displayName}</span>
        {showVendor ? <span className="game-tile__vendor">{vendorLabel ?? game.vassalage}</span> : null}
      </button>
      {noStar ? null : (
        <button
          type="button"
          className={`game-tile__star${favourite ? ' is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={favourite ? t('tile.unstar', { name: game.displayName }) : t('tile.star', { name: game.displayName })}
          onClick={() => onStar(game, !favourite)}
        >
          {favourite ? '★' : '☆'}
        </button>
      )}
    </li>
  );
}
