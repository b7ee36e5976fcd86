// The 'Etapas' table: each SKU with its step, extra-order limits and checks, editable in
// place; edited rows are marked until saved.
import { Checkbox, NumberInput, Select, Table, Text } from '@mantine/core';
import type { Sku } from '@shared/contract/sku';
import { toFraction, toPercent, type SkuChange, type SkuEdits } from './skuEdits';

interface SkuTableProps {
  rows: Sku[];
  edits: SkuEdits;
  selected: ReadonlySet<number>;
  stepOptions: { value: string; label: string }[];
  onSelect(skus: number[], on: boolean): void;
  onChange(sku: Sku, change: SkuChange): void;
}

const FLAGS = [
  { key: 'uniqueTagOnly', label: 'Etiqueta única' },
  { key: 'needAuthorization', label: 'Autorização' },
  { key: 'batchRequired', label: 'Lote' },
] as const;

export function SkuTable({ rows, edits, selected, stepOptions, onSelect, onChange }: SkuTableProps) {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.sku));
  const percentInput = (row: Sku, key: 'minimumExtraOrder' | 'maximumExtraOrder', value: number, label: string) => (
    <NumberInput
      aria-label={`${label} de ${row.name}`}
      size="xs"
      w={90}
      min={0}
      max={100}
      clampBehavior="strict"
      decimalScale={2}
      decimalSeparator=","
      suffix="%"
      value={toPercent(value)}
      onChange={(next) => typeof next === 'number' && onChange(row, { [key]: toFraction(next) })}
    />
  );

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing={6} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Selecionar todos"
                checked={allSelected}
                onChange={(event) => onSelect(rows.map((row) => row.sku), event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Etapa</Table.Th>
            <Table.Th>Mín. extra</Table.Th>
            <Table.Th>Máx. extra</Table.Th>
            {FLAGS.map((flag) => (
              <Table.Th key={flag.key}>{flag.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const shown = edits[row.sku] ?? row;
            return (
              <Table.Tr key={row.sku} bg={edits[row.sku] ? 'var(--mantine-color-yellow-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Selecionar ${row.name}`}
                    checked={selected.has(row.sku)}
                    onChange={(event) => onSelect([row.sku], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{row.sku}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Etapa de ${row.name}`}
                    size="xs"
                    w={130}
                    data={stepOptions}
                    value={String(shown.separationOrder ?? 0)}
                    onChange={(value) => value !== null && onChange(row, { separationOrder: value === '0' ? null : Number(value) })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>{percentInput(row, 'minimumExtraOrder', shown.minimumExtraOrder, 'Mínimo extra')}</Table.Td>
                <Table.Td>{percentInput(row, 'maximumExtraOrder', shown.maximumExtraOrder, 'Máximo extra')}</Table.Td>
                {FLAGS.map((flag) => (
                  <Table.Td key={flag.key}>
                    <Checkbox
                      aria-label={`${flag.label} de ${row.name}`}
                      checked={shown[flag.key]}
                      onChange={(event) => onChange(row, { [flag.key]: event.currentTarget.checked })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
