/** The `/fair` address that verifies one open: the page loads its proof and fills the verifier. */
export function proofLink(open: { readonly openId: string; readonly userSeed: string; readonly round: number; readonly publicHash: string; readonly rollPoint: number }): string {
  const query = new URLSearchParams({ open: open.openId, seed: open.userSeed, round: String(open.round), hash: open.publicHash, point: String(open.rollPoint) });
  return `/fair?${query.toString()}`;
}
