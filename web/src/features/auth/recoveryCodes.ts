/** The letters and digits of a recovery code: 2-9 and a-z without i, l, o and u. */
const CODE = /^[2-9a-hjkmnp-tv-z]{5}-?[2-9a-hjkmnp-tv-z]{5}$/i;

/** Whether a typed value can be a recovery code (xxxxx-xxxxx; spaces, case and the dash do not matter). */
export const isRecoveryCode = (typed: string) => CODE.test(typed.replace(/\s/g, ''));

/** The text of the downloaded recovery codes file. */
export const recoveryCodesText = (codes: string[]) =>
  `PurseTrade two-factor recovery codes\nEach code signs you in once when your authenticator app is not at hand.\n\n${codes.join('\n')}\n`;
