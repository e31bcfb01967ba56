// /tag-uid-reader (SPEC §2, §4, §8; Italian): reads an NFC chip's UID in the browser so an admin can
// paste it as a bracelet's physical id.
import { CircleAlert, Copy, Nfc, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCopyConfirmation } from './use-copy-confirmation.ts';
import { useNfcReader } from './use-nfc-reader.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';

function Alert({ children }: { children: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

export default function NfcReaderPage() {
  const t = useT();
  const language = useLocale();
  const { supported, state, scan, reset } = useNfcReader();
  const { copied, copy, clear } = useCopyConfirmation();
  const uidRef = useRef<HTMLOutputElement>(null);

  const copyUid = async (uid: string) => {
    if (await copy(uid)) return;
    // No clipboard (insecure origin): select the UID so it can be copied by hand.
    if (uidRef.current) window.getSelection()?.selectAllChildren(uidRef.current);
  };

  const readAnother = () => {
    clear();
    reset();
  };

  return (
    // SPEC's page is Italian: the English catalogue holds its Italian text, so only then is the section
    // in another language than the page.
    <section className="mx-auto grid max-w-md gap-5 px-4 py-10" lang={language === 'en' ? 'it' : undefined}>
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Nfc aria-hidden="true" className="size-7 text-red-700" />
          {t('nfcReader.heading')}
        </h1>
        <p className="text-gray-700">{t('nfcReader.intro')}</p>
        <p className="text-sm text-gray-700">{t('nfcReader.androidOnly')}</p>
      </div>

      {!supported && <Alert>{t('nfcReader.unsupportedAlert')}</Alert>}
      {state.status === 'error' && <Alert>{t('nfcReader.readErrorAlert')}</Alert>}

      {state.status === 'read' ? (
        <div className="grid gap-4 rounded-xl border border-gray-200 p-5">
          <div className="grid gap-1">
            <p id="uid-label" className="text-sm font-medium text-gray-700">
              {t('nfcReader.uidLabel')}
            </p>
            <output
              ref={uidRef}
              aria-labelledby="uid-label"
              className="font-mono text-2xl font-bold tracking-wider break-all"
              data-testid="nfc-uid"
            >
              {state.uid}
            </output>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => void copyUid(state.uid)}>
              <Copy aria-hidden="true" />
              {copied ? t('nfcReader.copied') : t('nfcReader.copy')}
            </Button>
            <Button size="lg" variant="outline" onClick={readAnother}>
              <RotateCcw aria-hidden="true" />
              {t('nfcReader.readAnother')}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {copied ? t('nfcReader.copied') : ''}
          </p>
        </div>
      ) : state.status === 'scanning' ? (
        <div role="status" className="flex items-center gap-3 rounded-xl border border-gray-200 p-5">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-4 border-red-600 border-t-transparent"
          />
          <p className="text-lg font-medium">{t('nfcReader.scanning')}</p>
        </div>
      ) : (
        <Button size="lg" className="justify-self-start" disabled={!supported} onClick={() => void scan()}>
          <Nfc aria-hidden="true" />
          {t('nfcReader.scanButton')}
        </Button>
      )}
    </section>
  );
}
