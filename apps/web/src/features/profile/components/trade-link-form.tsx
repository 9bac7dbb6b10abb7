import type { FormEvent } from 'react';
import { STEAM_TRADE_LIMIT_DAYS } from '@lootbay/shared/constants';
import { tradeUrlSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useBindTradeUrl } from '../api/bind-trade-url';
import { useForm } from '../../../lib/use-form';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';

/** Where a player finds their own trade link. */
const STEAM_TRADE_URL_PAGE = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/** The Steam trade link, with how to find it and the trade restrictions Steam imposes (left to the help centre when `compact`). */
export function TradeLinkForm({ member, compact = false }: { member: MemberUser; compact?: boolean }) {
  const { t } = useTranslation();
  const form = useForm({ initial: { url: member.tradeUrl ?? '' }, rules: () => ({ url: tradeUrlSchema }), otherRefusals: 'url' });
  const bind = useBindTradeUrl();
  const problem = form.problem('url');
  const unchanged = form.values.url.trim() === (member.tradeUrl ?? '');

  function submit(event: FormEvent): void {
    form.submit(event, async ({ url }) => {
      if (unchanged) return;
      await bind.mutateAsync(url.trim());
      form.reset({ url });
      showToast('success', t('profile.tradeSaved'));
    });
  }

  return (
    <div className="pf-trade">
      <form className="pf-form" noValidate onSubmit={submit}>
        <TextField
          label={t('profile.tradeUrl')}
          icon="backpack"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck="false"
          placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
          hint={member.tradeUrl ? t('profile.tradeBound') : t('profile.tradeHint')}
          {...form.field('url')}
        />
        <div className="pf-actions">
          <Button type="submit" disabled={form.submitting || unchanged || problem !== null}>
            {form.submitting ? t('profile.tradeChecking') : member.tradeUrl ? t('profile.tradeChange') : t('profile.tradeBind')}
          </Button>
          <a className="pf-link" href={STEAM_TRADE_URL_PAGE} target="_blank" rel="noreferrer noopener">
            {t('profile.tradeFind')}
            <Icon name="chevronRight" size={14} />
          </a>
        </div>
      </form>
      {!compact && (
      <div className="pf-help">
        <details className="pf-help__item" open>
          <summary>
            <Icon name="help" size={16} />
            {t('profile.howToBindTitle')}
          </summary>
          <ol className="pf-help__steps">
            <li>{t('profile.howToBind1')}</li>
            <li>{t('profile.howToBind2')}</li>
            <li>{t('profile.howToBind3')}</li>
            <li>{t('profile.howToBind4')}</li>
          </ol>
        </details>
        <details className="pf-help__item" open>
          <summary>
            <Icon name="warning" size={16} />
            {t('profile.tradeLimitsTitle')}
          </summary>
          <ul className="pf-help__limits">
            <li>{t('profile.limitToken', { days: STEAM_TRADE_LIMIT_DAYS.tokenWait })}</li>
            <li>{t('profile.limitPasswordReset', { days: STEAM_TRADE_LIMIT_DAYS.afterPasswordReset })}</li>
            <li>{t('profile.limitInactive', { days: STEAM_TRADE_LIMIT_DAYS.afterInactivity })}</li>
            <li>{t('profile.limitNewDevice', { days: STEAM_TRADE_LIMIT_DAYS.newDevice })}</li>
          </ul>
        </details>
      </div>
      )}
    </div>
  );
}
