/**
 * An ILIKE pattern matching values that contain `text` literally: the pattern characters
 * `%` and `_` and the escape `\` in the text match themselves (PostgreSQL's default escape
 * is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
