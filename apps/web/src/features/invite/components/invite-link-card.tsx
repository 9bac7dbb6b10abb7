import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useInviteQrCode } from '../api/get-qr-code';

/** The invite link to copy and its QR code to scan. */
export function InviteLinkCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const qr = useInviteQrCode();

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', t('invite.copied'));
    } catch {
      showToast('warning', t('invite.copyFailed'));
    }
  }

  return (
    <section className="iv-card iv-link" aria-label={t('invite.link')}>
      <div className="iv-link__text">
        <h2 className="iv-card__title">{t('invite.link')}</h2>
        <p className="iv-link__url" data-testid="invite-link">
          {link}
        </p>
        <p className="iv-link__code">
          {t('invite.code')}: <strong className="pf-mono">{code}</strong>
        </p>
        <Button size="sm" onClick={() => void copy()}>
          <Icon name="copy" size={16} />
          {t('invite.copyLink')}
        </Button>
      </div>
      <figure className="iv-link__qr">
        {qr.data ? <img src={qr.data.image} alt={t('invite.qrAlt')} width={148} height={148} /> : <span className="iv-link__qr-blank" aria-hidden="true" />}
        <figcaption>{t('invite.qrHint')}</figcaption>
      </figure>
    </section>
  );
}
