import { useState, type FormEvent } from 'react';
import { INVITE_LEVELS } from '@lootbay/shared/constants';
import { consoleInviteLevelsSchema, consolePromoterAnswerSchema, consolePromotersSchema, type ConsolePromoter } from '@lootbay/shared/schemas/console-invite';
import { inviteRatesSchema, type InviteRates } from '@lootbay/shared/schemas/invite';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

const percent = (bps: number) => String(bps / 100);
const bps = (text: string) => Math.round(Number(text) * 100);

/** Invite rebates: each level's rates, and the members holding the promoter role. */
export default function InvitesScreen() {
  const t = useConsoleTexts().invite;
  const common = useConsoleTexts().common;
  const may = useMay();
  const reason = useReasonDialog();
  const levels = useConsoleQuery('invites/levels', {}, consoleInviteLevelsSchema);
  const promoters = useConsoleQuery('invites/promoters', {}, consolePromotersSchema, { enabled: may('players.read') });
  const saveRates = useConsoleChange('invites/levels/save', inviteRatesSchema, common.saved);
  const savePromoter = useConsoleChange('invites/promoters/save', consolePromoterAnswerSchema, common.saved);
  const [grant, setGrant] = useState({ userId: '', level: String(INVITE_LEVELS[INVITE_LEVELS.length - 1]!.level) });

  const onGrant = (event: FormEvent) => {
    event.preventDefault();
    const userId = grant.userId.trim();
    if (!userId) return;
    reason.ask(fillText(t.grantSummary, { userId, level: grant.level }), (why) => savePromoter.mutateAsync({ userId, level: Number(grant.level), reason: why }));
  };
  const revoke = (promoter: ConsolePromoter) => reason.ask(fillText(t.revokeSummary, { userId: promoter.userId }), (why) => savePromoter.mutateAsync({ userId: promoter.userId, level: null, reason: why }));

  const columns: Column<ConsolePromoter>[] = [
    { key: 'member', label: t.member, value: (row) => row.nickname, render: (row) => `${row.nickname} (${row.userId})` },
    { key: 'level', label: t.level, numeric: true, value: (row) => row.level },
    { key: 'grantedAt', label: t.grantedAt, value: (row) => row.grantedAt, render: (row) => <Moment at={row.grantedAt} /> },
    ...(may('players.write')
      ? [{ key: 'revoke', label: t.revoke, value: () => '', render: (row: ConsolePromoter) => <Button size="sm" variant="secondary" onClick={() => revoke(row)}>{t.revoke}</Button> }]
      : []),
  ];

  return (
    <Screen title={t.title} testId="invites-screen">
      <Section title={t.levels}>
        {(levels.data ?? []).map((level) => (
          <LevelRates key={level.level} level={level} editable={may('money.write')} onSave={(rates) => reason.ask(fillText(t.ratesSummary, { level: level.level, rates: rates.map((rate) => `${percent(rate)}%`).join(' / ') }), (why) => saveRates.mutateAsync({ level: level.level, rates, reason: why }), { money: true })} />
        ))}
      </Section>
      {may('players.read') && (
        <Section title={t.promoters}>
          {may('players.write') && (
            <form className="cx-filters" onSubmit={onGrant}>
              <Field label={t.userId}>{(id) => <input id={id} className="cx-input" required value={grant.userId} onChange={(event) => setGrant({ ...grant, userId: event.target.value })} />}</Field>
              <Field label={t.grantLevel}>
                {(id) => (
                  <select id={id} className="cx-input" value={grant.level} onChange={(event) => setGrant({ ...grant, level: event.target.value })}>
                    {INVITE_LEVELS.map((level) => (
                      <option key={level.level} value={level.level}>
                        {level.level}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Button type="submit">{t.grant}</Button>
            </form>
          )}
          {promoters.data && promoters.data.length === 0 ? <p className="cx-note">{t.none}</p> : <DataTable label={t.promoters} columns={columns} rows={promoters.data ?? []} rowKey={(row) => row.userId} csvName="promoters" testId="promoters-table" />}
        </Section>
      )}
      {reason.dialog}
    </Screen>
  );
}

/** One level's rates as percentages, editable by those who may change money settings. */
function LevelRates({ level, editable, onSave }: { level: InviteRates; editable: boolean; onSave: (rates: [number, number, number]) => void }) {
  const t = useConsoleTexts().invite;
  const [draft, setDraft] = useState(level.rates.map(percent));
  const rates = draft.map(bps) as [number, number, number];
  const valid = rates.every((rate) => Number.isInteger(rate) && rate >= 0 && rate <= 3000);
  return (
    <form
      className="cx-filters"
      aria-label={`${t.level} ${level.level}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave(rates);
      }}
    >
      <Field label={t.level}>{(id) => <output id={id} className="cx-input cx-input--narrow">{level.level}</output>}</Field>
      <Field label={t.effective}>{(id) => <output id={id} className="cx-input cx-input--narrow">{level.effective}</output>}</Field>
      {draft.map((value, index) => (
        <Field key={index} label={fillText(t.tier, { tier: index + 1 })}>
          {(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" disabled={!editable} value={value} aria-invalid={!valid} onChange={(event) => setDraft(draft.map((entry, at) => (at === index ? event.target.value : entry)))} />}
        </Field>
      ))}
      {editable && (
        <Button type="submit" disabled={!valid}>
          {t.save}
        </Button>
      )}
    </form>
  );
}
