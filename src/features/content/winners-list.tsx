// The ranked list of winners (the jackpot page's recent winners, the winners page): rank, the
// game's icon, the winner and the game, the amount won.
import type { Winners } from '@/api/endpoints/winners';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { Money } from '@/ui/money';

type Winner = Winners['list'][number];

export function WinnersList({ winners, symbol, label }: { winners: readonly Winner[]; symbol: string; label?: string }) {
  const config = useMerchant();
  return (
    <ol className="winners-list" aria-label={label}>
      {winners.map((w, i) => (
        <li key={`${w.vo.customerName}-${w.vo.gameName}-${i}`} className="winners-row">
          <span className="winners-row__rank">{i + 1}</span>
          <img src={resolveImageUrl(w.vo.iconUrl, config.imageCdns)} alt="" width={40} height={40} loading="lazy" />
          <span className="winners-row__who">
            <strong>{w.vo.customerName}</strong>
            <span className="muted">{w.vo.gameName}</span>
          </span>
          <Money className="winners-row__amount" value={w.vo.winAmount} symbol={symbol} />
        </li>
      ))}
    </ol>
  );
}
