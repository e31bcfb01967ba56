// Every text a person reads, in five languages: one domain per folder, one file per
// language. The server imports this registry; the browser receives the one language it needs,
// already parsed (decision 019), and imports only its types.
import type { Language } from '../languages.ts';
import { accountEn } from './account/en.ts';
import { accountIt } from './account/it.ts';
import { accountDe } from './account/de.ts';
import { accountFr } from './account/fr.ts';
import { accountEs } from './account/es.ts';
import { activateEn } from './activate/en.ts';
import { activateIt } from './activate/it.ts';
import { activateDe } from './activate/de.ts';
import { activateFr } from './activate/fr.ts';
import { activateEs } from './activate/es.ts';
import { adminEn } from './admin/en.ts';
import { adminIt } from './admin/it.ts';
import { adminDe } from './admin/de.ts';
import { adminFr } from './admin/fr.ts';
import { adminEs } from './admin/es.ts';
import { adminContentEn } from './admin-content/en.ts';
import { adminContentIt } from './admin-content/it.ts';
import { adminContentDe } from './admin-content/de.ts';
import { adminContentFr } from './admin-content/fr.ts';
import { adminContentEs } from './admin-content/es.ts';
import { adminFormEn } from './admin-form/en.ts';
import { adminFormIt } from './admin-form/it.ts';
import { adminFormDe } from './admin-form/de.ts';
import { adminFormFr } from './admin-form/fr.ts';
import { adminFormEs } from './admin-form/es.ts';
import { adminSaveEn } from './admin-save/en.ts';
import { adminSaveIt } from './admin-save/it.ts';
import { adminSaveDe } from './admin-save/de.ts';
import { adminSaveFr } from './admin-save/fr.ts';
import { adminSaveEs } from './admin-save/es.ts';
import { alertMailEn } from './alert-mail/en.ts';
import { alertMailIt } from './alert-mail/it.ts';
import { alertMailDe } from './alert-mail/de.ts';
import { alertMailFr } from './alert-mail/fr.ts';
import { alertMailEs } from './alert-mail/es.ts';
import { authEn } from './auth/en.ts';
import { authIt } from './auth/it.ts';
import { authDe } from './auth/de.ts';
import { authFr } from './auth/fr.ts';
import { authEs } from './auth/es.ts';
import { coGuardiansEn } from './co-guardians/en.ts';
import { coGuardiansIt } from './co-guardians/it.ts';
import { coGuardiansDe } from './co-guardians/de.ts';
import { coGuardiansFr } from './co-guardians/fr.ts';
import { coGuardiansEs } from './co-guardians/es.ts';
import { commonEn } from './common/en.ts';
import { commonIt } from './common/it.ts';
import { commonDe } from './common/de.ts';
import { commonFr } from './common/fr.ts';
import { commonEs } from './common/es.ts';
import { dashboardEn } from './dashboard/en.ts';
import { dashboardIt } from './dashboard/it.ts';
import { dashboardDe } from './dashboard/de.ts';
import { dashboardFr } from './dashboard/fr.ts';
import { dashboardEs } from './dashboard/es.ts';
import { emergencyCardEn } from './emergency-card/en.ts';
import { emergencyCardIt } from './emergency-card/it.ts';
import { emergencyCardDe } from './emergency-card/de.ts';
import { emergencyCardFr } from './emergency-card/fr.ts';
import { emergencyCardEs } from './emergency-card/es.ts';
import { fieldTemplatesEn } from './field-templates/en.ts';
import { fieldTemplatesIt } from './field-templates/it.ts';
import { fieldTemplatesDe } from './field-templates/de.ts';
import { fieldTemplatesFr } from './field-templates/fr.ts';
import { fieldTemplatesEs } from './field-templates/es.ts';
import { formEn } from './form/en.ts';
import { formIt } from './form/it.ts';
import { formDe } from './form/de.ts';
import { formFr } from './form/fr.ts';
import { formEs } from './form/es.ts';
import { landingEn } from './landing/en.ts';
import { landingIt } from './landing/it.ts';
import { landingDe } from './landing/de.ts';
import { landingFr } from './landing/fr.ts';
import { landingEs } from './landing/es.ts';
import { landingDefaultsEn } from './landing-defaults/en.ts';
import { landingDefaultsIt } from './landing-defaults/it.ts';
import { landingDefaultsDe } from './landing-defaults/de.ts';
import { landingDefaultsFr } from './landing-defaults/fr.ts';
import { landingDefaultsEs } from './landing-defaults/es.ts';
import { languageEn } from './language/en.ts';
import { languageIt } from './language/it.ts';
import { languageDe } from './language/de.ts';
import { languageFr } from './language/fr.ts';
import { languageEs } from './language/es.ts';
import { lostModeEn } from './lost-mode/en.ts';
import { lostModeIt } from './lost-mode/it.ts';
import { lostModeDe } from './lost-mode/de.ts';
import { lostModeFr } from './lost-mode/fr.ts';
import { lostModeEs } from './lost-mode/es.ts';
import { mailEn } from './mail/en.ts';
import { mailIt } from './mail/it.ts';
import { mailDe } from './mail/de.ts';
import { mailFr } from './mail/fr.ts';
import { mailEs } from './mail/es.ts';
import { navEn } from './nav/en.ts';
import { navIt } from './nav/it.ts';
import { navDe } from './nav/de.ts';
import { navFr } from './nav/fr.ts';
import { navEs } from './nav/es.ts';
import { nfcReaderEn } from './nfc-reader/en.ts';
import { nfcReaderIt } from './nfc-reader/it.ts';
import { nfcReaderDe } from './nfc-reader/de.ts';
import { nfcReaderFr } from './nfc-reader/fr.ts';
import { nfcReaderEs } from './nfc-reader/es.ts';
import { noscriptEn } from './noscript/en.ts';
import { noscriptIt } from './noscript/it.ts';
import { noscriptDe } from './noscript/de.ts';
import { noscriptFr } from './noscript/fr.ts';
import { noscriptEs } from './noscript/es.ts';
import { ordersEn } from './orders/en.ts';
import { ordersIt } from './orders/it.ts';
import { ordersDe } from './orders/de.ts';
import { ordersFr } from './orders/fr.ts';
import { ordersEs } from './orders/es.ts';
import { ownerBarEn } from './owner-bar/en.ts';
import { ownerBarIt } from './owner-bar/it.ts';
import { ownerBarDe } from './owner-bar/de.ts';
import { ownerBarFr } from './owner-bar/fr.ts';
import { ownerBarEs } from './owner-bar/es.ts';
import { passwordResetEn } from './password-reset/en.ts';
import { passwordResetIt } from './password-reset/it.ts';
import { passwordResetDe } from './password-reset/de.ts';
import { passwordResetFr } from './password-reset/fr.ts';
import { passwordResetEs } from './password-reset/es.ts';
import { freshnessEn } from './freshness/en.ts';
import { freshnessIt } from './freshness/it.ts';
import { freshnessDe } from './freshness/de.ts';
import { freshnessFr } from './freshness/fr.ts';
import { freshnessEs } from './freshness/es.ts';
import { pinLockMailEn } from './pin-lock-mail/en.ts';
import { pinLockMailIt } from './pin-lock-mail/it.ts';
import { pinLockMailDe } from './pin-lock-mail/de.ts';
import { pinLockMailFr } from './pin-lock-mail/fr.ts';
import { pinLockMailEs } from './pin-lock-mail/es.ts';
import { privacyNoticeEn } from './privacy-notice/en.ts';
import { privacyNoticeIt } from './privacy-notice/it.ts';
import { privacyNoticeDe } from './privacy-notice/de.ts';
import { privacyNoticeFr } from './privacy-notice/fr.ts';
import { privacyNoticeEs } from './privacy-notice/es.ts';
import { publicTagEn } from './public-tag/en.ts';
import { publicTagIt } from './public-tag/it.ts';
import { publicTagDe } from './public-tag/de.ts';
import { publicTagFr } from './public-tag/fr.ts';
import { publicTagEs } from './public-tag/es.ts';
import { publicUrlEn } from './public-url/en.ts';
import { publicUrlIt } from './public-url/it.ts';
import { publicUrlDe } from './public-url/de.ts';
import { publicUrlFr } from './public-url/fr.ts';
import { publicUrlEs } from './public-url/es.ts';
import { receiptEn } from './receipt/en.ts';
import { receiptIt } from './receipt/it.ts';
import { receiptDe } from './receipt/de.ts';
import { receiptFr } from './receipt/fr.ts';
import { receiptEs } from './receipt/es.ts';
import { responderEn } from './responder/en.ts';
import { responderIt } from './responder/it.ts';
import { responderDe } from './responder/de.ts';
import { responderFr } from './responder/fr.ts';
import { responderEs } from './responder/es.ts';
import { scanHistoryEn } from './scan-history/en.ts';
import { scanHistoryIt } from './scan-history/it.ts';
import { scanHistoryDe } from './scan-history/de.ts';
import { scanHistoryFr } from './scan-history/fr.ts';
import { scanHistoryEs } from './scan-history/es.ts';
import { errorsEn } from './errors/en.ts';
import { errorsIt } from './errors/it.ts';
import { errorsDe } from './errors/de.ts';
import { errorsFr } from './errors/fr.ts';
import { errorsEs } from './errors/es.ts';
import { tagPageEn } from './tag-page/en.ts';
import { tagPageIt } from './tag-page/it.ts';
import { tagPageDe } from './tag-page/de.ts';
import { tagPageFr } from './tag-page/fr.ts';
import { tagPageEs } from './tag-page/es.ts';
import { tagRetirementEn } from './tag-retirement/en.ts';
import { tagRetirementIt } from './tag-retirement/it.ts';
import { tagRetirementDe } from './tag-retirement/de.ts';
import { tagRetirementFr } from './tag-retirement/fr.ts';
import { tagRetirementEs } from './tag-retirement/es.ts';
import { uploadEn } from './upload/en.ts';
import { uploadIt } from './upload/it.ts';
import { uploadDe } from './upload/de.ts';
import { uploadFr } from './upload/fr.ts';
import { uploadEs } from './upload/es.ts';
import { validationEn } from './validation/en.ts';
import { validationIt } from './validation/it.ts';
import { validationDe } from './validation/de.ts';
import { validationFr } from './validation/fr.ts';
import { validationEs } from './validation/es.ts';
import { verifyPageEn } from './verify-page/en.ts';
import { verifyPageIt } from './verify-page/it.ts';
import { verifyPageDe } from './verify-page/de.ts';
import { verifyPageFr } from './verify-page/fr.ts';
import { verifyPageEs } from './verify-page/es.ts';
import { wizardEn } from './wizard/en.ts';
import { wizardIt } from './wizard/it.ts';
import { wizardDe } from './wizard/de.ts';
import { wizardFr } from './wizard/fr.ts';
import { wizardEs } from './wizard/es.ts';
import { zodEn } from './zod/en.ts';
import { zodIt } from './zod/it.ts';
import { zodDe } from './zod/de.ts';
import { zodFr } from './zod/fr.ts';
import { zodEs } from './zod/es.ts';

