// Import clients, products, routes or orders from an .xlsx or .csv file. The server takes
// the file whole or not at all, and names the line and column of each problem.
import { Alert, Button, Card, FileInput, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { importFile, type IMPORT_FILE_KINDS, type BatchResult } from '@shared/contract/integration';
import { ApiFailure, call, failureMessage } from '@renderer/api/http';
import { asUpload } from '@renderer/api/upload';
import { popup } from '@renderer/components/popups';

type Kind = (typeof IMPORT_FILE_KINDS)[number];

const KINDS: { value: Kind; label: string; columns: string }[] = [
  { value: 'orders', label: 'Pedidos', columns: 'order_id, client_external_id, route_code, scheduled_date, sku, quantity (uma linha por item; gramas para itens de peso)' },
  { value: 'products', label: 'Produtos', columns: 'sku, product_base_id, name, portion_type (peso ou unidade), step, is_wholesale, unique_tag_only' },
  { value: 'clients', label: 'Clientes', columns: 'external_id, client_type (PF, PJ, KA ou IFOOD), client_name, client_trade' },
  { value: 'routes', label: 'Rotas', columns: 'operation_date, code, color_route, vehicle_capacity, driver_name' },
];

export function SpreadsheetImportCard() {
  const [kind, setKind] = useState<Kind>('orders');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setResult(null);
    setProblems([]);
    try {
      const reply = await call(importFile, { params: { kind }, query: { filename: file.name }, body: asUpload(file) });
      setResult(reply);
      popup.success('Planilha importada com sucesso');
    } catch (error) {
      if (error instanceof ApiFailure && error.fields?.length) setProblems(error.fields);
      popup.error(failureMessage(error), { title: 'Erro ao importar planilha' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="lg" mb="md">
        Importar planilha
      </Title>
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={KINDS.map(({ value, label }) => ({ value, label }))}
          w="fit-content"
        />
        <Text size="sm" c="dimmed">
          Primeira linha com os nomes das colunas: {KINDS.find((entry) => entry.value === kind)!.columns}.
        </Text>
        <Group align="flex-end">
          <FileInput
            label="Arquivo"
            placeholder="Escolha um arquivo .xlsx ou .csv"
            accept=".xlsx,.csv"
            value={file}
            onChange={setFile}
            clearable
            w={360}
          />
          <Button onClick={() => void send()} loading={sending} disabled={!file}>
            Importar
          </Button>
        </Group>
        {result && (
          <Alert color="doca" title="Planilha importada">
            Recebidos: {result.received}. Criados: {result.created}. Alterados: {result.updated}. Sem mudança:{' '}
            {result.unchanged}.
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert color="red" title="Nada foi salvo. Corrija a planilha e envie de novo:">
            <Table aria-label="Problemas da planilha">
              <Table.Tbody>
                {problems.map((problem) => (
                  <Table.Tr key={`${problem.field}-${problem.message}`}>
                    <Table.Td>{problem.field}</Table.Td>
                    <Table.Td>{problem.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
