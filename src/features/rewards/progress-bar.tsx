// A labelled progress bar (level progress of the member-services screens).
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="rw-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="rw-bar__fill" style={{ width: `${String(percent)}%` }} />
    </div>
  );
}
