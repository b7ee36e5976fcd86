// Orders per separator goal (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function GoalsSettingsPage() {
  return <SettingsSectionPage title="Metas" />;
}
