// responder: English.

export const responderEn = {} as const;
