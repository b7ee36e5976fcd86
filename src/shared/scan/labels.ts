// Box labels: the text before ';' is the order id (spec/operator.md §5 'Label scan'). The
// label's code itself is made and parsed in box-code.ts ('orderId;box', as the conveyor reads it).
export const WRONG_ORDER_LABEL_MESSAGE = 'Opa, esse etiqueta é de outro pedido';

export function labelOrderId(code: string): string {
  return code.trim().split(';')[0]!.trim();
}

export function labelBelongsToOrder(code: string, orderId: string): boolean {
  return labelOrderId(code) === orderId.trim();
}
