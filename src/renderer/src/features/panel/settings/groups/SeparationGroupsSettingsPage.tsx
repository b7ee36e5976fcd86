// Separation groups: cards per group, create and edit (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function SeparationGroupsSettingsPage() {
  return <SettingsSectionPage title="Grupos de separação" />;
}
