// The checks of the 'Repor' dialog (spec/panel.md §5 'Replenishment quantity'): what the box
// stage accepts, and the warning for a quantity other than the break.
import { parseBoxCode } from '@shared/scan/box-code';
import { looksLikeBarcode, SCAN_ERROR_TITLE } from '@shared/scan';

export const REPOSITION_TEXT = {
  scanBox: 'Bipe o QRCode da caixa',
  noBarcode: 'Não bipe código de barras',
  scanProductNotBox: 'Você deve bipar etiqueta do produto!',
  emptyQuantity: 'Quantidade não pode ser vazia.',
  less: 'Quantidade informada MENOR que a quebra. Tem certeza?',
  more: 'Quantidade informada MAIOR que a quebra. Tem certeza?',
  scanErrorTitle: 'Erro ao tentar repor pre picking',
  finishErrorTitle: 'Erro ao atualizar status do item.',
  done: 'Item reposto',
} as const;

/** Why a code read at the box stage is refused, or null for a box of this order. */
export function boxStageError(code: string, orderId: string): { title: string; message?: string } | null {
  // A product barcode of any GTIN length (spec/operator.md §5 knew only the 13-digit one).
  if (looksLikeBarcode(code.trim())) return { title: REPOSITION_TEXT.noBarcode, message: REPOSITION_TEXT.scanBox };
  const box = parseBoxCode(code);
  if (!box) return { title: REPOSITION_TEXT.scanBox };
  if (box.orderId !== orderId.trim()) return { title: SCAN_ERROR_TITLE.wrongBox, message: `Esta caixa é do pedido ${box.orderId}, não do ${orderId}.` };
  return null;
}

/** The warning a quantity other than the absolute break gets before it is confirmed. */
export function quantityWarning(quantity: number, broken: number): string | null {
  if (quantity <= 0 || quantity === Math.abs(broken)) return null;
  return quantity < Math.abs(broken) ? REPOSITION_TEXT.less : REPOSITION_TEXT.more;
}
