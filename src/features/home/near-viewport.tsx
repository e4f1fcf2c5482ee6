// Renders its children once the placeholder comes within 300 px of the viewport (or at once
// where IntersectionObserver does not exist), so that below-the-fold chunks load only on scroll.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function NearViewport({ children, placeholderHeight }: { children: ReactNode; placeholderHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '300px 0px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
}
