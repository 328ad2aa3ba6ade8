import { idParamsSchema } from '../common.ts';
import { endpoint, neverStored } from '../endpoint.ts';
import {
  confirmationDecisionSchema,
  confirmationQueueSchema,
  confirmationRequestSchema,
  createAccountPayloadSchema,
  loginAnswerSchema,
  loginPayloadSchema,
  meSchema,
  myConfirmationSchema,
  passwordChangePayloadSchema,
  requestNewPasswordPayloadSchema,
  resetPasswordPayloadSchema,
  resetPasswordResponseSchema,
  rollbackAnswerSchema,
  rollbackPayloadSchema,
  sessionSchema,
  setLevelPayloadSchema,
  suspensionPayloadSchema,
  tokenResponseSchema,
  userListAnswerSchema,
  userListQuerySchema,
  userSchema,
} from '../users.ts';

/** Accounts: sessions, account creation, passwords and the administrators' user list. */
export const usersEndpoints = neverStored({
  login: endpoint({
    access: 'anyone',
    method: 'POST',
    path: '/api/users/loginuser',
    body: loginPayloadSchema,
    response: loginAnswerSchema,
  }),
  logout: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/users/logout',
  }),
  me: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/users/me',
    response: meSchema,
  }),
  /**
   * Whether the token still opens a session, and the account's level now: the
   * web app asks at start, on regaining focus and after a refusal.
   */
  session: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/users/session',
    response: sessionSchema,
  }),
  /** ALTCHA's challenge, fetched by the captcha widget itself. */
  captcha: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/users/captcha',
  }),
  createAccount: endpoint({
    access: 'anyone',
    budget: { name: 'create-account', seconds: 3600, address: 20 },
    method: 'POST',
    path: '/api/users/createaccount/',
    body: createAccountPayloadSchema,
    response: tokenResponseSchema,
  }),
  requestNewPassword: endpoint({
    access: 'anyone',
    budget: { name: 'reset-request', seconds: 3600, address: 10 },
    method: 'POST',
    path: '/api/users/requestnewpassword',
    body: requestNewPasswordPayloadSchema,
  }),
  resetPassword: endpoint({
    access: 'anyone',
    budget: { name: 'reset', seconds: 3600, address: 30 },
    method: 'POST',
    path: '/api/users/resetpassword',
    body: resetPasswordPayloadSchema,
    response: resetPasswordResponseSchema,
  }),
  changePassword: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/users/:id/password',
    params: idParamsSchema,
    body: passwordChangePayloadSchema,
    response: tokenResponseSchema,
  }),
  list: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/users/',
    query: userListQuerySchema,
    response: userListAnswerSchema,
  }),
  setLevel: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/users/:id',
    params: idParamsSchema,
    body: setLevelPayloadSchema,
    response: userSchema,
  }),
  /** Administrators only; the permission is decided before the body is read. */
  setSuspension: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/users/:id/suspension',
    params: idParamsSchema,
    body: suspensionPayloadSchema,
    response: userSchema,
  }),
  /** Administrators only: undoes the account's edits in every area that keeps them. */
  rollback: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/users/:id/rollback',
    params: idParamsSchema,
    body: rollbackPayloadSchema,
    response: rollbackAnswerSchema,
  }),
  /** The member's latest request to be confirmed. */
  myConfirmation: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/users/confirmation',
    response: myConfirmationSchema,
  }),
  /** A member who is not confirmed asks the administrators; one open request per account. */
  requestConfirmation: endpoint({
    access: 'member',
    /** Asked once and answered by a person, so a few are plenty. */
    budget: { name: 'confirmation-requests', seconds: 3600, account: 5, address: 50 },
    // A request shows on no public page.
    announces: [],
    method: 'POST',
    path: '/api/users/confirmation',
    response: myConfirmationSchema,
  }),
  /** Administrators only: the open requests. */
  confirmationQueue: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/users/confirmations',
    response: confirmationQueueSchema,
  }),
  /** Administrators only: approving confirms the account; either way its member is told. */
  decideConfirmation: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/users/confirmations/:id',
    params: idParamsSchema,
    body: confirmationDecisionSchema,
    response: confirmationRequestSchema,
  }),
});
