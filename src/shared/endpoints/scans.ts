// Scan alerts on the parent's side (SPEC §7).
import { endpoint } from './endpoint.ts';
import { messageAnswer, tagIdParams } from './common.ts';

/** "Send me a test alert" mails the owner one alert marked as a test. */
export const sendTestAlert = endpoint({
  method: 'POST',
  path: '/api/tags/:tagId/test-alert',
  access: 'verified',
  summary: 'Mail the owner a test scan alert',
  params: tagIdParams,
  response: messageAnswer,
  notFound: 'errors.tagNotFound',
});
