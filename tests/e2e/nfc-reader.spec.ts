// The NFC UID reader (/tag-uid-reader) in Chromium, driven by a fake Web NFC reader installed before
// the app loads (desktop Chromium has none), and without one.
import { COPY_CONFIRMATION_MS } from '#shared/constants.ts';
import { users } from '#server/db/schema/index.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { uniqueEmail } from '#tests/factories/users.ts';
import { expect, test, type E2EServer, type Page } from './fixtures.ts';
import { en } from '../helpers/messages.ts';

type FakeNfc = {
  scans: number;
  failScan: boolean;
  read(serialNumber: string): void;
  error(): void;
};

/** Signed in by cookie: the password is never used. */
async function signIn(page: Page, server: E2EServer) {
  const [user] = await server.db
    .insert(users)
    .values({ email: uniqueEmail('nfc'), password: 'unused', isEmailVerified: true })
    .returning();
  const { token } = await server.app.deps.sessions.create('user', user!.id);
  await page
    .context()
    .addCookies([{ name: sessionCookieName(server.config, 'user'), value: token, url: server.url }]);
}

async function installFakeReader(page: Page) {
  await page.addInitScript(() => {
    /** Readers that are scanning right now. */
    const scanning = new Set<EventTarget>();
    const nfc = {
      scans: 0,
      failScan: false,
      read(serialNumber: string) {
        const event = new Event('reading');
        Object.defineProperty(event, 'serialNumber', { value: serialNumber });
        scanning.forEach((reader) => reader.dispatchEvent(event));
      },
      error() {
        scanning.forEach((reader) => reader.dispatchEvent(new Event('readingerror')));
      },
    };
    class FakeNDEFReader extends EventTarget {
      async scan(options?: { signal?: AbortSignal }) {
        nfc.scans++;
        if (nfc.failScan) throw new DOMException('NFC is switched off', 'NotReadableError');
        scanning.add(this);
        options?.signal?.addEventListener('abort', () => scanning.delete(this));
      }
    }
    Object.assign(window, { NDEFReader: FakeNDEFReader, __fakeNfc: nfc });
  });
}

const fakeNfc = (page: Page) => ({
  read: (serial: string) =>
    page.evaluate((s) => (window as unknown as { __fakeNfc: FakeNfc }).__fakeNfc.read(s), serial),
  error: () => page.evaluate(() => (window as unknown as { __fakeNfc: FakeNfc }).__fakeNfc.error()),
  failNextScan: () =>
    page.evaluate(() => {
      (window as unknown as { __fakeNfc: FakeNfc }).__fakeNfc.failScan = true;
    }),
});

test.describe('NFC UID reader', () => {
  test('scans, shows the UID in upper-case hex, copies it with a 2-second confirmation, reads another', async ({
    page,
    server,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.clock.install({ time: new Date('2030-01-01T08:00:00Z') });
    await installFakeReader(page);
    await signIn(page, server);
    await page.goto('/tag-uid-reader');
    await expect(page.getByRole('heading', { name: en('nfcReader.heading') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt(new Date('2030-01-01T09:00:00Z'));

    await page.getByRole('button', { name: en('nfcReader.scanButton') }).click();
    await expect(page.getByRole('status')).toHaveText(en('nfcReader.scanning'));

    await fakeNfc(page).read('04:a2:3b:4c:5d:6e:80');
    await expect(page.getByTestId('nfc-uid')).toHaveText('04A23B4C5D6E80');
    await expect(page.getByText(en('nfcReader.scanning'))).toHaveCount(0);

    await page.getByRole('button', { name: en('nfcReader.copy') }).click();
    await expect(page.getByRole('button', { name: en('nfcReader.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('04A23B4C5D6E80');
    await page.clock.runFor(COPY_CONFIRMATION_MS - 100);
    await expect(page.getByRole('button', { name: en('nfcReader.copied') })).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: en('nfcReader.copy') })).toBeVisible();

    await page.getByRole('button', { name: en('nfcReader.readAnother') }).click();
    await expect(page.getByTestId('nfc-uid')).toHaveCount(0);
    await page.getByRole('button', { name: en('nfcReader.scanButton') }).click();
    await fakeNfc(page).read('de:ad:be:ef');
    await expect(page.getByTestId('nfc-uid')).toHaveText('DEADBEEF');
  });

  test('a read error or a scan that cannot start shows the "make sure NFC is on" alert', async ({
    page,
    server,
  }) => {
    await installFakeReader(page);
    await signIn(page, server);
    await page.goto('/tag-uid-reader');

    await page.getByRole('button', { name: en('nfcReader.scanButton') }).click();
    await expect(page.getByText(en('nfcReader.scanning'))).toBeVisible();
    await fakeNfc(page).error();
    await expect(page.getByRole('alert')).toHaveText(en('nfcReader.readErrorAlert'));

    await fakeNfc(page).failNextScan();
    await page.getByRole('button', { name: en('nfcReader.scanButton') }).click();
    await expect(page.getByRole('alert')).toHaveText(en('nfcReader.readErrorAlert'));
    await expect(page.getByRole('button', { name: en('nfcReader.scanButton') })).toBeEnabled();
  });

  test('without Web NFC it says so, suggests a dedicated app, and does not crash', async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await page.goto('/tag-uid-reader');
    await expect(page.getByRole('alert')).toHaveText(en('nfcReader.unsupportedAlert'));
    await expect(page.getByText(en('nfcReader.androidOnly'))).toBeVisible();
    await expect(page.getByRole('button', { name: en('nfcReader.scanButton') })).toBeDisabled();
  });
});
