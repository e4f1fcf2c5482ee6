// Home's follow-us icons: the merchant's social links from the download links, external only.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { classifyUrl } from '@/config/url-gate';
import { Section } from '@/ui/page';

const SOCIALS = ['FACEBOOK', 'INSTAGRAM', 'TWITTER'] as const;
const SOCIAL_ICONS: Record<(typeof SOCIALS)[number], ReactNode> = {
  FACEBOOK: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H16l.6-4h-3.1V8.9c0-.6.3-.9.9-.9Z" fill="currentColor" stroke="none" />,
  INSTAGRAM: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  TWITTER: <path d="M4 4l16 16M20 4L4 20" />,
};

export function FollowUs() {
  const { t } = useTranslation('home');
  const links = useDownloadLinks();
  const present = SOCIALS.flatMap((type) => {
    const verdict = classifyUrl(links.data?.find((l) => l.resourceType === type)?.url, window.location.origin);
    return verdict.kind === 'external' ? [{ type, url: verdict.href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <Section title={t('follow.title')}>
      <ul className="follow-us">
        {present.map((s) => (
          <li key={s.type}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={t(`follow.${s.type}`)} className="follow-us__link">
              <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
                {SOCIAL_ICONS[s.type]}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
