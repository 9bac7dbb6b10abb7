import { z } from 'zod';
import { errorCode } from '../../../lib/error-codes';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/i18n';

/** What a refused open says: the level needed and reached (`30007`), or when the box opens again (`20102`). */
const levelShort = z.object({ level: z.int(), memberLevel: z.int() });
const coolingDown = z.object({ nextAt: z.int() });

/** The server's refusal of an open in the player's words, with the level still missing or the moment the box opens again. */
export function useOpenRefusal(): (error: Error) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiError)) return error.message;
    if (error.code === errorCode('CLAIM_CONDITION_NOT_MET')) {
      const data = levelShort.safeParse(error.data);
      if (data.success) return `${error.message}: ${t('freebox.levelShort', data.data)}`;
    }
    if (error.code === errorCode('FREE_BOX_COOLDOWN')) {
      const data = coolingDown.safeParse(error.data);
      if (data.success) return `${error.message} (${t('freebox.nextAt', { time: formatTime(data.data.nextAt) })})`;
    }
    return error.message;
  };
}
