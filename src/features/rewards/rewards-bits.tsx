// Small pieces shared by the member-services screens: tabs, the refusal text of a failed call,
// a progress bar.
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { TabStrip } from '@/ui/tab-strip';

/** The text of a failed member-services call: the platform's reason when this namespace knows it. */
export function useRefusalText() {
  const { t, i18n } = useTranslation('rewards');
  return (error: unknown): string => {
    const reason = isPlatformError(error) ? error.details.reason : undefined;
    if (typeof reason === 'string' && i18n.exists(`refuse.${reason}`, { ns: 'rewards' })) return t(`refuse.${reason}`);
    return t(errorMessageKey(error), { ns: 'common' });
  };
}

export interface TabDef<K extends string> {
  id: K;
  label: string;
}

/** The member-services screens' tab strip (the shared one, with their class names). */
export function Tabs<K extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: readonly TabDef<K>[];
  current: K;
  onChange: (k: K) => void;
  label: string;
}) {
  return <TabStrip tabs={tabs} current={current} onChange={onChange} label={label} className="rw-tabs" tabClassName="rw-tab" idPrefix="rw-tab" />;
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="rw-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="rw-bar__fill" style={{ width: `${String(percent)}%` }} />
    </div>
  );
}
