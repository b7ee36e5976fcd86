// A temporary password the Admin reads out to a user once: letters and digits without
// look-alikes (0/O, 1/l/I), long enough for the password rule.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

export function suggestTemporaryPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
