import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';

interface ComingSoonPanelProps {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  /** A page of its own that will hold the feature. */
  readonly to?: string;
}

/** A part of the personal centre whose capability is not open yet. */
export function ComingSoonPanel({ icon, title, text, to }: ComingSoonPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="pf-soon">
      <span className="pf-soon__icon">
        <Icon name={icon} size={30} />
      </span>
      <p className="pf-soon__badge">
        <Icon name="clock" size={13} />
        {t('comingSoon.badge')}
      </p>
      <p className="pf-soon__title">{t('comingSoon.title', { feature: title })}</p>
      <p className="pf-soon__text">{text}</p>
      {to && (
        <ButtonLink to={to} variant="secondary" size="sm">
          {title}
          <Icon name="chevronRight" size={14} />
        </ButtonLink>
      )}
    </div>
  );
}
