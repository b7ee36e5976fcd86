// Box labels (spec/operator.md §7 'Picking' POST /print/, §8 'Label already printed'): the
// picker prints an order's labels at the end of picking (initialPrint), a second print is
// refused with 'já foram impressas' unless it is a reprint; the panel's reprint uses the
// same call. The labels go to the printer of the order's route colour (white printer 1 or 2
// for BRANCA).
import { z } from 'zod';
import { endpoint } from './endpoint';
import { orderNumber } from './order-number';

/** The refusal the screen recognises ('já foram impressas') to offer a reprint. */
export const LABELS_ALREADY_PRINTED = 'As etiquetas deste pedido já foram impressas';

export const printLabels = endpoint({
  method: 'POST',
  path: '/api/carambola/print/',
  access: 'signedIn',
  summary: "Prints an order's box labels on its route colour's printer (the order's picker, or a reprint permission).",
  body: z.object({
    orderId: orderNumber,
    reprint: z.boolean().default(false),
    boxQuantity: z
      .number({ message: 'Informe a quantidade de caixas' })
      .int('A quantidade de caixas precisa ser um número inteiro')
      .min(1, 'Número de caixas não pode ser menor ou igual a 0.')
      .max(999, 'Caixas demais para imprimir de uma vez'),
    /** White printer 1 or 2 (BRANCA routes); ignored for other colours. */
    printerChoice: z.union([z.literal(1), z.literal(2)]).nullish(),
    /** The picker's print at the end of picking (not a reprint from the panel). */
    initialPrint: z.boolean().default(false),
  }),
  response: z.object({ message: z.string(), printer_name: z.string(), box_quantity: z.number().int() }),
});

export const labelsEndpoints = { printLabels };
