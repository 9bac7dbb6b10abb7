import { Link, useSearchParams } from 'react-router';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { ConfirmSettings } from '../../components/ui/confirm-settings';
import { Icon } from '../../components/ui/icon';
import { Avatar } from '../../features/profile/components/avatar';
import { maskMobile } from '../../features/profile/components/password-form';
import { Section, SECTION_ICONS, type SectionId } from '../../features/profile/components/sections';
import { useIsPhone } from '../layout/use-is-phone';
import { MemberGate } from './member-gate';
import './profile-pages.css';
import { useTranslation } from '../../lib/i18n';
import { shortPlayerId } from '@lootbay/shared/player-id';

/** The settings `/user-setup` lists, each opening the same form as the personal centre. */
const SETTINGS = ['profile', 'password', 'phone', 'trade', 'realName', 'invite', 'accounts'] as const satisfies readonly SectionId[];
type Setting = (typeof SETTINGS)[number];

const SETTING_LABELS = {
  profile: 'profile.settingProfile',
  password: 'profile.settingPassword',
  phone: 'profile.settingPhone',
  trade: 'profile.settingTrade',
  realName: 'profile.settingRealName',
  invite: 'profile.settingInvite',
  accounts: 'profile.settingAccounts',
} as const satisfies Record<Setting, string>;

function isSetting(value: string | null): value is Setting {
  return (SETTINGS as readonly (string | null)[]).includes(value);
}

/**
 * `/user-setup`: user settings. On phones (`typeIndex=1`) a single column: the list, then the
 * chosen form with a way back; on a wide screen the list and the form side by side.
 */
export default function UserSetupPage() {
  return <MemberGate>{(member) => <UserSetup member={member} />}</MemberGate>;
}

function UserSetup({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [params] = useSearchParams();
  const single = phone || params.get('typeIndex') === '1';
  const item = params.get('item');
  const chosen: Setting | null = isSetting(item) ? item : single ? null : 'profile';

  const linkTo = (setting: Setting | null) => {
    const next = new URLSearchParams(params);
    if (setting) next.set('item', setting);
    else next.delete('item');
    const query = next.toString();
    return query ? `/user-setup?${query}` : '/user-setup';
  };

  const values: Partial<Record<Setting, string>> = {
    profile: member.nickname,
    password: member.hasPassword ? t('profile.valueSet') : t('profile.valueNotSet'),
    phone: member.mobile ? maskMobile(member.mobile) : t('profile.notBound'),
    trade: member.tradeUrl ? t('profile.valueBound') : t('profile.notBound'),
    realName: member.realNameVerified ? t('profile.valueVerified') : t('profile.valueUnverified'),
    invite: member.inviteCode,
    accounts: String(member.accounts.length),
  };

  const list = (
    <nav className="pp-card pp-settings" aria-label={t('screens.userSetup.title')}>
      <div className="pp-settings__me">
        <Avatar src={member.avatar} name={member.nickname} />
        <div>
          <p className="pp-settings__name">{member.nickname}</p>
          <p className="pp-settings__id" title={member.userId}>
            ID {shortPlayerId(member.userId)}
          </p>
        </div>
      </div>
      <ul className="pp-settings__list">
        {SETTINGS.map((setting) => (
          <li key={setting}>
            <Link to={linkTo(setting)} replace={!single} className="pp-settings__link" aria-current={setting === chosen ? 'page' : undefined}>
              <span className="pp-settings__icon">
                <Icon name={SECTION_ICONS[setting]} size={18} />
              </span>
              <span className="pp-settings__label">{t(SETTING_LABELS[setting])}</span>
              <span className="pp-settings__value">{values[setting]}</span>
              <Icon name="chevronRight" size={16} className="pp-settings__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/user" className="pp-settings__centre">
        <Icon name="user" size={16} />
        {t('screens.user.title')}
      </Link>
      <ConfirmSettings />
    </nav>
  );

  return (
    <div className={`container pp-setup ${single ? 'pp-setup--single' : ''}`}>
      <h1 className="pp-setup__title">{t('screens.userSetup.title')}</h1>
      {single ? (
        chosen ? (
          <div className="pp-setup__main">
            <Link to={linkTo(null)} className="pp-setup__back">
              <Icon name="back" size={16} />
              {t('profile.backToSettings')}
            </Link>
            <Section id={chosen} member={member} />
          </div>
        ) : (
          list
        )
      ) : (
        <>
          {list}
          <div className="pp-setup__main">{chosen && <Section id={chosen} member={member} />}</div>
        </>
      )}
    </div>
  );
}
