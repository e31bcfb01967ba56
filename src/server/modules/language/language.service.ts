// A signed-in parent's language: kept on the account, so mails and the next sign-in on
// any browser use it.
import type { Language } from '#shared/i18n/languages.ts';
import type { Infra } from '../../context.ts';
import { updateLanguage } from '../auth/user.repo.ts';

export class LanguageService {
  constructor(private readonly deps: Pick<Infra, 'db'>) {}

  async saveForUser(userId: string, language: Language): Promise<void> {
    await updateLanguage(this.deps.db, userId, language);
  }
}
