// A batch is saved whole or not at all: every problem found is collected with the path of
// its record, and one 422 names them all.
import type { ApiError } from '../../../shared/contract/endpoint';
import { pluralPt } from '../../../shared/format/plural';
import { HttpError } from '../../http/errors';

export class BatchProblems {
  private readonly fields: NonNullable<ApiError['fields']> = [];

  add(field: string, message: string): void {
    this.fields.push({ field, message });
  }

  /** Throws (rolling the transaction back) when anything was found. */
  throwIfAny(): void {
    if (this.fields.length === 0) return;
    const count = this.fields.length;
    throw new HttpError(422, `Lote recusado: ${pluralPt(count, 'problema encontrado', 'problemas encontrados')}; nada foi salvo.`, {
      fields: this.fields,
    });
  }
}

/** Reports every value that appears more than once in a batch; records keyed null have none. */
export function findDuplicates<T>(
  problems: BatchProblems,
  records: readonly T[],
  keyOf: (record: T) => string | null,
  field: (index: number) => string,
  message: (key: string) => string,
): void {
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const key = keyOf(record);
    if (key === null) return;
    if (seen.has(key)) problems.add(field(index), message(key));
    else seen.set(key, index);
  });
}

export function countOutcome(received: number, written: readonly { inserted: boolean }[]) {
  const created = written.filter((row) => row.inserted).length;
  const updated = written.length - created;
  return { received, created, updated, unchanged: received - created - updated };
}
