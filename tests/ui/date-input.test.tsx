// Date fields write their date as the site does (src/engine/time.ts: DD/MM/YYYY, YYYY/MM/DD in
// Chinese), not in the device's format a browser's date input uses; the input under the text keeps
// the YYYY-MM-DD value, its label and its events.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RangePicker, type DateRange } from '@/ui/range-picker';
import { Field } from '@/ui/input-field';
import { REPORT_RANGE_RULES } from '@/engine/report-range';
import { DATE_FIELD_FORMAT, setDateLanguage } from '@/engine/time';

function Range({ initial }: { initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <RangePicker range={range} onChange={setRange} rules={REPORT_RANGE_RULES} />
      <output>{`${range.startDate}..${range.endDate}`}</output>
    </>
  );
}

function Birthday({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <Field label="Birthday" value={value} onChange={setValue} date={DATE_FIELD_FORMAT} error={error} />;
}

/** What the box shows beside its input: the visible text, not the input's value. */
const shownBeside = (input: HTMLElement) => input.parentElement?.querySelector('[aria-hidden="true"]')?.textContent;

afterEach(() => setDateLanguage('EN'));

describe('a date field', () => {
  it('shows the range as the site writes dates, with the dates as values of the labelled inputs', () => {
    setDateLanguage('TY');
    render(<Range initial={{ startDate: '2026-11-02', endDate: '2026-11-28' }} />);
    const from = screen.getByLabelText('range.from');
    expect(from).toHaveValue('2026-11-02');
    expect(shownBeside(from)).toBe('02/11/2026');
    expect(shownBeside(screen.getByLabelText('range.to'))).toBe('28/11/2026');
    expect(screen.queryByText('11/02/2026')).toBeNull();
  });

  it('follows a date picked in the input, and writes it year first in Chinese', () => {
    setDateLanguage('CN');
    render(<Range initial={{ startDate: '2026-11-02', endDate: '2026-11-28' }} />);
    const from = screen.getByLabelText('range.from');
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-20..2026-11-28');
    expect(shownBeside(from)).toBe('2026/11/20');
  });

  it('keeps the range when the input is cleared (a date half typed)', () => {
    render(<Range initial={{ startDate: '2026-11-02', endDate: '2026-11-28' }} />);
    fireEvent.change(screen.getByLabelText('range.from'), { target: { value: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-02..2026-11-28');
  });

  it('in a form, shows how to write the date while empty, then the date, and passes its error to the input', () => {
    render(<Birthday error="Enter your birthday" />);
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('type', 'date');
    expect(shownBeside(input)).toBe('DD/MM/YYYY');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your birthday');
    fireEvent.change(input, { target: { value: '1990-03-07' } });
    expect(input).toHaveValue('1990-03-07');
    expect(shownBeside(input)).toBe('07/03/1990');
  });
});
