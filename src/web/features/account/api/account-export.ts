// GET /api/account/export: one JSON file, downloaded by the browser itself (the answer is an
// attachment), so the screen links to it instead of fetching it.
import { exportAccount } from '#shared/endpoints/account.ts';
import { urlOf } from '../../../lib/call.ts';

export const accountExportUrl = urlOf(exportAccount, {});
