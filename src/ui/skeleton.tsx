// Placeholders with the size of what is loading, so nothing shifts when it arrives.
import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

export function Skeleton({ width = '100%', height = 16, radius = 6, className }: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return <span className={`skeleton${className ? ` ${className}` : ''}`} style={style} aria-hidden="true" />;
}

/**
 * `count` text lines; the last one shorter. Announced once as "loading" to assistive tech.
 * `fill`: at least a screen tall, for content that will be (a form longer than the screen), so that
 * what follows starts below the fold and does not move on screen when the content arrives.
 */
export function SkeletonLines({ count = 3, label, fill = false }: { count?: number; label?: string; fill?: boolean }) {
  return (
    <div className={fill ? 'skeleton-lines skeleton-fill' : 'skeleton-lines'} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} width={i === count - 1 && count > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}

/**
 * A grid of tile placeholders (game tiles, shortcuts). `fill`: at least a screen tall, for a list
 * that will be longer than the screen, so that what follows it starts below the fold and does not
 * move on screen when the list arrives.
 */
export function SkeletonTiles({
  count = 6,
  columns = 3,
  height = 96,
  label,
  fill = false,
}: {
  count?: number;
  columns?: number;
  height?: number;
  label?: string;
  fill?: boolean;
}) {
  return (
    <div
      className={fill ? 'skeleton-tiles skeleton-fill' : 'skeleton-tiles'}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius={10} />
      ))}
    </div>
  );
}
