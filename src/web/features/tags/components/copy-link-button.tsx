// Copies the tag's absolute public link (SPEC §2); the confirmation shows for 2 seconds (SPEC §9).
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '#shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/use-toast.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

export function CopyLinkButton({ url }: { url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (permission or an old browser): show the link so it can be copied by hand.
      toast({ title: t('dashboard.copyLink'), description: url });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} data-url={url}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t('dashboard.linkCopied') : t('dashboard.copyLink')}</span>
    </Button>
  );
}
