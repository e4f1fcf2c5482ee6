// Red envelope rain (/m/redRain): the next sessions (time in the platform's time zone, prize
// pool, live or upcoming), whether the member qualifies today (deposit so far against the
// minimum) and the rules, all from the platform.
import { useTranslation } from 'react-i18next';
import { useRedRain, type RedRain } from '@/api/endpoints/red-rain';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { QueryView } from '@/ui/query-view';
import { Icon } from '@/ui/icon';
import { formatMoney, Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import '@/features/agent/agent.css';
import { RouteLink } from '@/shell/route-link';

function when(iso: string, timeZone: string, language: string) {
  const d = new Date(iso);
  const locale = language === 'TY' ? 'fil-PH' : 'en-PH';
  return {
    day: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(d),
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(d),
  };
}

function Rules({ r }: { r: RedRain }) {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const m = (v: string) => formatMoney(v, config.currency.symbol);
  const rules = [
    t('rain.rule.schedule', { minutes: r.durationMinutes }),
    t('rain.rule.deposit', { amount: m(r.minDeposit) }),
    t('rain.rule.grabs', { count: r.grabsPerSession }),
    t('rain.rule.packets', { min: m(r.minPacket), max: m(r.maxPacket) }),
    t('rain.rule.wallet'),
    t('rain.rule.fair'),
  ];
  return (
    <ol className="rain-rules">
      {rules.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ol>
  );
}

function RedRainScreen() {
  const { t, i18n } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const rain = useRedRain(viewer.session?.token);
  const sym = config.currency.symbol;
  return (
    <Page>
      <QueryView query={rain} loading={<SkeletonLines count={8} label={t('loading')} />}>
        {(r) => {
          const next = r.sessions[0];
          const nextWhen = next ? when(next.startsAt, r.timeZone, i18n.language) : null;
          return (
            <>
              <section className="rain-hero" aria-labelledby="rain-next">
                <span className="rain-hero__icon" aria-hidden="true">
                  <Icon name="gift" size={40} />
                </span>
                <p id="rain-next" className="rain-hero__label">
                  {next?.status === 'live' ? t('rain.liveNow') : t('rain.next')}
                </p>
                {next && nextWhen ? (
                  <>
                    <p className="rain-hero__time">
                      {nextWhen.day} · {nextWhen.time}
                    </p>
                    <p className="rain-hero__pool">
                      {t('rain.pool')} <Money value={next.pool} symbol={sym} />
                    </p>
                  </>
                ) : null}
              </section>

              <section className={`card rain-eligibility${r.eligible ? ' is-eligible' : ''}`} aria-labelledby="rain-eligibility">
                <h2 id="rain-eligibility" className="section__title">
                  {r.eligible ? t('rain.eligible') : t('rain.notEligible')}
                </h2>
                <p className="muted">
                  {t('rain.depositToday')} <Money value={r.todayDeposit} symbol={sym} /> / <Money value={r.minDeposit} symbol={sym} />
                </p>
                {!r.eligible ? (
                  <RouteLink to="deposit" className="button button--primary button--small">
                    {t('action.deposit')}
                  </RouteLink>
                ) : null}
              </section>

              <Section title={t('rain.sessions')}>
                <ul className="rain-sessions">
                  {r.sessions.map((s) => {
                    const w = when(s.startsAt, r.timeZone, i18n.language);
                    const end = when(s.endsAt, r.timeZone, i18n.language);
                    return (
                      <li key={s.startsAt} className="rain-session">
                        <span className="rain-session__when">
                          <span>
                            <strong>{w.time}</strong> – {end.time}
                          </span>
                          <span className="muted">{w.day}</span>
                        </span>
                        <Money value={s.pool} symbol={sym} />
                        <span className={`status-pill status-pill--${s.status === 'live' ? 'pending' : 'none'}`}>{t(`rain.status.${s.status}`)}</span>
                      </li>
                    );
                  })}
                </ul>
                <p className="muted">{t('rain.timeZone', { zone: r.timeZone })}</p>
              </Section>

              <Section title={t('rain.rules')}>
                <Rules r={r} />
              </Section>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

export default RedRainScreen;
