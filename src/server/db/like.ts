// Searches typed by people: their text anywhere in a column, with `%`, `_` and `\` taken as
// the characters they are, never as LIKE's patterns.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
