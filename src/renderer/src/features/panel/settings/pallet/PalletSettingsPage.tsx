// Palletisation minimums per order (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function PalletSettingsPage() {
  return <SettingsSectionPage title="Paletização" />;
}
