// GET /api/account/export (issue 17): one JSON file, downloaded by the browser itself (the answer is an
// attachment), so the screen links to it instead of fetching it.
import { api } from '#shared/paths.ts';

export const accountExportUrl = api.accountExport;
