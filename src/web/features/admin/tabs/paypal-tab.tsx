// PayPal tab (SPEC §2): Price, Currency, Shipping Text, Button Text/Claim, Subtext Below Button; issue 32
// adds the shipping cost, the most bracelets per checkout and the seller's details for receipts.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CURRENCIES } from '#shared/constants.ts';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { paypalSettingsSchema, type PaypalSettings } from '#shared/schemas/content.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { sectionSaver, useAdminSection } from '../api/sections.ts';
import { SaveButton } from '../components/save-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useAdminSave } from '../components/use-admin-save.ts';

export function PaypalTab() {
  const t = useT();
  const settings = useAdminSection('paypalSettings');
  const values = settings.data ?? LANDING_SECTIONS.paypalSettings.defaults;
  const form = useForm<PaypalSettings>({ resolver: zodResolver(paypalSettingsSchema), values });
  const save = useAdminSave(sectionSaver('paypalSettings', 'save'), 'paypal');
  const errors = form.formState.errors;
  // A saved currency outside the list stays selectable.
  const currencies: string[] = CURRENCIES.includes(values.currency as never)
    ? [...CURRENCIES]
    : [...CURRENCIES, values.currency];

  return (
    <SectionCard title={t('admin.tabs.paypal')} isLoading={settings.isLoading} isError={settings.isError}>
      <form className="grid gap-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t('adminForm.price')} error={errors.price?.message}>
            <Input inputMode="decimal" {...form.register('price')} />
          </FormField>
          <FormField label={t('adminForm.currency')} error={errors.currency?.message}>
            <Select {...form.register('currency')}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField label={t('adminForm.shippingText')} error={errors.shippingText?.message}>
          <Input {...form.register('shippingText')} />
        </FormField>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            label={t('adminForm.shippingPrice')}
            hint={t('adminForm.shippingPriceHint')}
            error={errors.shippingPrice?.message}
          >
            <Input inputMode="decimal" {...form.register('shippingPrice')} />
          </FormField>
          <FormField label={t('adminForm.maxQuantity')} error={errors.maxQuantity?.message}>
            <Input inputMode="numeric" {...form.register('maxQuantity')} />
          </FormField>
        </div>
        <FormField label={t('adminForm.buttonText')} error={errors.buttonText?.message}>
          <Input {...form.register('buttonText')} />
        </FormField>
        <FormField label={t('adminForm.subtextBelow')} error={errors.subtextBelow?.message}>
          <Input {...form.register('subtextBelow')} />
        </FormField>
        <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t('adminForm.sellerHeading')}</legend>
          <FormField label={t('adminForm.sellerName')} error={errors.sellerName?.message}>
            <Input autoComplete="organization" {...form.register('sellerName')} />
          </FormField>
          <FormField label={t('adminForm.sellerAddress')} error={errors.sellerAddress?.message}>
            <Textarea rows={3} autoComplete="street-address" {...form.register('sellerAddress')} />
          </FormField>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t('adminForm.vatNumber')} error={errors.vatNumber?.message}>
              <Input {...form.register('vatNumber')} />
            </FormField>
            <FormField
              label={t('adminForm.taxRate')}
              hint={t('adminForm.taxRateHint')}
              error={errors.taxRate?.message}
            >
              <Input inputMode="decimal" {...form.register('taxRate')} />
            </FormField>
          </div>
        </fieldset>
        <div>
          <SaveButton label={t('admin.saveSettings')} pending={save.isPending} />
        </div>
      </form>
    </SectionCard>
  );
}
