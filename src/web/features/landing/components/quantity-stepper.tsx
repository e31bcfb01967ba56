// How many bracelets (issue 32): a labelled number field between − and + buttons the size of a thumb.
// The field takes typing too; whatever is typed, the quantity stays a whole number from 1 to `max`.
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function clampQuantity(value: number, max: number): number {
  return Number.isInteger(value) ? Math.min(Math.max(value, 1), max) : 1;
}

export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  const id = useId();
  // What the field shows while the buyer types (it may be empty for a moment); the quantity is `value`.
  const [typed, setTyped] = useState<string | null>(null);
  const step = (by: number) => {
    setTyped(null);
    onChange(clampQuantity(value + by, max));
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {t('landing.quantityLabel')}
      </label>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="h-12 w-12 text-xl"
          aria-label={t('landing.quantityFewer')}
          aria-controls={id}
          disabled={value <= 1}
          onClick={() => step(-1)}
          data-testid="quantity-fewer"
        >
          <span aria-hidden="true">−</span>
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={typed ?? String(value)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (!/^\d+$/.test(text)) return setTyped(text === '' ? '' : null);
            const quantity = clampQuantity(Number(text), max);
            // A number outside 1 to max shows as the nearest one allowed at once.
            setTyped(String(quantity) === text ? text : null);
            onChange(quantity);
          }}
          onBlur={() => setTyped(null)}
          className="h-12 w-16 rounded-md border border-gray-300 bg-white text-center text-lg font-semibold text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
          data-testid="quantity"
        />
        <Button
          variant="outline"
          size="icon"
          className="h-12 w-12 text-xl"
          aria-label={t('landing.quantityMore')}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => step(1)}
          data-testid="quantity-more"
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t('landing.quantityHint', { max })}
      </p>
    </div>
  );
}
