// Home's exclusive banner (group m_exclusive): the group's first banner.
import { useTranslation } from 'react-i18next';
import { useBanners } from '@/api/endpoints/banners';
import { ErrorState } from '@/ui/error-state';
import { Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { BannerPicture } from '@/features/home/banner-picture';

export function ExclusiveBanner() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_exclusive');
  if (banners.isError) return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  if (!banners.data) return <Skeleton height={140} radius={12} />;
  const first = banners.data[0];
  if (!first) return null;
  return (
    <Section title={t('exclusive.title')}>
      <div className="home-exclusive">
        <BannerPicture banner={first} />
      </div>
    </Section>
  );
}
