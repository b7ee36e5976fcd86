// The centre's settings as the settings pages read and save them: one load, one save that
// answers with the spec's popups (spec/panel.md §8 'Settings'), the fresh settings kept.
import { useCallback, useState } from 'react';
import { getSettings, updateSettings, type Settings, type SettingsUpdate } from '@shared/contract/settings';
import { call, failureMessage } from '@renderer/api/http';
import { withRetries } from '@renderer/api/retry';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';

export interface CentreSettings {
  settings: Settings | undefined;
  /** The load failed: the page offers to try again. */
  failed: boolean;
  saving: boolean;
  reload(): void;
  /** Saves the fields given; resolves true when the server accepted them. */
  save(update: SettingsUpdate, errorTitle?: string): Promise<boolean>;
}

/** spec/operator.md §9: retried 3 times, 3 s apart, then 'Erro ao buscar configurações'. */
const SETTINGS_TRIES = 3;
const SETTINGS_RETRY_MS = 3000;
const loadSettings = withRetries((signal) => call(getSettings, undefined, { signal }), SETTINGS_TRIES, SETTINGS_RETRY_MS);

export function useCentreSettings(): CentreSettings {
  const loaded = useLoaded(loadSettings, 'Erro ao buscar configurações');
  const [saved, setSaved] = useState<Settings>();
  const [saving, setSaving] = useState(false);

  const save = useCallback(async (update: SettingsUpdate, errorTitle = 'Erro ao atualizar configuração') => {
    setSaving(true);
    try {
      setSaved(await call(updateSettings, { body: update }));
      popup.success('Alteração realizada com sucesso!');
      return true;
    } catch (error) {
      popup.error(failureMessage(error), { title: errorTitle });
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  return { settings: saved ?? loaded.data, failed: loaded.failed, saving, reload: loaded.reload, save };
}
