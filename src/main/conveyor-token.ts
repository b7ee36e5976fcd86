// The conveyor link signs in as the conveyor's own account (login and password in the
// station settings) and asks for a fresh token on every connection. A refused password is
// never tried again until the settings change: the server locks an account after five
// failures in a row, and a kiosk retrying every few seconds would lock it within a minute.
import { signIn } from '../shared/contract/auth';

export interface ConveyorAccount {
  login: string;
  password: string;
}

export class RefusedCredentialsError extends Error {}

export function createTokenSource(serverUrl: string, account: ConveyorAccount, fetchImpl: typeof fetch = fetch): () => Promise<string> {
  let refused = false;
  return async () => {
    if (refused) throw new RefusedCredentialsError('login ou senha da esteira recusados; corrija nas configurações da estação');
    const response = await fetchImpl(new URL(signIn.path, serverUrl), {
      method: signIn.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.login, password: account.password }),
    });
    if (response.status >= 400 && response.status < 500) {
      refused = true;
      throw new RefusedCredentialsError(`sign-in refused (${response.status})`);
    }
    if (!response.ok) throw new Error(`sign-in failed (${response.status})`);
    return signIn.response.parse(await response.json()).access;
  };
}
