// Labels printed per box (spec/panel.md §2 "Settings hub", §5 'Stickers per box').
import { NumberSettingsCard } from '../NumberSettingsCard';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { useCentreSettings } from '../useCentreSettings';

export function StickersSettingsPage() {
  const { settings, failed, saving, reload, save } = useCentreSettings();
  return (
    <SettingsSectionPage title="Etiquetas por Caixa">
      {settings ? (
        <NumberSettingsCard
          title="Editar etiquetas por caixa"
          fields={[
            {
              key: 'stickers',
              label: 'Etiquetas por caixa',
              value: settings.stickers_by_box,
              min: 1,
              minMessage: 'O valor deve ser maior que 0',
            },
          ]}
          saving={saving}
          onSave={(values) => save({ stickers: values.stickers })}
        />
      ) : (
        <SettingsLoadState failed={failed} onRetry={reload} />
      )}
    </SettingsSectionPage>
  );
}
