/** The fees shown when the settings cannot be loaded (the specification's $5 each). */
export const DEFAULT_TRADE_FEE = 5;
export const DEFAULT_PICKUP_FEE = 5;
