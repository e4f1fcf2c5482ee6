// The page shown instead of the app when the merchant file cannot be used.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { loadMerchantConfig } from '@/config/load';
import { initI18n } from '@/i18n/setup';
import { MerchantErrorPage } from '@/features/system/merchant-error-page';
import { readMerchantFile } from './harness';

const served = (files: Record<string, unknown>) => async (url: string) => {
  const name = url.replace(/^.*\/merchants\//, '');
  return name in files
    ? new Response(JSON.stringify(files[name]), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response('Not found', { status: 404 });
};

describe('merchant error page', () => {
  it('names the merchant and lists whitelabel.CBS3 for "CBS3": "yes"', async () => {
    const demo = readMerchantFile('demo.json');
    const file = { ...demo, whitelabel: { CBS3: 'yes' } };
    const result = await loadMerchantConfig(
      { code: 'demo', source: 'query' },
      served({ 'demo.json': file, '_defaults.json': readMerchantFile('_defaults.json') }),
    );
    if (result.ok) throw new Error('expected a failure');
    const i18n = await initI18n('EN');
    render(
      <I18nextProvider i18n={i18n}>
        <MerchantErrorPage failure={result} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This site's configuration has errors");
    expect(screen.getByText(/merchant "demo"/)).toBeInTheDocument();
    expect(screen.getByText('whitelabel.CBS3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Problems' })).toHaveTextContent('whitelabel.CBS3: expected boolean');
  });

  it('names an unknown merchant', async () => {
    const result = await loadMerchantConfig({ code: 'nosuchcasino', source: 'query' }, served({}));
    if (result.ok) throw new Error('expected a failure');
    const i18n = await initI18n('TY');
    render(
      <I18nextProvider i18n={i18n}>
        <MerchantErrorPage failure={result} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Hindi kilalang merchant' })).toBeInTheDocument();
    expect(screen.getByText(/nosuchcasino/)).toBeInTheDocument();
  });

  it("says 'No Internet' with a retry when the device is offline, in the visitor's language", async () => {
    const noNetwork = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const result = await loadMerchantConfig({ code: 'manila', source: 'host' }, noNetwork, () => false);
    if (result.ok) throw new Error('expected a failure');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const en = render(
      <I18nextProvider i18n={await initI18n('EN')}>
        <MerchantErrorPage failure={result} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('main', { name: 'No Internet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No Internet');
    // No merchant is named: offline, which merchant this host serves is not known.
    expect(screen.queryByText(/manila/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    en.unmount();
    render(
      <I18nextProvider i18n={await initI18n('TY')}>
        <MerchantErrorPage failure={result} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Walang internet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
  });
});
