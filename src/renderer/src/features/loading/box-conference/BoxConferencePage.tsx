// The box conference list (spec/loading.md §2.3); 'Iniciar conferência' opens ./pedidos.
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '@renderer/components/Page';

export function BoxConferencePage() {
  return (
    <Page
      title="Conferência de caixas"
      actions={
        <Button component={Link} to="pedidos">
          Iniciar conferência
        </Button>
      }
    />
  );
}
