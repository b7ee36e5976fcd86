// Peak days of the week (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function PeakDaysSettingsPage() {
  return <SettingsSectionPage title="Dias de alta" />;
}
