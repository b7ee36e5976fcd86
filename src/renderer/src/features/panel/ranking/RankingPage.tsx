// Top separators of the day and the week, refreshed every 5 minutes (spec/panel.md §2
// "Rankings", §8, §9).
import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { dailyRanking, weeklyRanking } from '@shared/contract/ranking';
import { call } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { RankingList } from './RankingList';

export const RANKING_REFRESH_MS = 300_000;

const loadDaily = (signal: AbortSignal) => call(dailyRanking, undefined, { signal });
const loadWeekly = (signal: AbortSignal) => call(weeklyRanking, undefined, { signal });

export function RankingPage() {
  const daily = useLoaded(loadDaily, 'Erro ao receber ranking diário', { refreshMs: RANKING_REFRESH_MS });
  const weekly = useLoaded(loadWeekly, 'Erro ao receber ranking semanal', { refreshMs: RANKING_REFRESH_MS });
  return (
    <Page
      title="Top separadores"
      actions={
        <Button component={Link} to="/painel/ranking-filtered" variant="light">
          Ver ranking de outros dias
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RankingList title="Diário" ranking={daily.data} emptyText="Sem registros Diários" />
        <RankingList title="Semanal" ranking={weekly.data} emptyText="Sem registros Semanais" />
      </SimpleGrid>
    </Page>
  );
}
