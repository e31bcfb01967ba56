// Packing a paid order: the input waits for a scanner (which types the code and Enter) or a typed code;
// each code joins the list (the same code twice is refused at once), the counter says how many of the
// order's bracelets are in the box, and "Pack" is there once the count is right. The server's refusal
// names a code: it is shown at that code. A packed order lists its bracelets and can be unpacked.
import { Package, PackageOpen, ScanLine, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { packOrderSchema, type OrderDetail } from '#shared/schemas/order.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-request.ts';
import { toastFailure } from '../../../../lib/use-endpoint-mutation.ts';
import { usePackOrder } from '../api/pack-order.ts';
import { useUnpackOrder } from '../api/unpack-order.ts';
import { codeKey, scannedCode } from '../scanned-code.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OrderSection } from './section.tsx';

type Entry = { code: string; error?: string };

const codeSchema = packOrderSchema.shape.codes.element;

/** Where the server's refusal belongs: the entry whose code it names, or the field error's index. */
function refusedEntry(error: unknown, entries: Entry[]): number {
  if (!(error instanceof ApiError)) return -1;
  const named = error.body?.code;
  if (typeof named === 'string') {
    const at = entries.findIndex((entry) => codeKey(entry.code) === codeKey(named));
    if (at >= 0) return at;
  }
  const field = Object.keys(error.body?.errors ?? {}).find((key) => /^codes\.\d+$/.test(key));
  return field ? Number(field.split('.')[1]) : -1;
}

export function PackingPanel({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  const pack = usePackOrder(order.id);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [entries, setEntries] = useState<Entry[]>([]);
  const quantity = order.quantity;

  // Ready for the scanner as soon as the page shows the order.
  useEffect(() => input.current?.focus(), []);

  const add = () => {
    // Codes and chip numbers are upper case whatever the keyboard typed (the server reads them so too).
    const code = scannedCode(typed).toUpperCase();
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message);
      return;
    }
    if (entries.some((entry) => codeKey(entry.code) === codeKey(parsed.data))) {
      setInputError(t('orders.packing.duplicate', { code: parsed.data }));
      return;
    }
    if (entries.length >= quantity) {
      setInputError(t('orders.packing.full', { quantity }));
      return;
    }
    setEntries([...entries, { code: parsed.data }]);
    setTyped('');
    setInputError(undefined);
  };

  const remove = (index: number) => {
    setEntries(entries.filter((_, at) => at !== index));
    setInputError(undefined);
    input.current?.focus();
  };

  const submit = () =>
    pack.mutate(
      entries.map((entry) => entry.code),
      {
        onError: (error) => {
          const at = refusedEntry(error, entries);
          if (at < 0 || at >= entries.length) {
            toastFailure(t, error, { title: 'orders.packing.failedTitle', fallback: 'orders.page.tryAgain' });
            return;
          }
          const message = errorMessage(error, t('orders.page.tryAgain'));
          setEntries(entries.map((entry, index) => (index === at ? { ...entry, error: message } : entry)));
        },
      },
    );

  const full = entries.length === quantity;
  return (
    <OrderSection title={t('orders.packing.heading')} testId="packing">
      <p className="text-sm text-gray-700">{t('orders.packing.intro')}</p>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        noValidate
      >
        <Label htmlFor={inputId}>{t('orders.packing.codeLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="enter"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? `${inputId}-error` : undefined}
            className="min-w-0 flex-1 font-mono"
          />
          <Button type="submit" variant="outline">
            <ScanLine aria-hidden="true" />
            {t('orders.packing.add')}
          </Button>
        </div>
        <FieldError id={`${inputId}-error`} message={inputError} />
      </form>
      <p className="font-semibold" aria-live="polite" data-testid="packing-counter">
        {t('orders.packing.counter', { count: entries.length, quantity })}
      </p>
      {entries.length > 0 && (
        <ol className="grid gap-2" aria-label={t('orders.packing.listLabel')}>
          {entries.map((entry, index) => (
            <li
              key={codeKey(entry.code)}
              className={
                entry.error
                  ? 'grid gap-1 rounded-md border border-red-300 bg-red-50 p-2'
                  : 'grid gap-1 rounded-md border border-gray-200 p-2'
              }
              data-testid="packing-entry"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 font-mono [overflow-wrap:anywhere]">{entry.code}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={t('orders.packing.remove', { code: entry.code })}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <FieldError message={entry.error} />
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button disabled={!full || pack.isPending} onClick={submit}>
          <Package aria-hidden="true" />
          {pack.isPending ? t('orders.packing.packing') : t('orders.packing.pack')}
        </Button>
      </div>
    </OrderSection>
  );
}

/** The bracelets packed for the order; while it is packed (not shipped), it can be unpacked. */
export function PackedBracelets({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  const unpack = useUnpackOrder(order.id);
  const [asking, setAsking] = useState(false);
  if (detail.bracelets.length === 0) return null;
  return (
    <OrderSection title={t('orders.packing.inTheBox')} testId="packed-bracelets">
      <ul className="grid gap-2">
        {detail.bracelets.map((bracelet) => (
          <li key={bracelet.id} className="grid gap-0.5 rounded-md border border-gray-200 p-2">
            <span className="font-mono [overflow-wrap:anywhere]">{bracelet.uniqueCode}</span>
            {bracelet.physicalId && (
              <span className="text-xs text-gray-600 [overflow-wrap:anywhere]">
                {t('orders.packing.chip', { physicalId: bracelet.physicalId })}
              </span>
            )}
            {bracelet.activated && (
              <span className="text-xs font-semibold text-green-800">{t('orders.packing.activated')}</span>
            )}
          </li>
        ))}
      </ul>
      {order.status === 'packed' && (
        <div>
          <Button variant="outline" onClick={() => setAsking(true)}>
            <PackageOpen aria-hidden="true" />
            {t('orders.packing.unpack')}
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t('orders.packing.unpackTitle', { orderNumber: order.orderNumber })}
          description={t('orders.packing.unpackDescription')}
          confirmLabel={t('orders.packing.unpack')}
          pendingLabel={t('orders.packing.unpacking')}
          pending={unpack.isPending}
          onConfirm={() => unpack.mutate(undefined, { onSettled: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        />
      )}
    </OrderSection>
  );
}
