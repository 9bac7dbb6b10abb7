/** The `/fair` address that verifies one roll (a box open's id is its roll id; every other play names its roll): the page loads its proof. */
export function proofLink(rollId: string): string {
  return `/fair?${new URLSearchParams({ roll: rollId }).toString()}`;
}
