// A choice among SPEC §3's icon names, as a native select.
import type { SelectHTMLAttributes, Ref } from 'react';
import { Select } from '../../../components/ui/select.tsx';

export function IconSelect({
  options,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; ref?: Ref<HTMLSelectElement> }) {
  return (
    <Select ref={ref} {...props}>
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </Select>
  );
}
