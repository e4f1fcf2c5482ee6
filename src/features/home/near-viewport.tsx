// Renders its children only when the visitor brings the placeholder into view: it starts watching
// after the first scroll (so that skeletons above it, short while loading, do not pull it in on
// the first load) or, on a page too short to scroll, after SHORT_PAGE_MS. Where
// IntersectionObserver does not exist it renders at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const SHORT_PAGE_MS = 4000;

export function NearViewport({ children, placeholderHeight }: { children: ReactNode; placeholderHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const target = ref.current;
    let io: IntersectionObserver | null = null;
    const watch = () => {
      if (io) return;
      io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      }, { rootMargin: '200px 0px' });
      io.observe(target);
    };
    const onScroll = () => watch();
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    const timer = window.setTimeout(() => {
      if (document.documentElement.scrollHeight <= window.innerHeight + 1) watch();
    }, SHORT_PAGE_MS);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      io?.disconnect();
    };
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
}
