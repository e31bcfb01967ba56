// A choice among SPEC §3's icon names, as a native select: the stored value is the icon's name, the
// option reads it in the admin's language ('NO BATTERIES NEEDED' as the landing page words it).
import type { SelectHTMLAttributes, Ref } from 'react';
import type { IconName, StepIconName } from '#shared/icons.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { Select } from '../../../components/ui/select.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';

const LABELS: Readonly<Record<IconName | StepIconName, MessageKey>> = {
  Shield: 'adminForm.icons.Shield',
  Wifi: 'adminForm.icons.Wifi',
  Edit: 'adminForm.icons.Edit',
  Heart: 'adminForm.icons.Heart',
  Lock: 'adminForm.icons.Lock',
  CheckCircle: 'adminForm.icons.CheckCircle',
  Smartphone: 'adminForm.icons.Smartphone',
  Play: 'adminForm.icons.Play',
  ShoppingCart: 'adminForm.icons.ShoppingCart',
  Zap: 'adminForm.icons.Zap',
  'NO BATTERIES NEEDED': 'landing.noBatteries',
};

export function IconSelect({
  options,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: ReadonlyArray<IconName | StepIconName>;
  ref?: Ref<HTMLSelectElement>;
}) {
  const t = useT();
  return (
    <Select ref={ref} {...props}>
      {options.map((name) => (
        <option key={name} value={name}>
          {t(LABELS[name])}
        </option>
      ))}
    </Select>
  );
}
