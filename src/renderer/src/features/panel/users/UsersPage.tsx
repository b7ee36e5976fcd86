// Separators and other users (spec/panel.md §2 "Users and separators").
import { Page } from '@renderer/components/Page';

export function UsersPage() {
  return <Page title={'Usuários'} />;
}
