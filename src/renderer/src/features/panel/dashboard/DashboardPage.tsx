// Dashboard (spec/panel.md §2 "Dashboard"): orders and separators of the day.
import { Page } from '@renderer/components/Page';

export function DashboardPage() {
  return <Page title={'Dashboard'} />;
}
