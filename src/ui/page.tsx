// Page layout pieces shared by screens. The shell reserves the header and footer heights, so a
// screen only lays out its own content.
import type { ReactNode } from 'react';

export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`page${className ? ` ${className}` : ''}`}>{children}</div>;
}

export function Section({ title, action, children, className }: { title?: ReactNode; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`section${className ? ` ${className}` : ''}`}>
      {title || action ? (
        <div className="section__head">
          {title ? <h2 className="section__title">{title}</h2> : <span />}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A centred message with an icon area: empty lists, system pages. */
export function Notice({ icon, title, children, level = 2 }: { icon?: ReactNode; title: ReactNode; children?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="notice">
      {icon ? <div className="notice__icon">{icon}</div> : null}
      <Heading className="notice__title">{title}</Heading>
      {children}
    </div>
  );
}
