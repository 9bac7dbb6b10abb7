import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { openRedPacketDialog } from '../hooks/red-packet-dialog';

/** The account menu's entry to the red packet dialog. */
export function RedPacketMenuItem() {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" onClick={openRedPacketDialog} data-testid="menu-red-packet">
        <Icon name="gift" size={18} />
        {t('rewards.redPacket')}
      </button>
    </li>
  );
}
