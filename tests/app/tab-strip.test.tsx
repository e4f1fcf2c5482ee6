// The shared tab strip: the WAI-ARIA tabs pattern (roving tabindex, arrows wrap, Home/End,
// selection follows focus) with the screen's own class names.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabStrip } from '@/ui/tab-strip';

const TABS = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week', className: 'tab--mine' },
  { id: 'month', label: 'Month' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Strip({ onChange }: { onChange?: (id: Id) => void }) {
  const [current, setCurrent] = useState<Id>('day');
  return (
    <>
      <TabStrip<Id>
        tabs={TABS}
        current={current}
        onChange={(id) => {
          setCurrent(id);
          onChange?.(id);
        }}
        label="Period"
        className="strip"
        tabClassName="tab"
        activeClassName="tab--active"
        idPrefix="p-tab"
        panelPrefix="p-panel"
      />
      <p>shown: {current}</p>
    </>
  );
}

describe('TabStrip', () => {
  it('names the strip, selects one tab and keeps only it in the tab order', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Period' })).toHaveClass('strip');
    const day = screen.getByRole('tab', { name: 'Day' });
    expect(day).toHaveAttribute('aria-selected', 'true');
    expect(day).toHaveAttribute('tabindex', '0');
    expect(day).toHaveClass('tab', 'tab--active');
    expect(day).toHaveAttribute('id', 'p-tab-day');
    expect(day).toHaveAttribute('aria-controls', 'p-panel-day');
    const week = screen.getByRole('tab', { name: 'Week' });
    expect(week).toHaveAttribute('aria-selected', 'false');
    expect(week).toHaveAttribute('tabindex', '-1');
    expect(week).toHaveClass('tab', 'tab--mine');
    expect(week).not.toHaveClass('tab--active');
  });

  it.each([
    ['{ArrowRight}', 'week'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', 'day'],
    ['{ArrowLeft}', 'month'],
    ['{End}', 'month'],
    ['{End}{Home}', 'day'],
  ])('%s selects and focuses %s', async (keys, expected) => {
    const user = userEvent.setup();
    render(<Strip />);
    await user.click(screen.getByRole('tab', { name: 'Day' }));
    await user.keyboard(keys);
    const tab = screen.getByRole('tab', { selected: true });
    expect(tab).toHaveAttribute('id', `p-tab-${expected}`);
    expect(tab).toHaveFocus();
    expect(screen.getByText(`shown: ${expected}`)).toBeInTheDocument();
  });

  it('Tab leaves the strip from the selected tab; a click selects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Strip onChange={onChange} />
        <button type="button">after</button>
      </>,
    );
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    expect(onChange).toHaveBeenLastCalledWith('month');
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });
});