export const catalogueEn = {
  account: accountEn,
  activate: activateEn,
  admin: adminEn,
  adminContent: adminContentEn,
  adminForm: adminFormEn,
  adminSave: adminSaveEn,
  alertMail: alertMailEn,
  auth: authEn,
  coGuardians: coGuardiansEn,
  common: commonEn,
  dashboard: dashboardEn,
  emergencyCard: emergencyCardEn,
  fieldTemplates: fieldTemplatesEn,
  form: formEn,
  landing: landingEn,
  landingDefaults: landingDefaultsEn,
  language: languageEn,
  lostMode: lostModeEn,
  mail: mailEn,
  nav: navEn,
  nfcReader: nfcReaderEn,
  noscript: noscriptEn,
  orders: ordersEn,
  ownerBar: ownerBarEn,
  passwordReset: passwordResetEn,
  freshness: freshnessEn,
  pinLockMail: pinLockMailEn,
  privacyNotice: privacyNoticeEn,
  publicTag: publicTagEn,
  publicUrl: publicUrlEn,
  receipt: receiptEn,
  responder: responderEn,
  scanHistory: scanHistoryEn,
  errors: errorsEn,
  tagPage: tagPageEn,
  tagRetirement: tagRetirementEn,
  upload: uploadEn,
  validation: validationEn,
  verifyPage: verifyPageEn,
  wizard: wizardEn,
  zod: zodEn,
} as const;

