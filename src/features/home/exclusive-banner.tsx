// Home's exclusive banner (group m_exclusive): the group's first banner.
import { useTranslation } from 'react-i18next';
import { useBanners } from '@/api/endpoints/banners';
import { QueryView } from '@/ui/query-view';
import { Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { BannerPicture } from '@/features/home/banner-picture';

export function ExclusiveBanner() {
  const { t } = useTranslation('home');
  const banners = useBanners('m_exclusive');
  return (
    <QueryView query={banners} compact loading={<Skeleton height={140} radius={12} />}>
      {(data) => {
        const first = data[0];
        if (!first) return null;
        return (
          <Section title={t('exclusive.title')}>
            <div className="home-exclusive">
              <BannerPicture banner={first} />
            </div>
          </Section>
        );
      }}
    </QueryView>
  );
}
