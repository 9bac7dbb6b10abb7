import { useState } from 'react';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { BindPhoneDialog } from './bind-phone-dialog';
import { maskMobile } from './password-form';
import { useTranslation } from '../../../lib/i18n';

/** The bound phone with a button that opens the bind-phone dialog. */
export function PhoneRow({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="pf-row">
      <span className="pf-row__icon">
        <Icon name="phone" size={18} />
      </span>
      <div className="pf-row__text">
        <p className="pf-row__label">{t('profile.mobile')}</p>
        <p className="pf-row__value">{member.mobile ? maskMobile(member.mobile) : t('profile.notBound')}</p>
      </div>
      <Button size="sm" variant={member.mobile ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {member.mobile ? t('profile.phoneChange') : t('profile.phoneBind')}
      </Button>
      <BindPhoneDialog open={open} current={member.mobile ? maskMobile(member.mobile) : null} onClose={() => setOpen(false)} />
    </div>
  );
}
