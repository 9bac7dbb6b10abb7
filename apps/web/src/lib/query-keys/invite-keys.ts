/** The member's promotion: its summary, QR code, rebates and days. */
export const inviteKeys = {
  all: ['invite'] as const,
  promote: ['invite', 'promote'] as const,
  qr: ['invite', 'qr'] as const,
  rebates: (page: number, size: number) => ['invite', 'rebates', page, size] as const,
  days: (size: number) => ['invite', 'days', size] as const,
};
