import { currentLocale, errorMessage, translate } from '../../../lib/i18n';
import { currentSession } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';

/**
 * `GET /api/member/privacy/export/<id>`: the archive as a file. A refusal comes back as an envelope
 * instead of an attachment; its message is shown.
 */
export async function downloadExport(exportId: string): Promise<void> {
  const { token } = currentSession();
  let response: Response;
  try {
    response = await fetch(`/api/member/privacy/export/${encodeURIComponent(exportId)}`, { headers: token ? { token } : {}, credentials: 'same-origin' });
  } catch {
    showToast('error', translate('errors.network'));
    return;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  if (!disposition.startsWith('attachment')) {
    const envelope = (await response.json().catch(() => ({}))) as { msg?: unknown };
    showToast('error', typeof envelope.msg === 'string' ? envelope.msg : errorMessage('UNKNOWN', currentLocale()));
    return;
  }
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'lootbay-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
