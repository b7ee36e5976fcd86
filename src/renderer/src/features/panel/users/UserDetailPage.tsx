// One separator's performance (spec/panel.md §2 "Users and separators", separator detail):
// the period's kilos, items and orders, and the average times of every period as bars.
// The title becomes the separator's name once it is loaded.
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { getSeparatorPerformance, type PeriodFigures } from '@shared/contract/dashboard';
import { formatKgWithUnit, formatNumber } from '@shared/format';
import { call } from '@renderer/api/http';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { SeparatorTimesChart } from './SeparatorTimesChart';

const PERIODS = [
  { value: 'today_data', label: 'Hoje' },
  { value: 'week_data', label: 'Semana' },
  { value: 'month_data', label: 'Mes' },
  { value: 'all_time_data', label: 'Todos' },
] as const;
type PeriodKey = (typeof PERIODS)[number]['value'];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function SeparatorSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`/painel/usuarios?search=${encodeURIComponent(text.trim())}`);
      }}
    >
      <TextInput placeholder="Quem voce busca?" aria-label="Quem voce busca?" value={text} onChange={(event) => setText(event.currentTarget.value)} w={240} />
    </form>
  );
}

function Detail({ separatorId }: { separatorId: number }) {
  const navigate = useNavigate();
  const [period, setPeriod] = useState<PeriodKey>('today_data');
  const load = useCallback((signal: AbortSignal) => call(getSeparatorPerformance, { query: { separatorId } }, { signal }), [separatorId]);
  const { data, failed } = useLoaded(load, 'Erro ao procurar dados do usuario');
  useEffect(() => {
    if (failed) navigate('/painel/usuarios', { replace: true });
  }, [failed, navigate]);
  const figures: PeriodFigures | undefined = data?.[period];
  return (
    <Page
      title={data?.all_time_data.name ?? 'Separador'}
      before={<BackLink to="/painel/usuarios" label="Usuários" />}
      actions={<SeparatorSearch />}
    >
      <Group>
        <SegmentedControl value={period} onChange={(value) => setPeriod(value as PeriodKey)} data={[...PERIODS]} aria-label="Período" />
      </Group>
      {figures && data ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Kgs separados" value={formatKgWithUnit(figures.kilos)} />
            <Figure label="Itens separados" value={formatNumber(figures.items)} />
            <Figure label="Pedidos separados" value={formatNumber(figures.orders)} />
          </SimpleGrid>
          <SeparatorTimesChart
            periods={[
              { label: 'Hoje', figures: data.today_data },
              { label: 'Semana', figures: data.week_data },
              { label: 'Mes', figures: data.month_data },
              { label: 'Total', figures: data.all_time_data },
            ]}
          />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={96} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}

export function UserDetailPage() {
  const { usuarioId } = useParams();
  const separatorId = Number(usuarioId);
  if (!usuarioId || !Number.isInteger(separatorId) || separatorId <= 0) return <Navigate to="/painel/usuarios" replace />;
  return <Detail key={separatorId} separatorId={separatorId} />;
}
