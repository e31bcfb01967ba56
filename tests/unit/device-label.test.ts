import { describe, expect, it } from 'vitest';
import { describeDevice } from '#server/modules/scans/device-description.ts';
import { translate } from '#tests/helpers/messages.ts';
import { deviceLabel, UNKNOWN_DEVICE } from '#shared/device-label.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('a stored device description in the reader’s language', () => {
  it('leaves English as the server stored it', () => {
    const en = translate('en');
    expect(deviceLabel(describeDevice(ANDROID_CHROME), en)).toBe('Android phone, Chrome');
    expect(deviceLabel(describeDevice(IPHONE_SAFARI), en)).toBe('iPhone, Safari');
    expect(deviceLabel(UNKNOWN_DEVICE, en)).toBe('Unknown device');
  });

  it('translates the kind of device, not the system or browser names', () => {
    const android = describeDevice(ANDROID_CHROME);
    expect(deviceLabel(android, translate('it'))).toBe('telefono Android, Chrome');
    expect(deviceLabel(android, translate('de'))).toBe('Android-Smartphone, Chrome');
    expect(deviceLabel(android, translate('fr'))).toBe('téléphone Android, Chrome');
    expect(deviceLabel(android, translate('es'))).toBe('teléfono Android, Chrome');
    expect(deviceLabel('Windows computer, Firefox', translate('de'))).toBe('Windows-Computer, Firefox');
    expect(deviceLabel('Tablet', translate('fr'))).toBe('Tablette');
    expect(deviceLabel(describeDevice(IPHONE_SAFARI), translate('it'))).toBe('iPhone, Safari');
    expect(deviceLabel(UNKNOWN_DEVICE, translate('es'))).toBe('Dispositivo desconocido');
  });
});
