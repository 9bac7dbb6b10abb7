import { useState } from 'react';
import type { Closure } from '@lootbay/shared/schemas/privacy';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { showToast } from '../../../lib/toasts';
import { useCloseAccount } from '../api/close-account';
import { Panel } from '../../../components/ui/panel';
import './privacy.css';
import { useTranslation } from '../../../lib/i18n';

/** What closing means, said before the member confirms it. */
function ClosureConsequences() {
  const { t } = useTranslation();
  return (
    <ul className="dr-consequences">
      {(['closePlay', 'closeReply', 'closeKeep', 'closeErase'] as const).map((key) => (
        <li key={key}>{t(`dataRights.${key}`)}</li>
      ))}
    </ul>
  );
}

/** Ask for the account's closure and the erasure of personal data, or see where a request stands. */
export function ClosurePanel({ closure }: { readonly closure: Closure | null }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseAccount();

  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast('success', t('dataRights.closeRequested'));
      },
    });

  return (
    <Panel bodyClassName="dr-body" icon="warning" title={t('dataRights.closeTitle')} description={t('dataRights.closeDescription')}>
      {closure ? (
        <div className="dr-closing" role="status">
          <Icon name="clock" size={18} />
          <div>
            <p className="dr-closing__title">{t('dataRights.closingTitle')}</p>
            <p>{t('dataRights.closingText', { requested: formatTime(closure.requestedAt), replyBy: formatTime(closure.replyBy), eraseAt: formatTime(closure.eraseAt) })}</p>
          </div>
        </div>
      ) : (
        <>
          <ClosureConsequences />
          <Button variant="secondary" className="dr-danger" onClick={() => setConfirming(true)}>
            {t('dataRights.closeButton')}
          </Button>
        </>
      )}
      <Dialog
        open={confirming}
        size="sm"
        title={t('dataRights.closeConfirmTitle')}
        closeLabel={t('dataRights.cancel')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('dataRights.cancel')}
            </Button>
            <Button className="dr-danger" onClick={confirm} disabled={close.isPending}>
              {t('dataRights.closeConfirm')}
            </Button>
          </>
        }
      >
        <ClosureConsequences />
      </Dialog>
    </Panel>
  );
}
