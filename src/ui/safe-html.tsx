// Platform HTML (announcements, help, messages) rendered safely: DOMPurify removes scripts and
// inline handlers; links are rewritten so that in-app paths navigate inside the app, other
// http(s) links open in a new tab with rel="noopener noreferrer", and every other scheme is
// dropped (the link keeps its text).
import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { useNavigate } from 'react-router-dom';

/** Sanitises HTML and rewrites its links; pure apart from DOMPurify (works on a detached DOM). */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|#)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of Array.from(clean.querySelectorAll('a'))) {
    const href = a.getAttribute('href') ?? '';
    if (/^\/(?!\/)/.test(href)) {
      a.setAttribute('data-internal', 'true');
      a.removeAttribute('target');
    } else if (/^https?:\/\//i.test(href)) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    } else {
      a.removeAttribute('href');
    }
  }
  const box = document.createElement('div');
  box.appendChild(clean);
  return box.innerHTML;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a[data-internal="true"]');
    if (!a) return;
    e.preventDefault();
    void navigate(a.getAttribute('href') ?? '/m/home');
  };
  // The HTML was sanitised above; this is the one place platform HTML reaches the DOM.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
