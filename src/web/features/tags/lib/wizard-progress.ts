// The address the wizard is verifying, kept in this tab's sessionStorage: registering does not sign in,
// so after a refresh only this tells the wizard to resume at verification.
const KEY = 'safekid:wizard-verifying';

export function rememberedVerification(): string | null {
  try {
    return sessionStorage.getItem(KEY) || null;
  } catch {
    return null; // Storage refused: a refresh starts at registration, which then continues to verification.
  }
}

export function rememberVerification(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Not kept across a refresh.
  }
}

export function forgetVerification(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
