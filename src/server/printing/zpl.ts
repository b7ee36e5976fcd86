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
