// Clients, products and routes pushed by the company's systems: upserts by natural key.
import { sql } from 'drizzle-orm';
import type {
  BatchResult,
  IntegrationClient,
  IntegrationProduct,
  IntegrationRoute,
} from '../../../shared/contract/integration';
import { PORTION_TYPE } from '../../../shared/domain/products';
import type { AppContext } from '../../context';
import { bulkUpsert } from '../../db/bulk';
import { clients, products, routes } from '../../db/schema';
import { readSettingsRow } from '../settings/service';
import { BatchProblems, countOutcome, findDuplicates } from './batch-errors';
import { productImagePath } from '../../demo/product-image';

export async function importClients(app: AppContext, records: readonly IntegrationClient[]): Promise<BatchResult> {
  const problems = new BatchProblems();
  findDuplicates(problems, records, (r) => r.external_id, (i) => `clients.${i}.external_id`, (key) => `Cliente ${key} repetido no lote`);
  problems.throwIfAny();
  const rows = records.map((r) => ({
    external_id: r.external_id,
    client_type: r.client_type,
    client_name: r.client_name,
    client_trade: r.client_trade ?? null,
    document: r.document ?? null,
    city: r.city ?? null,
    state: r.state ?? null,
  }));
  const { written } = await bulkUpsert(app.db, clients, rows, {
    conflict: ['external_id'],
    columns: ['client_type', 'client_name', 'client_trade', 'document', 'city', 'state'],
  });
  return countOutcome(records.length, written);
}

export async function importProducts(app: AppContext, records: readonly IntegrationProduct[]): Promise<BatchResult> {
  const problems = new BatchProblems();
  findDuplicates(problems, records, (r) => String(r.sku), (i) => `products.${i}.sku`, (key) => `SKU ${key} repetido no lote`);
  const { separations } = await readSettingsRow(app.db);
  records.forEach((record, index) => {
    if (record.step != null && record.step > separations) {
      problems.add(`products.${index}.step`, `Etapa ${record.step} maior que o número de etapas do CD (${separations})`);
    }
    if (record.minimum_extra_order > record.maximum_extra_order && record.maximum_extra_order > 0) {
      problems.add(`products.${index}.minimum_extra_order`, 'O mínimo extra não pode passar do máximo');
    }
  });
  problems.throwIfAny();
  const rows = records.map((r) => ({
    sku: r.sku,
    product_base_id: r.product_base_id,
    name: r.name,
    category: r.category ?? null,
    image_path: productImagePath(r.sku),
    barcode: r.barcode ?? null,
    portion_type: r.portion_type === 'peso' ? PORTION_TYPE.weight : PORTION_TYPE.unit,
    purchase_value: r.purchase_value,
    step: r.step ?? null,
    is_wholesale: r.is_wholesale,
    unique_tag_only: r.unique_tag_only,
    need_authorization: r.need_authorization,
    batch_required: r.batch_required,
    minimum_extra_order: r.minimum_extra_order,
    maximum_extra_order: r.maximum_extra_order,
    status: r.status,
  }));
  const [, ...columns] = Object.keys(rows[0]!);
  const { written } = await bulkUpsert(app.db, products, rows, {
    conflict: ['sku'],
    columns,
    onChange: { updated_at: sql`now()` },
  });
  return countOutcome(records.length, written);
}

export async function importRoutes(app: AppContext, records: readonly IntegrationRoute[]): Promise<BatchResult> {
  const problems = new BatchProblems();
  findDuplicates(
    problems,
    records,
    (r) => `${r.operation_date} ${r.code}`,
    (i) => `routes.${i}.code`,
    (key) => `Rota ${key} repetida no lote`,
  );
  problems.throwIfAny();
  const rows = records.map((r) => ({
    operation_date: r.operation_date,
    code: r.code,
    color_route: r.color_route,
    vehicle_capacity: r.vehicle_capacity,
    driver_name: r.driver_name ?? null,
  }));
  const { written } = await bulkUpsert(app.db, routes, rows, {
    conflict: ['operation_date', 'code'],
    columns: ['color_route', 'vehicle_capacity', 'driver_name'],
  });
  return countOutcome(records.length, written);
}
