// receipt: es.
import type { Messages } from '../../catalogue-types.ts';
import type { receiptEn } from './en.ts';

export const receiptEs = {
  title: 'Recibo',
  documentTitle: 'Recibo {orderNumber}',
  vatNumber: 'NIF-IVA',
  orderNumber: 'Número de pedido',
  paidOn: 'Fecha de pago',
  customer: 'Cliente',
  item: 'Artículo',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  shipping: 'Envío',
  total: 'Total',
  vatIncluded: 'IVA incluido ({rate} %)',
  refunds: 'Reembolsos',
  date: 'Fecha',
  reason: 'Motivo',
  refundedTotal: 'Total reembolsado',
  thanks: 'Gracias por tu pedido.',
} satisfies Messages<typeof receiptEn>;
