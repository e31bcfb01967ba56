// A coarse description of the device that opened a page, for the parent's alert and history:
// kind of device and browser, e.g. 'Android phone, Chrome', stored in English and translated when shown
// (src/shared/device-label.ts). Never the model or versions: enough to tell
// "a responder's phone" from "my own laptop", no more. Parsing is bowser's (MIT), not ours.
import Bowser from 'bowser';
import { UNKNOWN_DEVICE } from '#shared/device-label.ts';
import { rememberRecent } from '../../lib/recent-answers.ts';

export { UNKNOWN_DEVICE };

const KIND: Record<string, string> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', tv: 'TV' };

/** Most openings come from a few common browsers: 500 recent descriptions are remembered. */
const describeRecent = rememberRecent(500, parseDevice);

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  return describeRecent(userAgent);
}

function parseDevice(userAgent: string): string {
  // Only the parts named here are parsed (not the engine): this runs on the public page's request.
  const parser = Bowser.getParser(userAgent, true);
  const platform = parser.getPlatform();
  const device = deviceName(parser.getOSName() || undefined, platform.type, platform.model);
  const parts = [device, parser.getBrowserName()].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : UNKNOWN_DEVICE;
}

function deviceName(osName?: string, type?: string, model?: string): string | undefined {
  // Apple names its own devices; the model is the kind ('iPhone', 'iPad').
  if (model === 'iPhone' || model === 'iPad' || model === 'iPod') return model;
  const kind = type ? KIND[type] : undefined;
  if (osName && kind) return `${osName} ${kind}`;
  return osName ?? (kind ? capitalise(kind) : undefined);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
