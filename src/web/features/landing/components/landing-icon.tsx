// SPEC §3 icon names → lucide icons, imported one by one so the bundle holds only these.
// Unknown names fall back to Shield (ShoppingCart for how-it-works steps); 'NO BATTERIES NEEDED' shows Wifi.
import {
  CheckCircle,
  Edit,
  Heart,
  Lock,
  Play,
  Shield,
  ShoppingCart,
  Smartphone,
  Wifi,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { FALLBACK_ICON, FALLBACK_STEP_ICON, type IconName } from '#shared/icons.ts';

const ICONS: Record<IconName, LucideIcon> = {
  Shield,
  Wifi,
  Edit,
  Heart,
  Lock,
  CheckCircle,
  Smartphone,
  Play,
  ShoppingCart,
  Zap,
  // An icon name the admin may store (SPEC §3), not a text a visitor reads: the same in every language.
  'NO BATTERIES NEEDED': Wifi,
};

export function iconFor(name: string | null | undefined, fallback: IconName = FALLBACK_ICON): LucideIcon {
  return (name && Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined) ?? ICONS[fallback];
}

export function stepIconFor(name: string | null | undefined): LucideIcon {
  return iconFor(name, FALLBACK_STEP_ICON);
}

export function LandingIcon({
  name,
  step = false,
  className,
}: {
  name: string | null | undefined;
  step?: boolean;
  className?: string;
}) {
  const Icon = step ? stepIconFor(name) : iconFor(name);
  return <Icon className={className} aria-hidden="true" focusable="false" />;
}
