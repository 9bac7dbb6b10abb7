import { z } from 'zod';

/** Claim states of a reward (spec point 4): its condition not reached, reached and claimable, or claimed. */
export const CLAIM_STATES = ['not_completed', 'completed', 'claimed'] as const;
export const claimStateSchema = z.enum(CLAIM_STATES);
export type ClaimState = z.infer<typeof claimStateSchema>;
