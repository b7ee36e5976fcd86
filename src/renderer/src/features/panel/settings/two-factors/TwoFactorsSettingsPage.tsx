// Two-factor authentications (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function TwoFactorsSettingsPage() {
  return <SettingsSectionPage title="Dois fatores" />;
}
