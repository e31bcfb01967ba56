// PayPal tab (SPEC §2): Price, Currency, Shipping Text, Button Text/Claim, Subtext Below Button.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CURRENCIES } from '#shared/constants.ts';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { paypalSettingsSchema, type PaypalSettings } from '#shared/schemas/content.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
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
        <FormField label={t('adminForm.buttonText')} error={errors.buttonText?.message}>
          <Input {...form.register('buttonText')} />
        </FormField>
        <FormField label={t('adminForm.subtextBelow')} error={errors.subtextBelow?.message}>
          <Input {...form.register('subtextBelow')} />
        </FormField>
        <div>
          <SaveButton label={t('admin.saveSettings')} pending={save.isPending} />
        </div>
      </form>
    </SectionCard>
  );
}
