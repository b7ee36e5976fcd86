// The picker's own performance (spec/operator.md §2 'Performance screen'): 'Dados' and
// 'Feedback sobre quebras', with a floating 'Iniciar Separação' to go picking.
import { Affix, Box, Button, Tabs } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LANDING } from '@shared/domain/permissions';
import { OPERATOR_CONTROL_SIZE } from '@renderer/app/theme';
import { Page } from '@renderer/components/Page';
import { BreakFeedback } from './BreakFeedback';
import { PerformanceData } from './PerformanceData';

export function PerformancePage() {
  return (
    <Page title="Seu desempenho">
      <Tabs defaultValue="data" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="data" fz="lg">
            Dados
          </Tabs.Tab>
          <Tabs.Tab value="feedback" fz="lg">
            Feedback sobre quebras
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data">
          <PerformanceData />
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <BreakFeedback />
        </Tabs.Panel>
      </Tabs>
      {/* Room to scroll the last cards above the floating button. */}
      <Box h={72} aria-hidden />
      <Affix position={{ bottom: 24, right: 24 }}>
        <Button component={Link} to={LANDING.picking} size={OPERATOR_CONTROL_SIZE} radius="xl" style={{ boxShadow: 'var(--mantine-shadow-lg)' }}>
          Iniciar Separação
        </Button>
      </Affix>
    </Page>
  );
}
