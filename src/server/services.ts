// Every service of the app, built once per app by buildApp (decision 004). A service is a class in its
// module (modules/<feature>/<feature>.service.ts) whose constructor takes one object: the part of
// Infra it needs, plus any other service it calls. Routes reach them as `app.deps.services.<name>`.
// Adding a service: write its class, add one line to the object below; `Services` follows.
import { PayPalClient } from './adapters/paypal-client.ts';
import { createStorage } from './adapters/storage.ts';
import type { Infra } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { PasswordResetService } from './modules/auth/password-reset.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { LandingTranslationsService } from './modules/content/landing-translations.service.ts';
import { FilesService } from './modules/files/files.service.ts';
import { FreshnessService } from './modules/freshness/freshness.service.ts';
import { HealthService } from './modules/health/health.service.ts';
import { FamilyService } from './modules/family/family.service.ts';
import { LanguageService } from './modules/language/language.service.ts';
import { InventoryService } from './modules/inventory/inventory.service.ts';
import { BuyerOrdersService } from './modules/orders/buyer-orders.service.ts';
import { OrderMailer } from './modules/orders/order-mailer.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { PackingService } from './modules/orders/packing.service.ts';
import { ReceiptService } from './modules/orders/receipt.service.ts';
import { RefundsService } from './modules/orders/refunds.service.ts';
import { ShippingService } from './modules/orders/shipping.service.ts';
import { OrderConfirmationService } from './modules/payments/order-confirmation.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { PinUnlockService } from './modules/public-tag/pin-unlock.service.ts';
import { ResponderFormsService } from './modules/public-tag/responder-forms.service.ts';
import { PublicTagService } from './modules/public-tag/public-tag.service.ts';
import { ResponderCardService } from './modules/responder-card/responder-card.service.ts';
import { ScanAlertService } from './modules/scans/scan-alerts.ts';
import { ScanService } from './modules/scans/scan.service.ts';
import { LostModeService } from './modules/tags/lost-mode.service.ts';
import { TagRetirementService } from './modules/tags/tag-retirement.service.ts';
import { ResponderSharesService } from './modules/responder-shares/responder-shares.service.ts';
import { SalesService } from './modules/sales/sales.service.ts';
import { ScanHistoryService } from './modules/scan-history/scan-history.service.ts';
import { TagsService } from './modules/tags/tags.service.ts';
import { PhotoFiles } from './modules/tag-photo/photo-files.ts';
import { TagPhotoService } from './modules/tag-photo/tag-photo.service.ts';

/** What tests (or a deployment) may set about services beyond the configuration. */
export type ServiceOptions = {
  /** How long one call to PayPal may take before it counts as down (default 15 s; tests shorten it). */
  paypalTimeoutMs?: number;
};

export function buildServices(
  infra: Infra,
  database: Pick<DatabaseHandle, 'ping' | 'kind'>,
  options: ServiceOptions = {},
) {
  const { config, clock } = infra;
  const content = new ContentService(infra);
  const orderConfirmations = new OrderConfirmationService(infra);
  const storage = createStorage(config);
  // The children's photos (issue 34): stored beside the uploads, removed with the tag's data.
  const photos = new PhotoFiles(storage, infra.logger);
  const scanAlerts = new ScanAlertService({ ...infra, photos });
  const publicTag = new PublicTagService(infra);
  const pinUnlock = new PinUnlockService({ ...infra, publicTag });
  const tags = new TagsService({ ...infra, photos });
  // The embedded database runs one statement at a time: no lock needed around a slice (scans.repo.ts).
  const scans = new ScanService({
    ...infra,
    alerts: scanAlerts,
    oneStatementAtATime: database.kind === 'pglite',
  });
  const responderShares = new ResponderSharesService({ ...infra, publicTag, scans });
  const paypal = new PayPalClient({ config: config.paypal, clock, timeoutMs: options.paypalTimeoutMs });
  // An order's life after checkout (issue 32): its page, packing, shipping, refunds, the buyer's mails.
  const orderMails = new OrderMailer(infra);
  const orders = new OrdersService({ ...infra, orderConfirmations, orderMails });
  const orderRefunds = new RefundsService({ ...infra, paypal, orders, orderMails });
  return {
    health: new HealthService({ database }),
    content,
    landingTranslations: new LandingTranslationsService({
      ...infra,
      content,
      defaultLanguage: config.shopLanguage,
    }),
    auth: new AuthService(infra),
    language: new LanguageService(infra),
    account: new AccountService({ ...infra, photos }),
    passwordReset: new PasswordResetService(infra),
    admin: new AdminService(infra),
    tags,
    tagRetirement: new TagRetirementService(infra, tags),
    tagPhoto: new TagPhotoService({ ...infra, photos, publicTag }),
    lostMode: new LostModeService(infra),
    family: new FamilyService(infra),
    freshness: new FreshnessService(infra),
    publicTag,
    pinUnlock,
    responderShares,
    responderForms: new ResponderFormsService({ publicTag, pinUnlock, responderShares }),
    responderCard: new ResponderCardService(infra),
    sales: new SalesService({ ...infra, content }),
    scanHistory: new ScanHistoryService(infra),
    inventory: new InventoryService(infra),
    files: new FilesService({ ...infra, storage }),
    orders,
    orderPacking: new PackingService({ ...infra, orders }),
    orderShipping: new ShippingService({ ...infra, paypal, orders, orderMails }),
    orderRefunds,
    receipts: new ReceiptService({ ...infra, content }),
    orderConfirmations,
    buyerOrders: new BuyerOrdersService(infra),
    payments: new PaymentsService({ ...infra, content, paypal, orderConfirmations, orderRefunds }),
    scanAlerts,
    scans,
  };
}

export type Services = ReturnType<typeof buildServices>;
