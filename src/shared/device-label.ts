// A scan's device as the reader says it. The server stores a coarse English description
// (src/server/modules/scans/device-description.ts: 'Android phone, Chrome', 'iPhone, Safari',
// 'Tablet', 'Unknown device'); the kind of device is translated when shown, system and browser names
// stay as they are. Stored rows keep one format, whatever language the parent reads later.
import type { MessageKey } from './i18n/message-key.ts';
import type { Translate } from './i18n/translator.ts';

export const UNKNOWN_DEVICE = 'Unknown device';

const KINDS = ['phone', 'tablet', 'computer', 'TV'] as const;
type Kind = (typeof KINDS)[number];

const WITH_SYSTEM: Record<Kind, MessageKey> = {
  phone: 'scanHistory.deviceKind.phone',
  tablet: 'scanHistory.deviceKind.tablet',
  computer: 'scanHistory.deviceKind.computer',
  TV: 'scanHistory.deviceKind.TV',
};
const ALONE: Record<Kind, MessageKey> = {
  phone: 'scanHistory.deviceKindAlone.phone',
  tablet: 'scanHistory.deviceKindAlone.tablet',
  computer: 'scanHistory.deviceKindAlone.computer',
  TV: 'scanHistory.deviceKindAlone.TV',
};

const isKind = (word: string): word is Kind => (KINDS as readonly string[]).includes(word);

function deviceName(device: string, t: Translate): string {
  const split = device.lastIndexOf(' ');
  const kind = split > 0 ? device.slice(split + 1) : '';
  if (isKind(kind)) return t(WITH_SYSTEM[kind], { os: device.slice(0, split) });
  const alone = device === 'TV' ? 'TV' : device.toLowerCase();
  return isKind(alone) ? t(ALONE[alone]) : device;
}

/** The stored description in the reader's language: 'Android phone, Chrome' → 'telefono Android, Chrome'. */
export function deviceLabel(description: string, t: Translate): string {
  if (description === UNKNOWN_DEVICE) return t('scanHistory.unknownDevice');
  const [device = '', ...browser] = description.split(', ');
  return [deviceName(device, t), ...browser].join(', ');
}
