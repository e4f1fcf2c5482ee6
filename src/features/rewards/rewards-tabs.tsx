// The member-services screens' tab strip (the shared one, with their class names).
import { TabStrip } from '@/ui/tab-strip';

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
