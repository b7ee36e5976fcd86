// The separators on the floor with their status and timers (spec/panel.md §4 'Separator
// status', 'Timer colours'); a row expands into the separator's orders, the button pauses
// or releases them.
import { ActionIcon, Badge, Card, Group, Table, Text, Title, Tooltip } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { Dashboard, DashboardSeparator } from '@shared/contract/dashboard';
import {
  idleTimerColour,
  separationTimerColour,
  separatorStatus,
  type TimerColour,
} from '@shared/domain/dashboard';
import { formatDuration, formatNumber } from '@shared/format';
import { PauseModal } from './PauseModal';
import { SeparatorOrders } from './SeparatorOrders';
import { useNow } from './useNow';

const COLOURS: Record<TimerColour, string> = { green: 'teal', amber: 'orange', grey: 'gray', purple: 'grape', red: 'red' };

const STATUS = {
  separation: { label: 'Em separação', colour: 'blue' },
  conference: { label: 'Em conferência', colour: 'violet' },
  finished: { label: 'Última separação', colour: 'gray' },
} as const;

const seconds = (now: number, since: string | null | undefined) => (since ? Math.max(0, (now - Date.parse(since)) / 1000) : 0);

function Timer({ separator, dashboard, now }: { separator: DashboardSeparator; dashboard: Dashboard; now: number }) {
  const status = separatorStatus(separator);
  let elapsed: number;
  let colour: TimerColour;
  if (status === 'separation') {
    elapsed = seconds(now, separator.last_work!.begin);
    colour = separationTimerColour(elapsed, dashboard.average_duration);
  } else if (status === 'conference') {
    elapsed = seconds(now, separator.work_conference);
    colour = 'purple';
  } else {
    elapsed = seconds(now, separator.last_work?.end ?? separator.paused_at);
    colour = idleTimerColour(separator.is_paused, elapsed, dashboard.average_idle_time);
  }
  return (
    <Badge size="lg" variant="filled" color={COLOURS[colour]} data-colour={colour} ff="monospace" aria-label="Tempo">
      {formatDuration(elapsed)}
    </Badge>
  );
}

function PauseIcon({ paused }: { paused: boolean }) {
  return paused ? (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  ) : (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}

export function SeparatorsList({ dashboard, onChanged }: { dashboard: Dashboard; onChanged(): void }) {
  const now = useNow();
  const [open, setOpen] = useState<number | null>(null);
  const [pausing, setPausing] = useState<DashboardSeparator | null>(null);
  const separators = dashboard.data;
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb="sm">
        Separadores
      </Title>
      {separators.length === 0 ? (
        <Text c="dimmed">Não há pedidos sendo separados nesse momento</Text>
      ) : (
        // On a supervisor's phone the floor's columns scroll in their box, the pause button in reach.
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing={6} highlightOnHover aria-label="Separadores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Separador</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Tempo</Table.Th>
                <Table.Th>Pedido</Table.Th>
                <Table.Th ta="right">Finalizados</Table.Th>
                <Table.Th w={60} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {separators.map((separator) => {
                const status = STATUS[separatorStatus(separator)];
                const expanded = open === separator.user_id;
                return (
                  <Fragment key={separator.user_id}>
                    <Table.Tr
                      data-username={separator.username}
                      style={{ cursor: 'pointer' }}
                      onClick={() => setOpen(expanded ? null : separator.user_id)}
                      aria-expanded={expanded}
                    >
                      <Table.Td>
                        <Text fw={600}>{separator.username}</Text>
                        <Text size="xs" c="dimmed">
                          {separator.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          <Badge color={status.colour} variant="light">
                            {status.label}
                          </Badge>
                          {separator.is_paused && <Badge color="gray">Pausado</Badge>}
                          {separator.is_critical_or_beginner && (
                            <Tooltip label="Iniciante ou separa pedidos críticos">
                              <Badge color="red" variant="outline">
                                Crítico
                              </Badge>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Timer separator={separator} dashboard={dashboard} now={now} />
                      </Table.Td>
                      <Table.Td>
                        {separator.last_work ? (
                          <Group gap={6}>
                            #{separator.last_work.order}
                            {separator.last_work.is_critical && (
                              <Badge color="red" size="xs">
                                Crítico
                              </Badge>
                            )}
                          </Group>
                        ) : (
                          '-'
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(separator.total_orders_completed)}</Table.Td>
                      <Table.Td>
                        <Tooltip label={separator.is_paused ? 'Liberar' : 'Pausar'}>
                          <ActionIcon
                            variant="light"
                            color={separator.is_paused ? 'teal' : 'orange'}
                            size="lg"
                            aria-label={separator.is_paused ? `Liberar ${separator.username}` : `Pausar ${separator.username}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              setPausing(separator);
                            }}
                          >
                            <PauseIcon paused={separator.is_paused} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr>
                        <Table.Td colSpan={6} bg="var(--mantine-color-gray-0)">
                          <SeparatorOrders userId={separator.user_id} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PauseModal separator={pausing} onClose={() => setPausing(null)} onDone={onChanged} />
    </Card>
  );
}
