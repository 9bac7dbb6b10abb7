import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

interface WinDialogProps {
  /** The draw just told this member they won. */
  readonly open: boolean;
  readonly room: RollRoomDetail;
  readonly userId: string | null;
  readonly onClose: () => void;
}

/** The member's own win, the moment the draw gives it: what they won, and the way to the backpack where it waits. */
export function WinDialog({ open, room, userId, onClose }: WinDialogProps) {
  const { t } = useTranslation();
  const wins = userId === null ? [] : room.winners.filter((winner) => winner.userId === userId);
  return (
    <Dialog
      // Until the room is read again after the draw, its winners are not known yet.
      open={open && wins.length > 0}
      title={t('roll.celebrateTitle')}
      closeLabel={t('roll.close')}
      onClose={onClose}
      className="win-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('roll.close')}
          </Button>
          <ButtonLink to="/bag">
            <Icon name="backpack" size={16} />
            {t('roll.toBag')}
          </ButtonLink>
        </>
      }
    >
      <p className="win-dialog__text">{t('roll.celebrateText', { title: room.title })}</p>
      <ul className="win-dialog__prizes" data-testid="win-prizes">
        {wins.map((win) => (
          <li key={win.position} className="win-dialog__prize" data-item-id={win.backpackItemId ?? ''}>
            <img src={win.item.image} alt="" />
            <span>{win.item.name}</span>
            <Price amount={win.item.price} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
