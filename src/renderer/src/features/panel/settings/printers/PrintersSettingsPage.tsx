// Printers per route colour (spec/panel.md §2 "Settings hub").
import { SettingsSectionPage } from '../SettingsSectionPage';

export function PrintersSettingsPage() {
  return <SettingsSectionPage title="Gerenciar impressão das cores de rotas" />;
}
