// Merchant-agnostic UI pieces: money without float math, badges, the error state's retry.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { PlatformError } from '@/api/errors';
import { initI18n } from '@/i18n/setup';
import { countBadgeText } from '@/ui/badge';
import { ErrorState } from '@/ui/error-state';
import { Balance, formatCount, formatDecimal, formatMoney, Money } from '@/ui/money';
import { systemGate } from '@/app/system-gate';

describe('money', () => {
  it('formats decimal strings with two decimals and separators, no floating point', () => {
    expect(formatMoney('10000.00', '₱')).toBe('₱10,000.00');
    expect(formatMoney('0.1', '₱')).toBe('₱0.10');
    expect(formatMoney('-5', '₱')).toBe('-₱5.00');
    expect(formatDecimal('9007199254740993.005')).toBe('9,007,199,254,740,993.01');
    expect(formatDecimal('999.995')).toBe('1,000.00');
    expect(formatDecimal('-0.001')).toBe('0.00');
    expect(formatDecimal('abc')).toBeNull();
    expect(formatDecimal('')).toBeNull();
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [205_123_456, '205,123,456'],
    [-1234, '-1,234'],
    [12.9, '12'],
  ])('counts: %s → %s, as en-PH groups them', (n, text) => {
    expect(formatCount(n)).toBe(text);
    if (Number.isInteger(n)) expect(formatCount(n)).toBe(n.toLocaleString('en-PH'));
  });

  it('masks as asterisks', async () => {
    const i18n = await initI18n('EN');
    render(
      <I18nextProvider i18n={i18n}>
        <Money value="10000.00" symbol="₱" hidden />
      </I18nextProvider>,
    );
    expect(screen.getByText('₱******')).toBeInTheDocument();
  });

  it("a balance's first load is the placeholder; a refresh of a known balance masks it (the spec)", async () => {
    const i18n = await initI18n('EN');
    const wrapper = ({ children }: { children: React.ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { container, rerender } = render(<Balance value={undefined} symbol="₱" hidden={false} refreshing onRefresh={() => undefined} />, { wrapper });
    expect(container.querySelector('.money')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-masked]')).toBeNull();
    rerender(<Balance value="10000.00" symbol="₱" hidden={false} refreshing onRefresh={() => undefined} />);
    expect(container.querySelector('.money')).toHaveAttribute('data-masked', 'true');
    rerender(<Balance value="10000.00" symbol="₱" hidden={false} refreshing={false} onRefresh={() => undefined} />);
    expect(screen.getByText('₱10,000.00')).toBeInTheDocument();
  });

  it('while loading, shows a busy placeholder, not the hidden-balance mask', async () => {
    const i18n = await initI18n('EN');
    const { container, rerender } = render(<Money value={undefined} symbol="₱" />, {
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });
    const money = container.querySelector('.money');
    expect(money).toHaveAttribute('aria-busy', 'true');
    expect(money).not.toHaveAttribute('data-masked');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // The asterisks only keep the placeholder's size: hidden from assistive tech.
    expect(screen.getByText('₱******')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Money value="1234.5" symbol="₱" />);
    expect(container.querySelector('.money')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('₱1,234.50')).toBeInTheDocument();
  });
});

describe('badges and gate', () => {
  it('caps at 99+ and hides zero', () => {
    expect(countBadgeText(0)).toBe('');
    expect(countBadgeText(5)).toBe('5');
    expect(countBadgeText(100)).toBe('99+');
  });

  it('maintenance wins over region restriction', () => {
    expect(systemGate({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(systemGate({ maintenance: false, regionRestriction: true })).toBe('restricted');
    expect(systemGate({ maintenance: false, regionRestriction: false })).toBe('normal');
    expect(systemGate(undefined)).toBe('normal');
  });
});

describe('ErrorState', () => {
  it("shows 'Loading failed, click to retry' as a button that retries", async () => {
    const i18n = await initI18n('EN');
    const retry = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorState error={new PlatformError('unavailable')} onRetry={retry} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says 'Slow Connection' and 'No Internet'", async () => {
    const i18n = await initI18n('EN');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ErrorState error={new PlatformError('timeout')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Slow Connection')).toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ErrorState error={new PlatformError('offline')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('No Internet')).toBeInTheDocument();
  });
});
