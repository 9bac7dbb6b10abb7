import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EXCHANGE_MAX_ITEMS, RECHARGE_MAX_BONUS_PERCENT, RETRIEVAL_TIMINGS, STEAM_TRADE_LIMIT_DAYS } from '@lootbay/shared/constants';
import { Icon, type IconName } from '../../components/ui/icon';
import './box-pages.css';
import './help-page.css';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { SupportHelpCard } from '../../features/messages/components/support-help-card';
import { useTranslation } from '../../lib/i18n';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The help centre's topics, in reading order; each is an anchor (`/help#bind-steam`). */
const TOPICS: readonly { readonly id: string; readonly icon: IconName; readonly title: 'help.bindTitle' | 'help.limitsTitle' | 'help.retrievalTitle' | 'help.shopTitle' | 'help.fairTitle' | 'help.rechargeTitle' | 'help.responsibleTitle' }[] = [
  { id: 'bind-steam', icon: 'backpack', title: 'help.bindTitle' },
  { id: 'trade-limits', icon: 'warning', title: 'help.limitsTitle' },
  { id: 'retrieval', icon: 'download', title: 'help.retrievalTitle' },
  { id: 'shop', icon: 'store', title: 'help.shopTitle' },
  { id: 'fairness', icon: 'shield', title: 'help.fairTitle' },
  { id: 'recharge', icon: 'wallet', title: 'help.rechargeTitle' },
  { id: 'responsible-play', icon: 'clock', title: 'help.responsibleTitle' },
];

/** `/help`: binding Steam, Steam's trade restrictions, how a retrieval goes, the shop's exchanges, checking fairness, recharging and responsible play. */
export default function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [login, setLogin] = useState(false);

  // The page arrives after the browser looked for the anchor: a link such as /help#fairness lands on its topic once drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="container box-page help">
      <h1 className="box-page__heading">{t('screens.help.title')}</h1>
      <p className="box-page__lead">{t('help.lead')}</p>
      <SupportHelpCard onSignIn={() => setLogin(true)} />
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
      <div className="help__layout">
        <nav className="help__topics" aria-label={t('help.topics')}>
          {TOPICS.map((topic) => (
            <a key={topic.id} href={`#${topic.id}`} className="help__topic">
              <Icon name={topic.icon} size={16} /> {t(topic.title)}
            </a>
          ))}
        </nav>
        <div className="help__articles">
          <section id="bind-steam" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.bindTitle')}</h2>
            <ol>
              <li>{t('profile.howToBind1')}</li>
              <li>{t('profile.howToBind2')}</li>
              <li>{t('profile.howToBind3')}</li>
              <li>{t('profile.howToBind4')}</li>
            </ol>
            <p>
              {t('help.bindWhere')} <Link to="/user?tab=1">{t('help.bindGo')}</Link>
            </p>
          </section>
          <section id="trade-limits" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.limitsTitle')}</h2>
            <p>{t('help.limitsLead')}</p>
            <ul>
              <li>{t('profile.limitToken', { days: STEAM_TRADE_LIMIT_DAYS.tokenWait })}</li>
              <li>{t('profile.limitPasswordReset', { days: STEAM_TRADE_LIMIT_DAYS.afterPasswordReset })}</li>
              <li>{t('profile.limitInactive', { days: STEAM_TRADE_LIMIT_DAYS.afterInactivity })}</li>
              <li>{t('profile.limitNewDevice', { days: STEAM_TRADE_LIMIT_DAYS.newDevice })}</li>
            </ul>
          </section>
          <section id="retrieval" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.retrievalTitle')}</h2>
            <ol>
              <li>{t('help.retrievalStep1')}</li>
              <li>{t('retrieval.timingQuote', { min: RETRIEVAL_TIMINGS.quote.min / MINUTE_MS, max: RETRIEVAL_TIMINGS.quote.max / HOUR_MS })}</li>
              <li>
                {t('retrieval.timingShipping', {
                  autoMin: RETRIEVAL_TIMINGS.automaticShipping.min / MINUTE_MS,
                  autoMax: RETRIEVAL_TIMINGS.automaticShipping.max / MINUTE_MS,
                  manualMax: RETRIEVAL_TIMINGS.manualShipping.max / HOUR_MS,
                  within: RETRIEVAL_TIMINGS.shipWithin / HOUR_MS,
                })}
              </li>
              <li>{t('retrieval.timingAccept', { hours: RETRIEVAL_TIMINGS.offerAcceptWithin / HOUR_MS })}</li>
            </ol>
            <p>{t('help.retrievalStock', { min: RETRIEVAL_TIMINGS.stockFill.min / HOUR_MS, max: RETRIEVAL_TIMINGS.stockFill.max / HOUR_MS })}</p>
            <p>{t('help.retrievalCancel', { days: RETRIEVAL_TIMINGS.adviseCancelAfter / DAY_MS })}</p>
            <p>
              <Link to="/bag?view=retrievals">{t('help.retrievalGo')}</Link>
            </p>
          </section>
          <section id="shop" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.shopTitle')}</h2>
            <p>{t('help.shopBuy')}</p>
            <p>{t('help.shopExchange', { max: EXCHANGE_MAX_ITEMS })}</p>
            <p>
              <Link to="/shop">{t('help.shopGo')}</Link>
            </p>
          </section>
          <section id="fairness" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.fairTitle')}</h2>
            <ol>
              <li>{t('help.fairStep1')}</li>
              <li>{t('help.fairStep2')}</li>
              <li>{t('help.fairStep3')}</li>
            </ol>
            <p>
              <Link to="/fair">{t('help.fairGo')}</Link>
            </p>
          </section>
          <section id="recharge" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.rechargeTitle')}</h2>
            <p>{t('help.rechargeText1', { bonus: RECHARGE_MAX_BONUS_PERCENT })}</p>
            <p>{t('help.rechargeText2')}</p>
            <p>{t('help.rechargeText3')}</p>
            <p>
              <Link to="/recharge">{t('help.rechargeGo')}</Link>
            </p>
          </section>
          <section id="responsible-play" className="box-page__panel help__article">
            <h2 className="box-page__title">{t('help.responsibleTitle')}</h2>
            <p>{t('help.responsibleText1')}</p>
            <p>{t('help.responsibleText2')}</p>
            <p>{t('help.responsibleText3')}</p>
            <p className="help__links">
              <Link to="/user?tab=9">{t('help.responsibleGo')}</Link>
              <Link to="/user?tab=10">{t('help.responsibleStats')}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
