import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { IconName } from '../../../components/ui/icon';
import { AvatarForm } from './avatar-form';
import { InvitePanel } from './invite-panel';
import { NicknameForm } from './nickname-form';
import { Panel } from '../../../components/ui/panel';
import { PasswordForm } from './password-form';
import { PhoneRow } from './phone-row';
import { RealNamePanel } from './real-name-panel';
import { SubAccountsPanel } from './sub-accounts-panel';
import { TradeLinkForm } from './trade-link-form';
import { CALENDAR_DATE, formatDate } from '../../../lib/format-date';
import './profile.css';
import { useLocale, useTranslation } from '../../../lib/i18n';
import { shortPlayerId } from '@lootbay/shared/player-id';

/** The personal centre's parts; the `/user-setup` list reaches the settings among them one by one. */
export type SectionId = 'profile' | 'password' | 'phone' | 'trade' | 'realName' | 'invite' | 'accounts';

export const SECTION_ICONS: Readonly<Record<SectionId, IconName>> = {
  profile: 'user',
  password: 'lock',
  phone: 'phone',
  trade: 'backpack',
  realName: 'shield',
  invite: 'gift',
  accounts: 'users',
};

function AccountFacts({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="pf-facts pf-facts--grid">
      <div>
        <dt>{t('profile.account')}</dt>
        <dd className="pf-mono">{member.account}</dd>
      </div>
      <div>
        <dt>{t('profile.userId')}</dt>
        <dd className="pf-mono" title={member.userId} data-testid="player-id">
          {shortPlayerId(member.userId)}
        </dd>
      </div>
      <div>
        <dt>{t('profile.level')}</dt>
        <dd>Lv.{member.level}</dd>
      </div>
      <div>
        <dt>{t('profile.joined')}</dt>
        <dd>{formatDate(member.createdAt, locale, CALENDAR_DATE)}</dd>
      </div>
    </dl>
  );
}

/** One part of the personal centre, titled, for the signed-in member. */
export function Section({ id, member }: { id: SectionId; member: MemberUser }) {
  const { t } = useTranslation();
  const icon = SECTION_ICONS[id];
  switch (id) {
    case 'profile':
      return (
        <>
          <Panel icon={icon} title={t('profile.avatarTitle')} description={t('profile.avatarDescription')}>
            <AvatarForm member={member} />
          </Panel>
          <Panel icon="sparkles" title={t('profile.nicknameTitle')}>
            <NicknameForm key={member.userId} member={member} />
          </Panel>
          <Panel icon="list" title={t('profile.accountTitle')}>
            <AccountFacts member={member} />
          </Panel>
        </>
      );
    case 'password':
      return (
        <Panel icon={icon} title={member.hasPassword ? t('profile.passwordChange') : t('profile.passwordSetTitle')} description={t('profile.passwordDescription')}>
          <PasswordForm key={`${member.userId}-${String(member.hasPassword)}`} member={member} />
        </Panel>
      );
    case 'phone':
      return (
        <Panel icon={icon} title={t('profile.phoneTitle')} description={t('profile.phoneDescription')}>
          <PhoneRow member={member} />
        </Panel>
      );
    case 'trade':
      return (
        <Panel icon={icon} title={t('profile.tradeTitle')} description={t('profile.tradeDescription')}>
          <TradeLinkForm key={member.userId} member={member} />
        </Panel>
      );
    case 'realName':
      return (
        <Panel icon={icon} title={t('profile.realNameTitle')} description={t('profile.realNameDescription')}>
          <RealNamePanel member={member} />
        </Panel>
      );
    case 'invite':
      return (
        <Panel icon={icon} title={t('profile.inviteTitle')} description={t('profile.inviteDescription')}>
          <InvitePanel member={member} />
        </Panel>
      );
    case 'accounts':
      return (
        <Panel icon={icon} title={t('profile.accountsTitle')} description={t('profile.accountsDescription')}>
          <SubAccountsPanel member={member} />
        </Panel>
      );
  }
}
