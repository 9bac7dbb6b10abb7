import type { MemberUser } from '@lootbay/shared/schemas/account';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Avatar } from './avatar';
import './profile.css';
import { useTranslation } from '../../../lib/i18n';
import { shortPlayerId } from '@lootbay/shared/player-id';

function Badge({ on, icon, label }: { on: boolean; icon: IconName; label: string }) {
  return (
    <li className={`pf-badge ${on ? 'pf-badge--on' : ''}`}>
      <Icon name={on ? icon : 'info'} size={14} />
      {label}
    </li>
  );
}

/** The member at a glance: picture, name, id, level and what is set up. */
export function ProfileSummary({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  return (
    <div className="pf-summary">
      <Avatar src={member.avatar} name={member.nickname} size="lg" />
      <div className="pf-summary__text">
        <p className="pf-summary__name">
          <span className="pf-summary__nickname">{member.nickname}</span>
          <span className="pf-level">Lv.{member.level}</span>
        </p>
        <p className="pf-summary__meta">
          <span title={member.userId}>ID {shortPlayerId(member.userId)}</span> · {member.isSubAccount ? t('profile.subAccount') : t('profile.mainAccount')}
        </p>
        <ul className="pf-summary__badges">
          <Badge on={member.realNameVerified} icon="shield" label={member.realNameVerified ? t('profile.badgeVerified') : t('profile.badgeUnverified')} />
          <Badge on={member.mobile !== null} icon="phone" label={member.mobile ? t('profile.badgePhone') : t('profile.badgeNoPhone')} />
          <Badge on={member.tradeUrl !== null} icon="backpack" label={member.tradeUrl ? t('profile.badgeSteam') : t('profile.badgeNoSteam')} />
        </ul>
      </div>
    </div>
  );
}
