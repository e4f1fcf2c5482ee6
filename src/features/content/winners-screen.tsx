// Winner board (/m/winners): every recent big win (game icon, member, game, amount) with the
// total paid out, filterable by game.
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWinners } from '@/api/endpoints/winners';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { QueryView } from '@/ui/query-view';
import { Money } from '@/ui/money';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { centsOf, decimalOf } from '@/features/content/pool';
import { WinnersList } from '@/features/content/winners-list';
import '@/features/content/content.css';
import { RouteLink } from '@/shell/route-link';

export default function WinnersScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useSnapshot(languageStore).language;
  const winners = useWinners(language);
  const [game, setGame] = useState('');
  return (
    <QueryView query={winners} loading={<SkeletonLines count={8} label={t('section.loading', { ns: 'common' })} />}>
      {(data) => {
        const all = data.list;
        const games = [...new Set(all.map((w) => w.vo.gameName))].sort();
        // Biggest first: the rank is the place by amount.
        const list = (game ? all.filter((w) => w.vo.gameName === game) : [...all]).sort(
          (a, b) => (centsOf(b.vo.winAmount) ?? 0) - (centsOf(a.vo.winAmount) ?? 0),
        );
        const total = list.reduce((sum, w) => sum + (centsOf(w.vo.winAmount) ?? 0), 0);
        return (
          <Page className="winners-page">
            <div className="card winners-summary">
              <span className="muted">{t('winnersPage.total', { count: list.length })}</span>
              <Money className="winners-summary__amount" value={decimalOf(total)} symbol={config.currency.symbol} />
            </div>
            <label className="field winners-filter">
              <span className="field__label">{t('winnersPage.game')}</span>
              <select value={game} onChange={(e) => setGame(e.target.value)}>
                <option value="">{t('winnersPage.allGames')}</option>
                {games.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </label>
            {list.length === 0 ? <p className="muted">{t('winnersPage.empty')}</p> : null}
            <WinnersList winners={list} symbol={config.currency.symbol} label={t('winners.title')} />
            <RouteLink to="rng" className="button button--primary button--block">
              {t('winners.playNow')}
            </RouteLink>
          </Page>
        );
      }}
    </QueryView>
  );
}
