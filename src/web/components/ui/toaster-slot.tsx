// Where notices appear: Radix's toast code (about 25 KB) is not in the page's first script; it loads
// once the page is up, so the landing page's start on a slow phone no longer waits for it (issue 35).
// A notice raised before it has loaded waits in the store and shows when it has.
import { useEffect, useState, type ComponentType } from 'react';
import { useToast } from '../../lib/use-toast.ts';

let loaded: ComponentType | undefined;

async function loadToaster(): Promise<ComponentType> {
  loaded ??= (await import('./toaster.tsx')).Toaster;
  return loaded;
}

export function ToasterSlot() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | undefined>(() => loaded);
  // Tried again with the next notice if the code could not be loaded (a network gone for a moment).
  useEffect(() => {
    if (Toaster) return;
    let current = true;
    loadToaster()
      .then((component) => current && setToaster(() => component))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [Toaster, toasts.length]);
  return Toaster ? <Toaster /> : null;
}
