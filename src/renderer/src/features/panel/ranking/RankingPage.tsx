// Top separators of the day and the week (spec/panel.md §2 "Rankings").
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '@renderer/components/Page';

export function RankingPage() {
  return (
    <Page
      title="Top separadores"
      actions={
        <Button component={Link} to="/painel/ranking-filtered" variant="light">
          Ver ranking de outros dias
        </Button>
      }
    />
  );
}
