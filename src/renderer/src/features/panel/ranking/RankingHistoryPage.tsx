// Ranking of other days: a date range and up to 30 separators (spec/panel.md §2 "Rankings").
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';

export function RankingHistoryPage() {
  return <Page title="Ranking de outros dias" before={<BackLink to="/painel/ranking" label="Top separadores" />} />;
}
