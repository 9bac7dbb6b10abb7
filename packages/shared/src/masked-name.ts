/**
 * A member's name as public lists show it: the first and last character with `***` between, so
 * a drop or a rank can be recognised by its owner without naming them to everyone. Characters,
 * not UTF-16 units, so a Chinese name or an emoji is never cut in half.
 */
export function maskNickname(nickname: string): string {
  const characters = Array.from(nickname.trim());
  if (characters.length === 0) return '***';
  if (characters.length <= 2) return `${characters[0]}***`;
  return `${characters[0]}***${characters[characters.length - 1]}`;
}
