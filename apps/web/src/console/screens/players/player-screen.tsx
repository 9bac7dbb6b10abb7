import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CURRENCIES, type Currency } from '@lootbay/shared/constants';
import { parseMoney } from '@lootbay/shared/money';
import { correctionSchema, playerFreezeAnswerSchema, playerProfileSchema, playerSessionsRevokedSchema, type PlayerProfile, type PlayerSession } from '@lootbay/shared/schemas/console-players';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { Field } from '../../ui/field';
import { formatMoment, money } from '../../ui/format';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';
import { PlayerBadges } from './player-badges';
import { BackpackTab, LedgerTab, OpensTab, SessionsTab } from './player-tabs';

const TABS = ['overview', 'ledger', 'backpack', 'opens', 'sessions'] as const;
type Tab = (typeof TABS)[number];

function signedHundredths(text: string): number | null {
  try {
    const value = parseMoney(text);
    return value === 0 ? null : value;
  } catch {
    return null;
  }
}

function Overview({ profile }: { profile: PlayerProfile }) {
  const t = useConsoleTexts().players;
  const { currencyNames } = useConsoleTexts().common;
  const facts: [string, string][] = [
    [t.userId, profile.userId],
    [t.account, profile.account],
    [t.mobile, profile.mobile ?? '—'],
    [t.inviteCode, profile.inviteCode],
    [t.inviter, profile.inviter ? `${profile.inviter.nickname} (${profile.inviter.userId})` : '—'],
    [t.level, `${profile.level.level} · ${profile.level.experience}`],
    [t.realName, profile.realName.verified ? `${profile.realName.name ?? ''} ${profile.realName.idNumber ?? ''}` : '—'],
    [t.tradeUrl, profile.tradeUrl ?? '—'],
    [t.createdAt, formatMoment(profile.createdAt)],
    [t.lastFreeze, profile.lastFreeze ? `${profile.lastFreeze.frozen ? t.frozen : t.unfreeze} · ${profile.lastFreeze.by} · ${formatMoment(profile.lastFreeze.at)} · ${profile.lastFreeze.reason}` : '—'],
  ];
  return (
    <>
      <dl className="cx-figures" data-testid="player-balances">
        {CURRENCIES.map((currency) => (
          <div key={currency} className="cx-figure" data-currency={currency}>
            <dt>{currencyNames[currency] ?? currency}</dt>
            <dd>{money(profile.balances[currency] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      <Section title={t.profile}>
        <dl className="cx-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {profile.accounts.length > 1 && (
        <Section title={t.accounts}>
          <ul className="cx-list">
            {profile.accounts.map((account) => (
              <li key={account.userId}>
                <Link to={`/admin/players/${account.userId}`}>
                  {account.nickname} ({account.account})
                </Link>{' '}
                {account.isSubAccount && <span className="cx-badge">{t.subAccount}</span>} {account.frozen && <span className="cx-badge cx-badge--bad">{t.frozen}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

/** One player: balances and profile, ledger, backpack, opens and sessions; freeze, end sessions, correct a balance. */
export default function PlayerScreen() {
  const t = useConsoleTexts().players;
  const common = useConsoleTexts().common;
  const may = useMay();
  const { userId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'overview';
  const profile = useConsoleQuery('players/profile', { userId }, playerProfileSchema).data;
  const reason = useReasonDialog();
  const freeze = useConsoleChange('players/freeze', playerFreezeAnswerSchema, common.saved);
  const revoke = useConsoleChange('players/sessions/revoke', playerSessionsRevokedSchema, common.saved);
  const correct = useConsoleChange('corrections/create', correctionSchema, common.saved);
  const [currency, setCurrency] = useState<Currency>('coin');
  const [amountText, setAmountText] = useState('');

  if (!profile || profile.userId !== userId) return <p className="cx-note">{common.loading}</p>;
  const name = `${profile.nickname} (${profile.userId})`;

  const onRevoke = (session: PlayerSession | null) =>
    reason.ask(session ? fillText(t.revokeSummary, { name, session: session.id.slice(0, 8) }) : fillText(t.revokeAllSummary, { name }), (why) => revoke.mutateAsync({ userId, ...(session ? { sessionId: session.id } : {}), reason: why }));

  const submitCorrection = (event: FormEvent) => {
    event.preventDefault();
    const amount = signedHundredths(amountText);
    if (amount === null) return;
    reason.ask(
      fillText(t.correctionSummary, { name, currency, amount: money(amount) }),
      async (why) => {
        await correct.mutateAsync({ userId, currency, amount, reason: why });
        setAmountText('');
      },
      { money: true },
    );
  };

  return (
    <Screen
      title={`${t.profile}: ${profile.nickname}`}
      testId="player-screen"
      actions={
        <>
          <PlayerBadges player={profile} />
          {may('players.write') && (
            <Button variant="secondary" size="sm" data-testid="toggle-freeze" onClick={() => reason.ask(fillText(profile.frozen ? t.unfreezeSummary : t.freezeSummary, { name }), (why) => freeze.mutateAsync({ userId, frozen: !profile.frozen, reason: why }))}>
              {profile.frozen ? t.unfreeze : t.freeze}
            </Button>
          )}
        </>
      }
    >
      <div className="cx-tabs" role="tablist">
        {TABS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setSearch(key === 'overview' ? {} : { tab: key })}>
            {t[key]}
          </button>
        ))}
      </div>
      {tab === 'overview' && <Overview profile={profile} />}
      {tab === 'ledger' && <LedgerTab userId={userId} />}
      {tab === 'backpack' && <BackpackTab userId={userId} />}
      {tab === 'opens' && <OpensTab userId={userId} />}
      {tab === 'sessions' && <SessionsTab profile={profile} canWrite={may('players.write')} onRevoke={onRevoke} />}
      {tab === 'overview' && may('money.correct') && (
        <Section title={t.correction}>
          <form className="cx-filters" onSubmit={submitCorrection}>
            <Field label={t.currency}>
              {(id) => (
                <select id={id} className="cx-input cx-input--narrow" value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
                  {CURRENCIES.map((option) => (
                    <option key={option} value={option}>
                      {common.currencyNames[option] ?? option}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.amount}>
              {(id) => <input id={id} className="cx-input" inputMode="decimal" placeholder="-12.50" value={amountText} onChange={(event) => setAmountText(event.target.value)} aria-invalid={amountText !== '' && signedHundredths(amountText) === null} />}
            </Field>
            <Button type="submit" disabled={signedHundredths(amountText) === null}>
              {t.submitCorrection}
            </Button>
          </form>
          <p className="cx-hint">{t.correctionHint}</p>
        </Section>
      )}
      {reason.dialog}
    </Screen>
  );
}
