// ZPL building blocks shared by every label: a text field never carries a command character.

/** ZPL reserves ^ and ~ (and \ in some firmwares); a client name must never start a command. */
export function zplText(value: string): string {
  return value.replace(/[\^~\\]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Shortens to `length` characters with an ellipsis, so a long name never runs off the label. */
export function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A scalable-font text field at (x, y), `size` dots high. */
export function textField(x: number, y: number, size: number, text: string): string {
  return `^FO${x},${y}^A0N,${size},${size}^FD${zplText(text)}^FS`;
}

/**
 * Lines of text in a ^FB block `width` dots wide at (x, y): the lines break where given
 * (`\&`), and the printer wraps anything wider than the block instead of printing past it.
 */
export function textBlock(x: number, y: number, width: number, size: number, lineGap: number, lines: readonly string[]): string {
  return `^FO${x},${y}^A0N,${size},${size}^FB${width},${lines.length},${lineGap},L,0^FD${lines.map(zplText).join('\\&')}^FS`;
}
