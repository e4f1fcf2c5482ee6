// Money left in game vendors' wallets, and the one tap that returns all of it to the main wallet
// ('Balance returned successfully').
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { useGameWallets } from '@/api/endpoints/game-wallets';
import { useRecallBalance } from '@/api/endpoints/recall-balance';
import { Money } from '@/ui/money';
import { Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { useSingleFlight } from '@/ui/use-single-flight';
import { QueryView } from '@/ui/query-view';

export function GameWalletsCard({ token, symbol }: { token: string | undefined; symbol: string }) {
  const { t } = useTranslation('wallet');
  const wallets = useGameWallets(token);
  const recall = useRecallBalance();
  const flight = useSingleFlight();
  const run = async () => {
    if (!flight.start()) return;
    try {
      await recall.mutateAsync();
      toast.success(t('recall.done'));
    } catch (e) {
      toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' }));
    } finally {
      flight.done();
    }
  };
  const empty = wallets.data?.total === '0.00';
  return (
    <Section
      title={t('recall.title')}
      action={
        <button type="button" className="button button--small button--outline" onClick={() => void run()} disabled={recall.isPending || !wallets.data}>
          {t('recall.button')}
        </button>
      }
    >
      <QueryView
        query={wallets}
        compact
        loading={<SkeletonLines count={2} label={t('loading')} />}
        empty={<p className="muted wallet-note">{t('recall.none')}</p>}
        isEmpty={() => empty}
      >
        {(data) => (
          <ul className="game-wallets" aria-label={t('recall.title')}>
            {data.wallets.map((w) => (
              <li key={w.vendor} className="game-wallets__row">
                <span>{w.name}</span>
                <Money value={w.balance} symbol={symbol} />
              </li>
            ))}
            <li className="game-wallets__row game-wallets__row--total">
              <span>{t('recall.total')}</span>
              <Money value={data.total} symbol={symbol} />
            </li>
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
