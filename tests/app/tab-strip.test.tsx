// The shared tab strip: the WAI-ARIA tabs pattern (roving tabindex, arrows wrap, Home/End,
// selection follows focus) with the screen's own class names, and a strip wider than its screen
// that keeps the selected tab in full view.
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

function Strip({ onChange, initial = 'day' }: { onChange?: (id: Id) => void; initial?: Id }) {
  const [current, setCurrent] = useState<Id>(initial);
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

/**
 * Lays the strip out the way a phone would (jsdom has no layout): the strip is `stripWidth` px
 * wide, each tab 110 px with a 10 px gap, so the three tabs need 350 px and scroll with the strip.
 */
function layOut(stripWidth: number) {
  const rect = (left: number, width: number) =>
    ({ left, right: left + width, x: left, y: 0, top: 0, bottom: 40, width, height: 40, toJSON: () => ({}) }) as DOMRect;
  const content = 3 * 110 + 2 * 10;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? Math.max(content, stripWidth) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? stripWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('role') === 'tablist') return rect(0, stripWidth);
    const strip = this.parentElement;
    if (this.getAttribute('role') !== 'tab' || !strip) return rect(0, 0);
    return rect(120 * [...strip.children].indexOf(this) - strip.scrollLeft, 110);
  });
}

describe('TabStrip wider than its screen', () => {
  it('scrolls a half-hidden tab into full view when it is chosen, and back for the first', async () => {
    layOut(300);
    const user = userEvent.setup();
    render(<Strip />);
    const strip = screen.getByRole('tablist', { name: 'Period' });
    expect(strip.scrollLeft).toBe(0);
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    // Month spans 240-350 in a 300 px strip: 50 px to the left shows all of it.
    expect(strip.scrollLeft).toBe(50);
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    expect(strip.scrollLeft).toBe(50);
    await user.keyboard('{Home}');
    expect(strip.scrollLeft).toBe(0);
  });

  it('draws with a selected tab past the edge already in view', () => {
    layOut(300);
    render(<Strip initial="month" />);
    expect(screen.getByRole('tablist', { name: 'Period' }).scrollLeft).toBe(50);
  });

  it('never scrolls a strip that fits', async () => {
    layOut(400);
    const user = userEvent.setup();
    render(<Strip initial="month" />);
    const strip = screen.getByRole('tablist', { name: 'Period' });
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    expect(strip.scrollLeft).toBe(0);
  });
});
