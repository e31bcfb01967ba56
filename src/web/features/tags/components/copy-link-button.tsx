// Copies the tag's absolute public link (SPEC §2); the confirmation shows for 2 seconds (SPEC §9).
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '#shared/constants.ts';
import { dashboardText } from '#shared/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/use-toast.ts';

export function CopyLinkButton({ url }: { url: string }) {
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
      toast({ title: dashboardText.copyLink, description: url });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} data-url={url}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? dashboardText.linkCopied : dashboardText.copyLink}</span>
    </Button>
  );
}
