// Pre-picking lookup: scan or type a tag and see every field of it (spec/panel.md §2
// 'Pre-picking lookup', §5 (400 ms debounce, numeric id), §8 'Erro ao buscar pre picking').
import { Badge, Card, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { lookupPrePicking, type PrePickingTag } from '@shared/contract/pre-picking';
import { formatDateTime, formatNumber } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';

const SEARCH_DEBOUNCE_MS = 400;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function TagDetails({ tag }: { tag: PrePickingTag }) {
  const links = tag.orders.map((link) => `Pedido ${link.order_id} · item ${link.item_id}`).join('\n') || '-';
  return (
    <Card withBorder padding="lg" aria-label={`Pre picking ${tag.id}`}>
      <Stack>
        <Badge color={tag.has_expired ? 'red' : 'green'} variant="light" size="lg" w="fit-content">
          {tag.has_expired ? 'Expirado' : 'Dentro da validade'}
        </Badge>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Field label="ID" value={String(tag.id)} />
          <Field label="Tipo de etiqueta" value={tag.unique_tag ? 'Etiqueta única' : 'Etiqueta genérica'} />
          <Field label="Criado em" value={formatDateTime(tag.created)} />
          <Field label="Expirado" value={tag.has_expired ? 'Sim' : 'Não'} />
          <Field label="SKU" value={String(tag.sku_id)} />
          <Field label="Produto base" value={String(tag.product_base_id)} />
          <Field label="Lote" value={tag.batch_id ?? '-'} />
          <Field label="Porcionamento" value={`${formatNumber(tag.purchase_value)} (${tag.portion_type})`} />
          {tag.item_weight !== null && (
            <>
              <Field label="Peso" value={`${formatNumber(tag.item_weight, 3)} Kg`} />
              <Field label="Balança" value={String(tag.scale_id ?? '-')} />
              <Field label="Etiqueta da balança" value={String(tag.scale_label_id ?? '-')} />
              <Field label="Pesado em" value={formatDateTime(tag.weighing_time)} />
            </>
          )}
        </SimpleGrid>
        <Field label="Pedidos e itens" value={links} />
      </Stack>
    </Card>
  );
}

export function PrePickingPage() {
  const [code, setCode] = useState('');
  const [debounced] = useDebouncedValue(code.trim(), SEARCH_DEBOUNCE_MS);
  const [result, setResult] = useState<{ code: string; tag?: PrePickingTag; failed?: string }>();

  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    call(lookupPrePicking, { query: { productCode: debounced, codeType: 'qr_code' } }, { signal: controller.signal }).then(
      (tag) => setResult({ code: debounced, tag }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = failureMessage(error);
        setResult({ code: debounced, failed: message });
        popup.error(message || 'Contate um administrador', { title: 'Erro ao buscar pre picking' });
      },
    );
    return () => controller.abort();
  }, [debounced]);

  const shown = result && result.code === debounced ? result : undefined;
  return (
    <Page title="Pre pickings">
      <TextInput
        label="ID ou código do pre picking"
        description="Bipe a etiqueta ou digite o ID"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        maw={420}
        size="md"
        autoFocus
      />
      {shown?.tag && <TagDetails tag={shown.tag} />}
      {shown?.failed && <Text c="red">{shown.failed} Confira o código e tente de novo.</Text>}
      {!debounced && <Text c="dimmed">Bipe ou digite um pre picking para ver seus dados.</Text>}
    </Page>
  );
}
