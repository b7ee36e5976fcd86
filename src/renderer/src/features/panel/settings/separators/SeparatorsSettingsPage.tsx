// The number of separators the centre plans with (spec/panel.md §2 "Settings hub").
import { NumberSettingsCard } from '../NumberSettingsCard';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { useCentreSettings } from '../useCentreSettings';

export function SeparatorsSettingsPage() {
  const { settings, failed, saving, reload, save } = useCentreSettings();
  return (
    <SettingsSectionPage title="Separadores">
      {settings ? (
        <NumberSettingsCard
          title="Editar separadores"
          fields={[
            { key: 'separators', label: 'Número de separadores', value: settings.number_of_separators, min: 0 },
          ]}
          saving={saving}
          onSave={(values) => save({ numberOfSeparators: values.separators })}
        />
      ) : (
        <SettingsLoadState failed={failed} onRetry={reload} />
      )}
    </SettingsSectionPage>
  );
}