/** The English catalogue's type: its keys are every MessageKey. */
export type CatalogueEn = typeof catalogueEn;

export const CATALOGUES: Readonly<Record<Language, { readonly [D in keyof CatalogueEn]: unknown }>> = {
  en: catalogueEn,
  it: {
    account: accountIt,
    activate: activateIt,
    admin: adminIt,
    adminContent: adminContentIt,
    adminForm: adminFormIt,
    adminSave: adminSaveIt,
    alertMail: alertMailIt,
    auth: authIt,
    coGuardians: coGuardiansIt,
    common: commonIt,
    dashboard: dashboardIt,
    emergencyCard: emergencyCardIt,
    fieldTemplates: fieldTemplatesIt,
    form: formIt,
    landing: landingIt,
    landingDefaults: landingDefaultsIt,
    language: languageIt,
    lostMode: lostModeIt,
    mail: mailIt,
    nav: navIt,
    nfcReader: nfcReaderIt,
    noscript: noscriptIt,
    orders: ordersIt,
    ownerBar: ownerBarIt,
    passwordReset: passwordResetIt,
    freshness: freshnessIt,
    pinLockMail: pinLockMailIt,
    privacyNotice: privacyNoticeIt,
    publicTag: publicTagIt,
    publicUrl: publicUrlIt,
    receipt: receiptIt,
    responder: responderIt,
    scanHistory: scanHistoryIt,
    errors: errorsIt,
    tagPage: tagPageIt,
    tagRetirement: tagRetirementIt,
    upload: uploadIt,
    validation: validationIt,
    verifyPage: verifyPageIt,
    wizard: wizardIt,
    zod: zodIt,
  },
  de: {
    account: accountDe,
    activate: activateDe,
    admin: adminDe,
    adminContent: adminContentDe,
    adminForm: adminFormDe,
    adminSave: adminSaveDe,
    alertMail: alertMailDe,
    auth: authDe,
    coGuardians: coGuardiansDe,
    common: commonDe,
    dashboard: dashboardDe,
    emergencyCard: emergencyCardDe,
    fieldTemplates: fieldTemplatesDe,
    form: formDe,
    landing: landingDe,
    landingDefaults: landingDefaultsDe,
    language: languageDe,
    lostMode: lostModeDe,
    mail: mailDe,
    nav: navDe,
    nfcReader: nfcReaderDe,
    noscript: noscriptDe,
    orders: ordersDe,
    ownerBar: ownerBarDe,
    passwordReset: passwordResetDe,
    freshness: freshnessDe,
    pinLockMail: pinLockMailDe,
    privacyNotice: privacyNoticeDe,
    publicTag: publicTagDe,
    publicUrl: publicUrlDe,
    receipt: receiptDe,
    responder: responderDe,
    scanHistory: scanHistoryDe,
    errors: errorsDe,
    tagPage: tagPageDe,
    tagRetirement: tagRetirementDe,
    upload: uploadDe,
    validation: validationDe,
    verifyPage: verifyPageDe,
    wizard: wizardDe,
    zod: zodDe,
  },
  fr: {
    account: accountFr,
    activate: activateFr,
    admin: adminFr,
    adminContent: adminContentFr,
    adminForm: adminFormFr,
    adminSave: adminSaveFr,
    alertMail: alertMailFr,
    auth: authFr,
    coGuardians: coGuardiansFr,
    common: commonFr,
    dashboard: dashboardFr,
    emergencyCard: emergencyCardFr,
    fieldTemplates: fieldTemplatesFr,
    form: formFr,
    landing: landingFr,
    landingDefaults: landingDefaultsFr,
    language: languageFr,
    lostMode: lostModeFr,
    mail: mailFr,
    nav: navFr,
    nfcReader: nfcReaderFr,
    noscript: noscriptFr,
    orders: ordersFr,
    ownerBar: ownerBarFr,
    passwordReset: passwordResetFr,
    freshness: freshnessFr,
    pinLockMail: pinLockMailFr,
    privacyNotice: privacyNoticeFr,
    publicTag: publicTagFr,
    publicUrl: publicUrlFr,
    receipt: receiptFr,
    responder: responderFr,
    scanHistory: scanHistoryFr,
    errors: errorsFr,
    tagPage: tagPageFr,
    tagRetirement: tagRetirementFr,
    upload: uploadFr,
    validation: validationFr,
    verifyPage: verifyPageFr,
    wizard: wizardFr,
    zod: zodFr,
  },
  es: {
    account: accountEs,
    activate: activateEs,
    admin: adminEs,
    adminContent: adminContentEs,
    adminForm: adminFormEs,
    adminSave: adminSaveEs,
    alertMail: alertMailEs,
    auth: authEs,
    coGuardians: coGuardiansEs,
    common: commonEs,
    dashboard: dashboardEs,
    emergencyCard: emergencyCardEs,
    fieldTemplates: fieldTemplatesEs,
    form: formEs,
    landing: landingEs,
    landingDefaults: landingDefaultsEs,
    language: languageEs,
    lostMode: lostModeEs,
    mail: mailEs,
    nav: navEs,
    nfcReader: nfcReaderEs,
    noscript: noscriptEs,
    orders: ordersEs,
    ownerBar: ownerBarEs,
    passwordReset: passwordResetEs,
    freshness: freshnessEs,
    pinLockMail: pinLockMailEs,
    privacyNotice: privacyNoticeEs,
    publicTag: publicTagEs,
    publicUrl: publicUrlEs,
    receipt: receiptEs,
    responder: responderEs,
    scanHistory: scanHistoryEs,
    errors: errorsEs,
    tagPage: tagPageEs,
    tagRetirement: tagRetirementEs,
    upload: uploadEs,
    validation: validationEs,
    verifyPage: verifyPageEs,
    wizard: wizardEs,
    zod: zodEs,
  },
};
