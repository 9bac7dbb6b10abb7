/** Fishing calls that take nothing but the common fields. */
export const emptyBody: Record<string, unknown> = {};

/** Every fishing query's key starts here: a change of the session or the bag refreshes them together. */
export const FISHING_SCOPE = 'fishing';
