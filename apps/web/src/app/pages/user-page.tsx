import { useEffect, useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { ButtonLink } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icon';
import { Panel } from '../../components/ui/panel';
import { useSession } from '../../features/account/hooks/use-session';
import { MyBattles } from '../../features/arena/components/my-battles';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { Section, SECTION_ICONS, type SectionId } from '../../features/profile/components/sections';
import { DataRights } from '../../features/privacy/components/data-rights';
import { RechargePanel } from '../../features/recharge/components/recharge-panel';
import { ResponsiblePlay } from '../../features/responsible/components/responsible-play';
import { MemberStatistics } from '../../features/statistics/components/member-statistics';
import { useIsPhone } from '../layout/use-is-phone';
import { BreakdownRecords } from './breakdown-records';
import { MemberGate } from './member-gate';
import './profile-pages.css';
import { useTranslation } from '../../lib/i18n';

type TabKey = 'info' | 'security' | 'recharge' | 'realName' | 'invite' | 'accounts' | 'arenas' | 'records' | 'privacy' | 'responsible' | 'statistics';

interface Tab {
  readonly key: TabKey;
  /** The `tab` query value; spec point 2 fixes 2 as recharge. */
  readonly index: number;
  /** The personal-centre parts it shows; the recharge, arenas, records, privacy, responsible-play and statistics tabs show their own panels instead. */
  readonly sections: readonly SectionId[];
}

/** In display order; the indexes keep `tab=2` for recharge. */
const TABS: readonly Tab[] = [
  { key: 'info', index: 0, sections: ['profile'] },
  { key: 'security', index: 1, sections: ['password', 'phone', 'trade'] },
  { key: 'realName', index: 3, sections: ['realName'] },
  { key: 'invite', index: 4, sections: ['invite'] },
  { key: 'accounts', index: 5, sections: ['accounts'] },
  { key: 'recharge', index: 2, sections: [] },
  { key: 'arenas', index: 6, sections: [] },
  { key: 'records', index: 7, sections: [] },
  { key: 'privacy', index: 8, sections: [] },
  { key: 'responsible', index: 9, sections: [] },
  { key: 'statistics', index: 10, sections: [] },
];

const TAB_LABELS = {
  info: 'profile.tabInfo',
  security: 'profile.tabSecurity',
  recharge: 'profile.tabRecharge',
  realName: 'profile.tabRealName',
  invite: 'profile.tabInvite',
  accounts: 'profile.tabAccounts',
  arenas: 'profile.tabArenas',
  records: 'profile.tabRecords',
  privacy: 'profile.tabPrivacy',
  responsible: 'profile.tabResponsible',
  statistics: 'statistics.tab',
} as const satisfies Record<TabKey, string>;

const TAB_ICONS: Readonly<Record<TabKey, IconName>> = {
  info: SECTION_ICONS.profile,
  security: SECTION_ICONS.password,
  recharge: 'wallet',
  realName: SECTION_ICONS.realName,
  invite: SECTION_ICONS.invite,
  accounts: SECTION_ICONS.accounts,
  arenas: 'swords',
  records: 'history',
  privacy: 'eye',
  responsible: 'clock',
  statistics: 'chart',
};

/** `/user`: the personal centre, one tab at a time, chosen by the `tab` query. */
export default function UserPage() {
  return <MemberGate>{(member) => <PersonalCentre member={member} />}</MemberGate>;
}

function PersonalCentre({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { token } = useSession();
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const active = TABS.find((tab) => String(tab.index) === params.get('tab')) ?? TABS[0];
  const activeKey = active?.key;

  // On phones the tabs scroll sideways: keep the chosen one in sight, e.g. when opened by `tab=`.
  useEffect(() => {
    if (phone && activeKey) document.getElementById(`${baseId}-tab-${activeKey}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [phone, activeKey, baseId]);

  if (!active) return null;

  const select = (tab: Tab) => setParams({ tab: String(tab.index) }, { replace: true });

  function onKey(event: KeyboardEvent<HTMLButtonElement>, position: number): void {
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(position + step + TABS.length) % TABS.length];
    if (!next) return;
    select(next);
    document.getElementById(`${baseId}-tab-${next.key}`)?.focus();
  }

  return (
    <div className="container pp-centre">
      <h1 className="pp-visually-hidden">{t('screens.user.title')}</h1>
      <aside className="pp-centre__side">
        <div className="pp-card">
          <ProfileSummary member={member} />
          <ButtonLink to={phone ? '/user-setup?typeIndex=1' : '/user-setup'} variant="secondary" size="sm" block className="pp-centre__setup">
            <Icon name="settings" size={16} />
            {t('screens.userSetup.title')}
          </ButtonLink>
        </div>
        <div className="pp-tabs" role="tablist" aria-label={t('screens.user.title')} aria-orientation={phone ? 'horizontal' : 'vertical'}>
          {TABS.map((tab, position) => (
            <button
              key={tab.key}
              id={`${baseId}-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={tab === active}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === active ? 0 : -1}
              className="pp-tabs__tab"
              onClick={() => select(tab)}
              onKeyDown={(event) => onKey(event, position)}
            >
              <Icon name={TAB_ICONS[tab.key]} size={18} />
              <span>{t(TAB_LABELS[tab.key])}</span>
              {!phone && <Icon name="chevronRight" size={16} className="pp-tabs__chevron" />}
            </button>
          ))}
        </div>
      </aside>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active.key}`} className="pp-centre__main">
        {active.key === 'recharge' ? (
          <RechargePanel />
        ) : active.key === 'arenas' && token ? (
          <Panel icon="swords" title={t('profile.arenasTitle')} description={t('arena.myArenasLead')}>
            <MyBattles token={token} userId={member.userId} />
          </Panel>
        ) : active.key === 'records' ? (
          <Panel icon="history" title={t('profile.recordsTitle')} description={t('records.lead')}>
            <BreakdownRecords />
          </Panel>
        ) : active.key === 'privacy' ? (
          <DataRights member={member} />
        ) : active.key === 'responsible' ? (
          <ResponsiblePlay />
        ) : active.key === 'statistics' && token ? (
          <Panel icon="chart" title={t('statistics.mineTitle')} description={t('statistics.mineLead')}>
            <MemberStatistics token={token} />
          </Panel>
        ) : (
          active.sections.map((id) => <Section key={id} id={id} member={member} />)
        )}
      </div>
    </div>
  );
}
