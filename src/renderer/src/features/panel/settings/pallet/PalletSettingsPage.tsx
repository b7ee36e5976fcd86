// When an order is palletized: minimum weight or minimum wholesale boxes (spec/panel.md §2).
import { NumberSettingsCard } from '../NumberSettingsCard';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { useCentreSettings } from '../useCentreSettings';

export function PalletSettingsPage() {
  const { settings, failed, saving, reload, save } = useCentreSettings();
  return (
    <SettingsSectionPage title="Paletização">
      {settings ? (
        <NumberSettingsCard
          title="Editar paletização"
          description="Limites por pedido: a quantidade de caixas se refere ao número de SKUs relacionados à caixa."
          fields={[
            { key: 'weight', label: 'Peso mínimo', value: settings.pallet_limit_weight, min: 0, decimals: 3, suffix: 'kg' },
            { key: 'boxes', label: 'Mínimo de caixas de atacado', value: settings.pallet_limit_wholesale_box, min: 0, suffix: 'cx' },
          ]}
          saving={saving}
          onSave={(values) => save({ palletLimitWeight: values.weight, palletLimitWholesaleBox: values.boxes })}
        />
      ) : (
        <SettingsLoadState failed={failed} onRetry={reload} />
      )}
    </SettingsSectionPage>
  );
}
