// Pre-picking tags pushed by the scales: upserts by the tag's printed id. Size and base
// product come from the product; a tag already scanned into an order keeps what it was.
// A scale label has one tag: a record naming a label that another tag already holds (a
// picker scanned the label before the scale sent it) is left out, so it is never counted twice.
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BatchResult, IntegrationPrePickingTag } from '../../../shared/contract/integration';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bulkUpsert } from '../../db/bulk';
import { prePickingTags, products } from '../../db/schema';
import { BatchProblems, countOutcome, findDuplicates } from './batch-errors';

export async function importPrePickingTags(app: AppContext, records: readonly IntegrationPrePickingTag[]): Promise<BatchResult> {
  const problems = new BatchProblems();
  findDuplicates(problems, records, (r) => String(r.id), (i) => `tags.${i}.id`, (id) => `Etiqueta ${id} repetida no lote`);
  findDuplicates(problems, records, scaleLabelOf, (i) => `tags.${i}.scale_label_id`, (label) => `Etiqueta de balança ${label} repetida no lote`);
  problems.throwIfAny();
  return app.db.transaction(async (tx) => {
    const productRows = await tx
      .select({ sku: products.sku, productBaseId: products.productBaseId, purchaseValue: products.purchaseValue })
      .from(products)
      .where(inArray(products.sku, [...new Set(records.map((r) => r.sku))]));
    const productBySku = new Map(productRows.map((row) => [row.sku, row]));
    const used = await tx
      .select({ id: prePickingTags.id })
      .from(prePickingTags)
      .where(and(inArray(prePickingTags.id, records.map((r) => r.id)), isNotNull(prePickingTags.usedByItemId)))
      .for('update');
    const usedIds = new Set(used.map((row) => row.id));
    records.forEach((record, index) => {
      if (!productBySku.has(record.sku)) problems.add(`tags.${index}.sku`, `SKU ${record.sku} não cadastrado`);
      if (usedIds.has(record.id)) problems.add(`tags.${index}.id`, `Etiqueta ${record.id} já foi bipada em um pedido e não pode mudar`);
    });
    problems.throwIfAny();
    const heldElsewhere = await labelsHeldByOtherTags(tx, records);
    const rows = records.filter((r) => !heldElsewhere.has(r.id)).map((r) => {
      const product = productBySku.get(r.sku)!;
      return {
        id: r.id,
        unique_tag: r.unique_tag,
        sku: r.sku,
        product_base_id: product.productBaseId,
        purchase_value: product.purchaseValue,
        item_weight: r.item_weight ?? null,
        scale_id: r.scale_id ?? null,
        scale_label_id: r.scale_label_id ?? null,
        weighing_time: r.weighing_time ?? null,
        batch_id: r.batch_id ?? null,
        expires_at: r.expires_at ?? null,
      };
    });
    if (rows.length === 0) return countOutcome(records.length, []);
    const [, ...columns] = Object.keys(rows[0]!);
    const { written } = await bulkUpsert(tx, prePickingTags, rows, { conflict: ['id'], columns });
    // Ids come from the scales: the sequence moves past them so tags made here never collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('pre_picking_tags', 'id'), greatest((select max(id) from pre_picking_tags), 1))`,
    );
    return countOutcome(records.length, written);
  });
}

/** 'scale/label' of a record that names a scale label, else null. */
const scaleLabelOf = (r: IntegrationPrePickingTag): string | null =>
  r.scale_id != null && r.scale_label_id != null ? `${r.scale_id}/${r.scale_label_id}` : null;

/** The records whose scale label already belongs to a tag with another id. */
async function labelsHeldByOtherTags(tx: Tx, records: readonly IntegrationPrePickingTag[]): Promise<Set<number>> {
  const labelled = records.filter((r) => scaleLabelOf(r) !== null);
  if (labelled.length === 0) return new Set();
  const holders = await tx
    .select({ id: prePickingTags.id, scaleId: prePickingTags.scaleId, scaleLabelId: prePickingTags.scaleLabelId })
    .from(prePickingTags)
    .where(
      sql`(${prePickingTags.scaleId}, ${prePickingTags.scaleLabelId}) in (select * from unnest(${sql.param(labelled.map((r) => r.scale_id))}::integer[], ${sql.param(labelled.map((r) => r.scale_label_id))}::integer[]))`,
    );
  const holderOf = new Map(holders.map((tag) => [`${tag.scaleId}/${tag.scaleLabelId}`, tag.id]));
  return new Set(labelled.filter((r) => (holderOf.get(scaleLabelOf(r)!) ?? r.id) !== r.id).map((r) => r.id));
}
