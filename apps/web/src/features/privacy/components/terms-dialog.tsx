import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/toasts';
import { useAcceptTerms } from '../api/accept-terms';
import { useMemberInfo } from '../../../lib/member-info';
import { useTerms } from '../api/get-terms';
import { memberPrivacy } from '../hooks/member-privacy';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';

/**
 * After sign-in, when a version of the user agreement took effect since the member last accepted
 * one: it must be accepted to go on. Not shown on the legal pages, which it links to.
 */
export function TermsDialog({ enabled }: { readonly enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const member = useMemberInfo();
  const terms = useTerms();
  const accept = useAcceptTerms();
  const version = member.data ? memberPrivacy(member.data).termsToAccept : null;
  const current = terms.data?.current;
  const open = enabled && version !== null && current?.version === version;

  const agree = () => {
    if (version !== null) accept.mutate(version, { onSuccess: () => showToast('success', t('dataRights.termsAccepted')) });
  };

  return (
    <Dialog
      open={open}
      size="sm"
      title={t('dataRights.termsTitle')}
      className="dr-terms-dialog"
      footer={
        <>
          <ButtonLink to="/agreement" variant="ghost">
            {t('dataRights.termsRead')}
          </ButtonLink>
          <Button onClick={agree} disabled={accept.isPending}>
            {t('dataRights.termsAccept')}
          </Button>
        </>
      }
    >
      {open && current && <p className="dr-terms-dialog__text">{t('dataRights.termsText', { version: current.version, date: formatDate(current.effectiveAt, i18n.language, { dateStyle: 'long' }) })}</p>}
    </Dialog>
  );
}
