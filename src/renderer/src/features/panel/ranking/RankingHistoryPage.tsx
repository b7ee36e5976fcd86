// Ranking of other days: a single day or a week Sunday to Friday, up to 30 separators
// (spec/panel.md §2 "Rankings", §5 'Ranking range').
import { Alert, Button, Group } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { filteredRanking, type Ranking } from '@shared/contract/ranking';
import { RANKING_RANGE_MESSAGE, isRankingRange } from '@shared/domain/date-ranges';
import { call, failureMessage } from '@renderer/api/http';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { RankingList } from './RankingList';

const isoDate = (value: string | Date) => dayjs(value).format('YYYY-MM-DD');

export function RankingHistoryPage() {
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [ranking, setRanking] = useState<Ranking>();
  const [loading, setLoading] = useState(false);
  const [rangeError, setRangeError] = useState(false);

  const filter = async () => {
    const [first, last] = range;
    if (!first) return;
    const start = isoDate(first);
    const end = isoDate(last ?? first);
    if (!isRankingRange(start, end)) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    setLoading(true);
    try {
      setRanking(await call(filteredRanking, { query: { initialSeparationDate: start, finalSeparationDate: end } }));
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao buscar ranking' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Page title="Ranking de outros dias" before={<BackLink to="/painel/ranking" label="Top separadores" />}>
      <Group align="flex-end">
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label="Período"
          placeholder="Escolha um dia ou uma semana"
          valueFormat="DD/MM/YYYY"
          maxDate={new Date()}
          value={range}
          onChange={setRange}
          w={300}
        />
        <Button onClick={filter} loading={loading} disabled={!range[0]}>
          Filtrar
        </Button>
      </Group>
      {rangeError && (
        <Alert color="yellow" role="alert">
          {RANKING_RANGE_MESSAGE}
        </Alert>
      )}
      {ranking && <RankingList title="Ranking" ranking={ranking} emptyText="Sem registros para o período" showUpdated={false} />}
    </Page>
  );
}
