// The reader's states (SPEC §4): idle → scanning ('Avvicina il tag...') → read (the UID) or error;
// 'read another' goes back to idle. Scanning stops after one read, on reset and on leaving the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatSerialNumber, webNfcReader, type NdefReadingEvent } from './web-nfc.ts';

export type NfcReaderState =
  { status: 'idle' } | { status: 'scanning' } | { status: 'read'; uid: string } | { status: 'error' };

export function useNfcReader() {
  const [supported] = useState(() => webNfcReader() !== undefined);
  const [state, setState] = useState<NfcReaderState>({ status: 'idle' });
  const scanning = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    scanning.current?.abort();
    scanning.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const scan = useCallback(async () => {
    const Reader = webNfcReader();
    if (!Reader) return;
    stop();
    const controller = new AbortController();
    scanning.current = controller;
    setState({ status: 'scanning' });
    const finish = (next: NfcReaderState) => {
      if (controller.signal.aborted) return;
      controller.abort();
      setState(next);
    };
    try {
      const reader = new Reader();
      reader.addEventListener(
        'reading',
        (event) => {
          const uid = formatSerialNumber((event as NdefReadingEvent).serialNumber);
          finish(uid ? { status: 'read', uid } : { status: 'error' });
        },
        { signal: controller.signal },
      );
      reader.addEventListener('readingerror', () => finish({ status: 'error' }), {
        signal: controller.signal,
      });
      await reader.scan({ signal: controller.signal });
    } catch {
      // Permission refused, NFC switched off, or no reader hardware.
      finish({ status: 'error' });
    }
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { supported, state, scan, reset };
}
