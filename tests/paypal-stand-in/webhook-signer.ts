// Signs webhook deliveries the way PayPal describes it: the message
// `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body, decimal>` signed with
// SHA256withRSA, the signature in PAYPAL-TRANSMISSION-SIG and the certificate's URL in PAYPAL-CERT-URL.
// PayPal's verify-webhook-signature call (served by the stand-in) checks it with the public key.
import { createSign, createVerify, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';

export type SignedWebhook = { body: string; headers: Record<string, string> };

export type WebhookSignatureInput = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  body: string;
};

const AUTH_ALGO = 'SHA256withRSA';

export class WebhookSigner {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private certUrl = '';

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicKey = publicKey;
  }

  sign(body: string, webhookId: string, certUrl: string): SignedWebhook {
    this.certUrl = certUrl;
    const transmissionTime = new Date().toISOString();
    let transmissionId: string;
    let signature: string;
    // PayPal's verify-webhook-signature schema has transmission_sig match ^(?!\d+$)\w+\S+, which a
    // Base64 signature starting with + or / does not: such a transmission is signed anew.
    do {
      transmissionId = randomUUID();
      const signer = createSign('sha256');
      signer.update(message(transmissionId, transmissionTime, webhookId, body));
      signature = signer.sign(this.privateKey, 'base64');
    } while (!/^\w/.test(signature));
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': AUTH_ALGO,
        'paypal-cert-url': certUrl,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': transmissionTime,
      },
    };
  }

  verify(input: WebhookSignatureInput): boolean {
    if (input.authAlgo !== AUTH_ALGO || input.certUrl !== this.certUrl) return false;
    const verifier = createVerify('sha256');
    verifier.update(message(input.transmissionId, input.transmissionTime, input.webhookId, input.body));
    try {
      return verifier.verify(this.publicKey, input.transmissionSig, 'base64');
    } catch {
      return false;
    }
  }
}

function message(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}
