// The number of separators (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function SeparatorsSettingsPage() {
  return <SettingsSectionPage title="Separadores" />;
}
