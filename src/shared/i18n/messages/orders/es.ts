// orders: es.
import type { Messages } from '../../catalogue-types.ts';
import type { ordersEn } from './en.ts';

export const ordersEs = {
  heading: 'Pedidos',
  intro: 'Pedidos pagados pendientes de envío, los más recientes primero.',
  loading: 'Cargando pedidos...',
  loadError: 'No se pudieron cargar los pedidos.',
  empty: 'Todavía no hay pedidos.',
  downloadCsv: 'Descargar CSV',
  markShipped: 'Marcar como enviado',
  shippedOkTitle: 'Pedido marcado como enviado',
  shipFailedTitle: 'No se pudo actualizar el pedido',
  confirmationSent: 'Confirmación enviada por email',
  confirmationNotSent: 'Confirmación aún no enviada',
  columns: {
    order: 'Pedido',
    date: 'Fecha',
    status: 'Estado',
    amount: 'Importe',
    customer: 'Cliente',
    shipping: 'Dirección de envío',
    actions: 'Acciones',
  },
  status: {
    pending: 'Pendiente',
    paid: 'Pagado',
    packed: 'Empaquetado',
    shipped: 'Enviado',
    refunded: 'Reembolsado',
    cancelled: 'Cancelado',
    failed: 'Fallido',
  },
} satisfies Messages<typeof ordersEn>;
