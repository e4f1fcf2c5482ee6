// Small pieces shared by the member-services screens: tabs, the refusal text of a failed call,
// a progress bar.
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isPlatformError } from '@/api/errors';

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
  return (
    <div className="rw-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`rw-tab-${tab.id}`}
          aria-selected={tab.id === current}
          className="rw-tab"
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="rw-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="rw-bar__fill" style={{ width: `${String(percent)}%` }} />
    </div>
  );
}
