// The parent's account screen: what it shows, the password change, the export and the deletion. Every
// answer here is personal: the server sends each with `cache-control: no-store`.
import {
  accountDeletionSchema,
  accountExportSchema,
  accountOverviewSchema,
  passwordChangeSchema,
} from '../schemas/account.ts';
import { endpoint } from './endpoint.ts';

export const account = endpoint({
  method: 'GET',
  path: '/api/account',
  access: 'verified',
  summary: "The account's details, time zone and consents",
  response: accountOverviewSchema,
});

/** Every other session of the account ends. */
export const changePassword = endpoint({
  method: 'POST',
  path: '/api/account/password',
  access: 'verified',
  summary: 'Change the password',
  body: passwordChangeSchema,
  response: 'empty',
  status: 204,
});

/** A JSON file the browser downloads (an attachment), so the screen links to it. */
export const exportAccount = endpoint({
  method: 'GET',
  path: '/api/account/export',
  access: 'verified',
  summary: 'Everything stored about the account, as one JSON file',
  response: accountExportSchema,
});

/** The current password confirms; the session ends with the account. */
export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/account',
  access: 'verified',
  summary: 'Delete the account',
  body: accountDeletionSchema,
  response: 'empty',
  status: 204,
});
