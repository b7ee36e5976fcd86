// SKU settings: separation step of each SKU (spec/panel.md §2 "Settings hub", SKU settings).
import { Page } from '@renderer/components/Page';

export function SkuSettingsPage() {
  return <Page title={'Etapas'} />;
}
