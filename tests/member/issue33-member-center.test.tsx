// Issue 33 item 13: the member center's entries beyond the spec's list (points mall, responsible
// gaming, feedback) are kept, each behind its own switch (memberCenter in the merchant file): on
// as before unless the merchant asks for the spec's list only.
import { screen, within } from '@testing-library/react';
import { merchantConfig, renderApp } from '../app/harness';
import { MEMBER_CENTER_EXTRAS, memberCenterEntryOn } from '@/engine/member-menu';
import { validateMerchant } from '@/config/validate';
import { readMerchantFile } from '../app/harness';

const slow = { timeout: 8000 };
const EXTRA_TITLES = ['Points mall', 'Responsible gaming', 'Feedback'];

async function menuTitles(edit?: (file: Record<string, unknown>) => Record<string, unknown>): Promise<string[]> {
  await renderApp('/m/member/home', { config: merchantConfig('demo', edit), session: {} });
  const menu = await screen.findByRole('navigation', { name: 'Member menu' }, slow);
  return within(menu)
    .getAllByRole('link')
    .map((a) => a.textContent?.trim() ?? '');
}

describe('the member center', () => {
  it('shows the three extra entries as before when the merchant file says nothing', async () => {
    const titles = await menuTitles();
    for (const t of EXTRA_TITLES) expect(titles).toContain(t);
  });

  it('keeps to the spec’s list where the merchant asks for it', async () => {
    const titles = await menuTitles((f) => ({ ...f, memberCenter: { specListOnly: true } }));
    for (const t of EXTRA_TITLES) expect(titles).not.toContain(t);
    expect(titles).toContain('Reward center');
  });

  it('switches each extra entry on its own', async () => {
    const titles = await menuTitles((f) => ({ ...f, memberCenter: { specListOnly: true, feedback: true } }));
    expect(titles).toContain('Feedback');
    expect(titles).not.toContain('Points mall');
    expect(titles).not.toContain('Responsible gaming');
  });
});

describe('memberCenter in the merchant file', () => {
  it.each([
    [undefined, [true, true, true]],
    [{}, [true, true, true]],
    [{ specListOnly: true }, [false, false, false]],
    [{ specListOnly: true, pointsMall: true }, [true, false, false]],
    [{ responsibleGaming: false }, [true, false, true]],
  ])('%j → points mall, responsible gaming, feedback %j', (memberCenter, on) => {
    expect(MEMBER_CENTER_EXTRAS.map((id) => memberCenterEntryOn({ memberCenter }, id))).toEqual(on);
    expect(memberCenterEntryOn({ memberCenter }, 'rewardCenter')).toBe(true);
  });

  it('a file without it validates as before; an unknown switch is refused', () => {
    const defaults = readMerchantFile('_defaults.json');
    for (const code of ['demo', 'manila', 'cebu']) expect(validateMerchant(readMerchantFile(`${code}.json`), defaults).ok).toBe(true);
    expect(validateMerchant({ ...readMerchantFile('demo.json'), memberCenter: { mall: true } }, defaults).ok).toBe(false);
  });
});
