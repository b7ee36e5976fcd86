// Orders per separator goal (spec/panel.md §2 "Settings hub": Metas).
import { NumberSettingsCard } from '../NumberSettingsCard';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { useCentreSettings } from '../useCentreSettings';

export function GoalsSettingsPage() {
  const { settings, failed, saving, reload, save } = useCentreSettings();
  return (
    <SettingsSectionPage title="Metas">
      {settings ? (
        <NumberSettingsCard
          title="Editar meta"
          fields={[{ key: 'goal', label: 'Número de pedidos por separador', value: settings.goal_separate, min: 0 }]}
          saving={saving}
          onSave={(values) => save({ goal: values.goal })}
        />
      ) : (
        <SettingsLoadState failed={failed} onRetry={reload} />
      )}
    </SettingsSectionPage>
  );
}
