// The group's market, chosen from the centre's markets ('toranja-config', spec/panel.md §7).
// A group keeps a market that is no longer offered; when the list cannot be read the number
// is typed, so a group can still be saved ("Erro ao buscar mercados no Toranja.", §8).
import { NumberInput, Select } from '@mantine/core';
import { toranjaConfig } from '@shared/contract/markets';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';

const loadMarkets = (signal: AbortSignal) => call(toranjaConfig, {}, { signal });

interface MarketSelectProps {
  value: number | '';
  onChange(value: number | ''): void;
}

export function MarketSelect({ value, onChange }: MarketSelectProps) {
  const { data, failed } = useLoaded(loadMarkets, 'Erro ao buscar mercados no Toranja.');
  if (failed) {
    return (
      <NumberInput
        label="Mercado"
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={(typed) => onChange(typeof typed === 'number' && typed >= 1 ? typed : '')}
      />
    );
  }
  const offered = (data?.markets_number_list ?? []).filter((market) => market.active || market.market_number === value);
  const options = offered.map((market) => ({ value: String(market.market_number), label: `Mercado ${market.market_number} · ${market.name}` }));
  if (value !== '' && !offered.some((market) => market.market_number === value)) options.push({ value: String(value), label: `Mercado ${value}` });
  return (
    <Select
      label="Mercado"
      placeholder={data ? 'Escolha o mercado' : 'Carregando mercados…'}
      data={options}
      value={value === '' ? null : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : '')}
      allowDeselect={false}
    />
  );
}
