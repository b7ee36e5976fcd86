// The picker's own performance (spec/operator.md §2 'Performance screen').
import { Page } from '@renderer/components/Page';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LANDING } from '@shared/domain/permissions';
import { OPERATOR_CONTROL_SIZE } from '@renderer/app/theme';

export function PerformancePage() {
  return (
    <Page
      title="Seu desempenho"
      actions={
        <Button component={Link} to={LANDING.picking} size={OPERATOR_CONTROL_SIZE}>
          Iniciar Separação
        </Button>
      }
    />
  );
}
