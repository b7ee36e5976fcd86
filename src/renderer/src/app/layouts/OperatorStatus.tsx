// What the operator header says of the work in hand (spec/operator.md §2 'Header and menus'):
// 'Conferência de pedidos' on the check pages, else the running group and the stage. Whole,
// never cut short: the layout gives it a row of its own where one row cannot hold it.
import { Badge, Group, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { stageLabel, useOperatorHeader } from '@renderer/app/header';

type OperatorStatusShown = { kind: 'conference' } | { kind: 'work'; groupNumber: number | null; stage: string | null };

/** What the header shows of the work, or null when there is nothing to show yet (no group chosen). */
export function useOperatorStatus(): OperatorStatusShown | null {
  const { pathname } = useLocation();
  const groupNumber = useOperatorHeader((state) => state.groupNumber);
  const stage = useOperatorHeader((state) => stageLabel(state.stage));
  if (pathname.startsWith('/operacao/conferencia')) return { kind: 'conference' };
  if (groupNumber === null && stage === null) return null;
  return { kind: 'work', groupNumber, stage };
}

const STATUS_SIZE = { base: 'md', sm: 'lg' };

export function OperatorStatus({ status }: { status: OperatorStatusShown }) {
  if (status.kind === 'conference') {
    return (
      <Text fw={700} fz={STATUS_SIZE}>
        Conferência de pedidos
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {status.groupNumber !== null && (
        <Badge size="xl" variant="light" radius="sm" style={{ flexShrink: 0 }}>
          Grupo {status.groupNumber}
        </Badge>
      )}
      {status.stage && (
        <Text fw={700} fz={STATUS_SIZE} style={{ whiteSpace: 'nowrap' }}>
          {status.stage}
        </Text>
      )}
    </Group>
  );
}
