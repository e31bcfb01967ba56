// Shipping a packed order: the carrier (PayPal's list; "another carrier" asks for its name) and the
// tracking number, checked with the server's own schema, then a question that names the order, the
// carrier and the number and says the buyer gets a mail. A shipped order shows its tracking.
import { ExternalLink, Truck } from 'lucide-react';
import { useState } from 'react';
import { CARRIER_CODES, CARRIERS, type CarrierCode } from '#shared/carriers.ts';
import { formatDateTime } from '#shared/i18n/format.ts';
import { shipOrderSchema, type OrderDetail, type ShipOrderInput } from '#shared/schemas/order.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { fieldErrorsOf } from '../../../../lib/api-request.ts';
import { useShipOrder } from '../api/ship-order.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { issuesByField, OrderSection } from './section.tsx';

const KNOWN_CARRIERS = CARRIER_CODES.filter((code) => code !== 'OTHER');

export function ShippingPanel({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  const ship = useShipOrder(order.id);
  const [carrier, setCarrier] = useState('');
  const [carrierName, setCarrierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<ShipOrderInput>();

  const check = () => {
    const parsed = shipOrderSchema.safeParse({
      carrier,
      trackingNumber,
      ...(carrier === 'OTHER' ? { carrierName } : {}),
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  };

  const confirm = (input: ShipOrderInput) =>
    ship.mutate(input, {
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(Object.fromEntries(Object.entries(fields).map(([field, [first]]) => [field, first ?? ''])));
      },
      onSettled: () => setAsking(undefined),
    });

  const carrierLabel = (input: ShipOrderInput) =>
    input.carrier === 'OTHER' ? (input.carrierName ?? '') : CARRIERS[input.carrier].name;

  return (
    <OrderSection title={t('orders.shipping.heading')} testId="shipping">
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <FormField label={t('orders.shipping.carrierLabel')} error={errors.carrier}>
          <Select value={carrier} onChange={(event) => setCarrier(event.target.value)}>
            <option value="">{t('orders.shipping.chooseCarrier')}</option>
            {KNOWN_CARRIERS.map((code: CarrierCode) => (
              <option key={code} value={code}>
                {CARRIERS[code].name}
              </option>
            ))}
            <option value="OTHER">{t('orders.shipping.otherCarrier')}</option>
          </Select>
        </FormField>
        {carrier === 'OTHER' && (
          <FormField label={t('orders.shipping.carrierNameLabel')} error={errors.carrierName}>
            <Input
              value={carrierName}
              maxLength={64}
              onChange={(event) => setCarrierName(event.target.value)}
            />
          </FormField>
        )}
        <FormField label={t('orders.shipping.trackingLabel')} error={errors.trackingNumber}>
          <Input
            value={trackingNumber}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit">
            <Truck aria-hidden="true" />
            {t('orders.shipping.ship')}
          </Button>
        </div>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('orders.shipping.confirmTitle', { orderNumber: order.orderNumber })}
          description={t('orders.shipping.confirmDescription', {
            orderNumber: order.orderNumber,
            carrier: carrierLabel(asking),
            trackingNumber: asking.trackingNumber,
          })}
          confirmLabel={t('orders.shipping.confirm')}
          pendingLabel={t('orders.shipping.shipping')}
          pending={ship.isPending}
          onConfirm={() => confirm(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </OrderSection>
  );
}

/** Where a shipped order went: carrier, tracking number, the carrier's tracking page, the date. */
export function ShipmentDetails({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const language = useLocale();
  const { order } = detail;
  if (!order.trackingNumber) return null;
  const carrier = order.carrierName ?? order.carrier ?? '';
  return (
    <OrderSection title={t('orders.shipping.heading')} testId="shipment">
      <p>
        {t('orders.shipping.sentWith', { carrier })}
        {order.shippedAt && (
          <span className="block text-sm text-gray-600">
            {formatDateTime(language, new Date(order.shippedAt))}
          </span>
        )}
      </p>
      <p className="font-mono [overflow-wrap:anywhere]" data-testid="tracking-number">
        {order.trackingNumber}
      </p>
      {order.trackingUrl && (
        <p>
          <a
            className="inline-flex items-center gap-1 font-medium text-red-700 underline"
            href={order.trackingUrl}
            target="_blank"
            rel="noopener"
          >
            {t('orders.shipping.track')}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        </p>
      )}
    </OrderSection>
  );
}
