// HID readers in keyboard mode send boot-keyboard reports, 8 bytes each: modifier bits, a
// reserved byte, then up to six pressed key usages. Opened directly through node-hid, the
// reader needs no keyboard focus; this turns its reports back into the characters typed.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '1234567890';
const SHIFTED_DIGITS = '!@#$%^&*()';
/** Usage -> [plain, shifted] for the punctuation a code may contain (US layout). */
const PUNCTUATION: Record<number, [string, string]> = {
  0x2c: [' ', ' '],
  0x2d: ['-', '_'],
  0x2e: ['=', '+'],
  0x2f: ['[', '{'],
  0x30: [']', '}'],
  0x31: ['\\', '|'],
  0x33: [';', ':'],
  0x34: ["'", '"'],
  0x36: [',', '<'],
  0x37: ['.', '>'],
  0x38: ['/', '?'],
  0x54: ['/', '/'],
  0x55: ['*', '*'],
  0x56: ['-', '-'],
  0x57: ['+', '+'],
  0x63: ['.', '.'],
};
const ENTER = 0x28;
const KEYPAD_ENTER = 0x58;
const TAB = 0x2b;
/** Left or right shift in the modifier byte. */
const SHIFT_BITS = 0x22;

/** The character a key usage types, or undefined for keys a code never contains. */
export function usageToChar(usage: number, shift: boolean): string | undefined {
  if (usage >= 0x04 && usage <= 0x1d) {
    const letter = LETTERS.charAt(usage - 0x04);
    return shift ? letter.toUpperCase() : letter;
  }
  if (usage >= 0x1e && usage <= 0x27) return (shift ? SHIFTED_DIGITS : DIGITS).charAt(usage - 0x1e);
  if (usage >= 0x59 && usage <= 0x62) return DIGITS.charAt(usage - 0x59);
  if (usage === ENTER || usage === KEYPAD_ENTER) return '\r';
  if (usage === TAB) return '\t';
  const pair = PUNCTUATION[usage];
  return pair ? pair[shift ? 1 : 0] : undefined;
}

/**
 * Decodes a stream of reports. A key counts once, when it first appears: a held key stays
 * in the following reports, and the all-zero report between repeats releases it.
 */
export function createHidKeyboardDecoder(): (report: Uint8Array) => string {
  let held = new Set<number>();
  return (report) => {
    // Devices with numbered reports put the report id first: the keyboard part is the tail.
    const keys = report.length > 8 ? report.subarray(report.length - 8) : report;
    const shift = ((keys[0] ?? 0) & SHIFT_BITS) !== 0;
    const pressed = new Set<number>();
    let typed = '';
    for (const usage of keys.subarray(2)) {
      if (usage === 0) continue;
      pressed.add(usage);
      if (held.has(usage)) continue;
      typed += usageToChar(usage, shift) ?? '';
    }
    held = pressed;
    return typed;
  };
}
