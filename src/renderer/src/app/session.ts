// The signed-in user (spec/operator.md §3 'User state', §4 'Session'): who they are and
// what their permission groups let them do. isLoading starts true and turns false once
// the stored token has been checked (or there was none).
import { create } from 'zustand';
import { changeOwnPassword, me, signIn as signInEndpoint } from '@shared/contract/auth';
import { permissionsFromGroups, type Permission } from '@shared/domain/permissions';
import { call, onUnauthorized } from '@renderer/api/http';
import { clearToken, getToken, setToken } from '@renderer/api/token';
import { popup } from '@renderer/components/popups';
import { clearSnapshot, readSnapshot, saveSnapshot } from './session-snapshot';

export interface SessionState {
  userId: number | null;
  login: string | null;
  userPermissions: Permission[];
  isAuthenticated: boolean;
  isLoading: boolean;
  /** Reads the signed-in user behind the stored token, if any (app start). */
  restore: () => Promise<void>;
  /** Signs in and loads the permissions; rejects with an ApiFailure. */
  signIn: (login: string, password: string) => Promise<Permission[]>;
  /** Changes the user's password (a temporary one, or from the user menu) and signs them in. */
  changePassword: (login: string, currentPassword: string, newPassword: string) => Promise<Permission[]>;
  /** Forgets the token and the user. */
  signOut: () => void;
}

const signedOut = {
  userId: null,
  login: null,
  userPermissions: [] as Permission[],
  isAuthenticated: false,
  isLoading: false,
};

export const useSession = create<SessionState>()((set) => {
  /**
   * Loads the user and permissions; on failure keeps the user signed in with none, or, when
   * `known` (the app started from the kept snapshot), with the permissions already shown.
   */
  async function loadUser(known = false): Promise<Permission[]> {
    try {
      const user = await call(me);
      const token = getToken();
      if (!token) return [];
      saveSnapshot(token, { userId: user.user_id, login: user.user_login, groups: user.user_groups_names });
      const userPermissions = permissionsFromGroups(user.user_groups_names);
      set({
        userId: user.user_id,
        login: user.user_login,
        userPermissions,
        isAuthenticated: true,
        isLoading: false,
      });
      return userPermissions;
    } catch {
      // A 401 has already signed the user out (see onUnauthorized below).
      if (!getToken()) {
        set(signedOut);
        return [];
      }
      if (known) return useSession.getState().userPermissions;
      popup.error('Erro ao procurar permissões');
      set({ userPermissions: [], isAuthenticated: true, isLoading: false });
      return [];
    }
  }

  return {
    userId: null,
    login: null,
    userPermissions: [],
    isAuthenticated: false,
    isLoading: true,

    restore: async () => {
      const token = getToken();
      if (!token) {
        set(signedOut);
        return;
      }
      const known = readSnapshot(token);
      if (!known) {
        set({ isLoading: true });
        await loadUser();
        return;
      }
      set({ userId: known.userId, login: known.login, userPermissions: permissionsFromGroups(known.groups), isAuthenticated: true, isLoading: false });
      await loadUser(true);
    },

    signIn: async (login, password) => {
      const { access } = await call(signInEndpoint, { body: { username: login, password } });
      setToken(access);
      return loadUser();
    },

    changePassword: async (login, currentPassword, newPassword) => {
      const { access } = await call(changeOwnPassword, {
        body: { username: login, current_password: currentPassword, new_password: newPassword },
      });
      setToken(access);
      return loadUser();
    },

    signOut: () => {
      clearToken();
      clearSnapshot();
      set(signedOut);
    },
  };
});

// An expired or revoked token: sign out once, with the spec's notice.
onUnauthorized(() => {
  const state = useSession.getState();
  if (!state.isAuthenticated && !getToken()) return;
  state.signOut();
  popup.info('Token expirado ou inválido');
});
