import { createContext, type ReactNode } from 'react';

/**
 * The dialog that turns on two-factor authentication (the account feature's,
 * wired in src/app): the admin Profile tab opens it, as production requires
 * two-factor of every administrator.
 */
export type TwoFactorSetup = (onClose: () => void) => ReactNode;

export const TwoFactorSetupContext = createContext<TwoFactorSetup | null>(null);
