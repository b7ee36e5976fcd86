// The conveyor account's password never sits in station.json as plain text: it is sealed
// with the operating system's keychain (Electron's safeStorage: DPAPI on Windows, the
// Secret Service or kwallet on Linux) before writing, and opened after reading. A machine
// without a keychain keeps it as before, and the log says so once. Files written by older
// versions, with a plain password, are read as they are and sealed at the next save.

export interface SecretCodec {
  /** Whether sealing works on this machine (safeStorage.isEncryptionAvailable()). */
  available(): boolean;
  seal(plain: string): string;
  open(sealed: string): string;
}

interface StoredAccount {
  login?: unknown;
  password?: unknown;
  sealedPassword?: unknown;
}

function accountOf(raw: unknown): StoredAccount | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const account = (raw as { conveyorAccount?: unknown }).conveyorAccount;
  return typeof account === 'object' && account !== null ? (account as StoredAccount) : undefined;
}

/** The stored object with the conveyor password sealed (when the machine can). */
export function sealSecrets<T extends object>(settings: T, codec: SecretCodec): T {
  const account = accountOf(settings);
  if (!account || typeof account.password !== 'string' || !codec.available()) return settings;
  const { password, ...rest } = account;
  return { ...settings, conveyorAccount: { ...rest, sealedPassword: codec.seal(password) } };
}

/**
 * The stored object with the conveyor password opened, ready for validation. A password
 * that cannot be opened (the file was copied from another machine) is dropped: the
 * settings screen asks for it again instead of the station signing in with garbage.
 */
export function openSecrets(stored: unknown, codec: SecretCodec, log: (message: string) => void): unknown {
  const account = accountOf(stored);
  if (!account || typeof account.sealedPassword !== 'string') return stored;
  const { sealedPassword, ...rest } = account;
  try {
    return { ...(stored as object), conveyorAccount: { ...rest, password: codec.open(sealedPassword) } };
  } catch {
    log('a senha da conta da esteira não pôde ser aberta nesta máquina; informe-a de novo nas configurações da estação');
    return { ...(stored as object), conveyorAccount: rest };
  }
}
