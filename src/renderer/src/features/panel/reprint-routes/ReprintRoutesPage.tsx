// Route reprint (spec/panel.md §2 "Token and route reprint").
import { Page } from '@renderer/components/Page';

export function ReprintRoutesPage() {
  return <Page title={'Reimpressão de rotas'} />;
}
