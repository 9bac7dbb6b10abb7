import { Countdown } from '../../../components/ui/countdown';
import { useTranslation } from '../../../lib/i18n';

interface CodeButtonProps {
  /** Epoch ms when another code may be sent; null when one may be sent now. */
  readonly resendAt: number | null;
  readonly sending: boolean;
  readonly onSend: () => void;
  readonly onReady: () => void;
}

/** "Send code", then a 60 s countdown before another may be sent. */
export function CodeButton({ resendAt, sending, onSend, onReady }: CodeButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="pf-field__addon" disabled={resendAt !== null || sending} onClick={onSend}>
      {resendAt !== null ? (
        <Countdown until={resendAt} onDone={onReady}>
          {(seconds) => t('profile.resendIn', { seconds })}
        </Countdown>
      ) : (
        t('profile.sendCode')
      )}
    </button>
  );
}
