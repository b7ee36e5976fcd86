// 'Etapas': the picking step and checks of every SKU, with search, step filter, in-place and
// bulk edits, the number of steps and the validity-check switch (spec/panel.md §2, §5, §9).
import { Button, Group, MultiSelect, Pagination, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { listSkus, updateSkus } from '@shared/contract/sku';
import { formatNumber, pluralPt, pluralWord } from '@shared/format';
import { call, toApiFailure } from '@renderer/api/http';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { useCentreSettings } from '../settings/useCentreSettings';
import { BulkEditModal } from './BulkEditModal';
import { withChange, type SkuChange, type SkuEdits } from './skuEdits';
import { SkuTable } from './SkuTable';
import { SkuUploadButton } from './SkuUploadButton';
import { StepCountModal } from './StepCountModal';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 500;
/** The spec waits before reloading after a save, so the list reflects it. */
const RELOAD_AFTER_SAVE_MS = 3000;

export function SkuSettingsPage() {
  const centre = useCentreSettings();
  const separations = centre.settings?.separations ?? 0;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [steps, setSteps] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [edits, setEdits] = useState<SkuEdits>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<'bulk' | 'steps'>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (signal: AbortSignal) =>
      call(
        listSkus,
        {
          query: {
            orderBy: 'name',
            status: 'active',
            pageIndex: page,
            pageSize: PAGE_SIZE,
            separationOrder: steps.length ? steps.join(',') : undefined,
            search: debouncedSearch.trim() || undefined,
          },
        },
        { signal },
      ),
    [page, steps, debouncedSearch],
  );
  const { data, failed, reload } = useLoaded(load, 'Erro ao buscar produtos');

  const stepOptions = useMemo(
    () => [
      { value: '0', label: 'Sem etapa' },
      ...Array.from({ length: separations }, (_, index) => ({ value: String(index + 1), label: `Etapa ${index + 1}` })),
    ],
    [separations],
  );
  const pending = Object.values(edits);

  const change = (sku: Parameters<typeof withChange>[1], next: SkuChange) => setEdits((current) => withChange(current, sku, next));
  const select = (skus: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const sku of skus) if (on) next.add(sku);
      else next.delete(sku);
      return next;
    });
  const applyBulk = (next: SkuChange) => {
    const rows = data?.results.filter((row) => selected.has(row.sku)) ?? [];
    setEdits((current) => rows.reduce((all, row) => withChange(all, row, next), current));
    setDialog(undefined);
  };

  const save = async () => {
    setSaving(true);
    try {
      await call(updateSkus, { body: { products: pending } });
      popup.success('Sucesso ao atualizar configurações');
      setTimeout(() => {
        setEdits({});
        setSelected(new Set());
        reload();
        setSaving(false);
      }, RELOAD_AFTER_SAVE_MS);
    } catch (error) {
      const failure = toApiFailure(error);
      popup.error(failure.status === 403 ? 'Você não tem permissão para atualizar o produto.' : failure.message, {
        title: 'Erro ao atualizar o produto.',
      });
      setSaving(false);
    }
  };

  return (
    <Page title="Etapas" before={<BackLink to="/painel/configuracoes" label="Configurações" />}>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            size="sm"
            label="Buscar"
            placeholder="Nome ou número do SKU"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
          <MultiSelect
            label="Etapas"
            placeholder={steps.length ? undefined : 'Todas'}
            data={stepOptions}
            value={steps}
            onChange={(value) => {
              setSteps(value);
              setPage(1);
            }}
            clearable
            w={260}
          />
        </Group>
        <Group align="center">
          <Switch
            label="Trava de validade"
            checked={centre.settings?.pre_picking_validity_check ?? false}
            disabled={!centre.settings || centre.saving}
            onChange={(event) =>
              void centre.save({ prePickingValidityCheck: event.currentTarget.checked }, 'Erro ao atualizar trava de validade')
            }
          />
          <Button variant="default" onClick={() => setDialog('steps')} disabled={!centre.settings}>
            Número de etapas: {separations}
          </Button>
          <SkuUploadButton onUploaded={reload} />
        </Group>
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data ? `${formatNumber(data.total)} ${pluralWord(data.total, 'SKU', 'SKUs')}` : ' '}
          {pending.length > 0 && ` · ${pluralPt(pending.length, 'alteração não salva', 'alterações não salvas')}`}
        </Text>
        <Group>
          <Button variant="light" disabled={selected.size === 0} onClick={() => setDialog('bulk')}>
            Edição em massa ({selected.size})
          </Button>
          <Button onClick={save} disabled={pending.length === 0} loading={saving}>
            Salvar
          </Button>
        </Group>
      </Group>
      {data ? (
        <Stack>
          {data.results.length === 0 ? (
            <Text c="dimmed">Nenhum produto encontrado. Mude a busca ou o filtro de etapas.</Text>
          ) : (
            <SkuTable rows={data.results} edits={edits} selected={selected} stepOptions={stepOptions} onSelect={select} onChange={change} />
          )}
          {data.total > PAGE_SIZE && (
            <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </Stack>
      ) : failed ? (
        <Button variant="light" w="fit-content" onClick={reload}>
          Tentar novamente
        </Button>
      ) : (
        <Text c="dimmed">Carregando produtos...</Text>
      )}
      {dialog === 'bulk' && (
        <BulkEditModal count={selected.size} stepOptions={stepOptions} onClose={() => setDialog(undefined)} onApply={applyBulk} />
      )}
      {dialog === 'steps' && (
        <StepCountModal
          current={separations}
          saving={centre.saving}
          onClose={() => setDialog(undefined)}
          onSave={async (value) => {
            if (await centre.save({ separations: value })) setDialog(undefined);
          }}
        />
      )}
    </Page>
  );
}
