// The centre token as text and code image (spec/panel.md §2 "Token and route reprint").
import { Page } from '@renderer/components/Page';

export function TokenPage() {
  return <Page title={'Token'} />;
}
