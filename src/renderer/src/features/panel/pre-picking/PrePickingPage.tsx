// Pre-picking tag lookup (spec/panel.md §2 "Pre-picking lookup").
import { Page } from '@renderer/components/Page';

export function PrePickingPage() {
  return <Page title={'Pre pickings'} />;
}
