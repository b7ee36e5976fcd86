// Labels per box (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function StickersSettingsPage() {
  return <SettingsSectionPage title="Etiquetas por Caixa" />;
}
