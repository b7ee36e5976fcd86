// Portuguese plurals of counted things ('1 caixa', '3 caixas'). Not Intl.PluralRules: pt puts
// 0 with 1 ('one'), and the screens write '0 pedidos'.

/** The noun for a count: `singular` for exactly 1, `plural` for any other count (0 included). */
export function pluralWord(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** A count and its noun: `pluralPt(1, 'caixa', 'caixas')` -> `1 caixa`, 3 -> `3 caixas`. */
export function pluralPt(count: number, singular: string, plural: string): string {
  return `${count} ${pluralWord(count, singular, plural)}`;
}
