/** Fishing calls that take nothing but the common fields. */
export const emptyBody: Record<string, unknown> = {};
