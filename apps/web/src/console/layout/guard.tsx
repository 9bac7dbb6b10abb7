import type { ReactNode } from 'react';
import type { ConsolePermission } from '@lootbay/shared/console';
import { useConsoleTexts } from '../i18n/console-texts';
import { useMe } from './use-me';

/** Shows a screen only to a role that may see it; the server checks every call again. */
export function Guard({ permission, children }: { permission: ConsolePermission; children: ReactNode }) {
  const t = useConsoleTexts().common;
  const me = useMe();
  if (!me.data) return <p className="cx-note">{t.loading}</p>;
  if (!me.data.permissions.includes(permission)) return <p className="cx-note cx-note--error">{t.forbidden}</p>;
  return children;
}
