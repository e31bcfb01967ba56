// The parcel carriers the shop ships with: PayPal's carrier code (Orders v2 `shipment_carrier`), the name
// a buyer knows, and the public tracking page a buyer can open ({number} is the tracking number,
// URL-encoded). OTHER is any other carrier: its name is typed, and there is no link.

type Carrier = { name: string; trackingUrl: string | null };

export const CARRIERS = {
  IT_POSTE_ITALIA: {
    name: 'Poste Italiane',
    trackingUrl: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{number}',
  },
  BRT_IT: {
    name: 'BRT',
    trackingUrl: 'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz={number}',
  },
  GLS_IT: {
    name: 'GLS Italy',
    trackingUrl: 'https://www.gls-italy.com/it/servizi-per-destinatari/ricerca-spedizione?match={number}',
  },
  SDA_IT: {
    name: 'SDA',
    trackingUrl:
      'https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura={number}',
  },
  DHL: { name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}' },
  DE_DHL: {
    name: 'DHL Paket',
    trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}',
  },
  UPS: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  GLS: { name: 'GLS', trackingUrl: 'https://gls-group.com/track/{number}' },
  DPD: { name: 'DPD', trackingUrl: 'https://tracking.dpd.de/status/en_US/parcel/{number}' },
  FEDEX: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  OTHER: { name: '', trackingUrl: null },
} as const satisfies Record<string, Carrier>;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]];

/** The buyer's tracking link, or null for OTHER. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | null {
  const known = (CARRIERS as Record<string, Carrier>)[carrier];
  if (!known?.trackingUrl) return null;
  return known.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber));
}
