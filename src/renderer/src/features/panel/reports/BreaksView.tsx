// 'Total de quebras': each separator's number of breaks of the period, opening into the orders
// and products broken, a page at a time (spec/panel.md §3 'Break report').
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BreakReport } from '@shared/contract/reports';
import { pluralWord } from '@shared/format';
import { FigureCard, NoData } from './FigureCard';
import { SeparatorBreaksTable, type BreaksFilters } from './SeparatorBreaksTable';

export function BreaksView({ report, filters }: { report: BreakReport; filters: BreaksFilters }) {
  // Only an opened separator's table is mounted, so only it loads its breaks.
  const [opened, setOpened] = useState<string[]>([]);
  if (report.length === 0) return <NoData />;
  const total = report.reduce((sum, entry) => sum + entry.break_quantity, 0);
  return (
    <Stack>
      <Group>
        <FigureCard label="Quebras no período" value={total.toLocaleString('pt-BR')} />
        <FigureCard label="Separadores com quebra" value={report.length.toLocaleString('pt-BR')} />
      </Group>
      <Accordion variant="separated" multiple value={opened} onChange={setOpened}>
        {report.map((entry) => (
          <Accordion.Item key={entry.username} value={entry.username}>
            <Accordion.Control>
              <Group>
                <Text fw={600}>{entry.username}</Text>
                <Badge color="red" variant="light">
                  {entry.break_quantity.toLocaleString('pt-BR')} {pluralWord(entry.break_quantity, 'quebra', 'quebras')}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {/* Another period or group starts again at its first page. */}
              {opened.includes(entry.username) && (
                <SeparatorBreaksTable key={`${filters.first}_${filters.last}_${filters.group}`} username={entry.username} filters={filters} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
