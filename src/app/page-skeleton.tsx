// What a page shows while its code or data loads: blocks of the page's rough shape.
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page skeleton-fill" role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Skeleton height={120} radius={12} />
      <SkeletonLines count={3} />
      <Skeleton height={64} radius={12} />
      <Skeleton height={64} radius={12} />
    </div>
  );
}
