import { useMutation } from '@tanstack/react-query';
import { arenaReportSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';

export interface ReportRequest {
  readonly id: string;
  /** 1–200 characters, in the member's words. */
  readonly reason: string;
}

/** Reports a battle to the site's staff; errors are shown in the dialog. */
export function reportBattle(request: ReportRequest) {
  return apiCall('/member/arenaReport', { ...request }, arenaReportSchema, { quiet: true });
}

export function useReportBattle() {
  return useMutation({ mutationFn: reportBattle });
}
