/** An invite code as stored: 4–16 capital letters and digits (what is typed is trimmed and upper-cased first). */
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;
