// Generated from api/openapi/*.yaml by scripts/api-types.mjs (npm run gen:api).
// Do not edit: change the API document and regenerate.

export interface paths {
    "/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor authentication off
         * @description Needs the current password ("Current password is incorrect") and a current code or an unused recovery code (wrong codes count towards the lock described at /login). The recovery codes stop working, every other session of the account ends, the member is emailed, and this session continues with the fresh token of the answer.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Two-factor authentication is off */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            expires_at: string;
                            message: string;
                            success: boolean;
                            /** @description This session's new token (every older one was ended) */
                            token: string;
                            two_factor_enabled: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor authentication on
         * @description A session signed in within the last 10 minutes needs only the specification's {secret, verificationCode}; an older one also needs the current password (400 "Please enter your current password", code password_required), and a password that is sent must be right ("Current password is incorrect"). verificationCode must be 6 digits ("Please enter a valid 6-digit code") and valid for the pending secret ("Invalid verification code"; wrong codes count towards the 15-minute lock described at /login). The answer carries, once, 10 one-time recovery codes (only their hashes are kept; a new setup replaces them). Every other session of the account ends (their tokens answer 401), the member is emailed, and this session continues with the fresh token of the answer. A password reset within 72 hours of this turns two-factor authentication off again (see /password-reset/confirm).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The current password (needed by a session older than 10 minutes) */
                        password?: string;
                        /** @description The pending secret (optional) */
                        secret?: string;
                        verificationCode: string;
                    };
                };
            };
            responses: {
                /** @description Two-factor authentication is on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            expires_at: string;
                            message: string;
                            recovery_codes: string[];
                            success: boolean;
                            /** @description This session's new token (every older one was ended) */
                            token: string;
                            two_factor_enabled: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/generate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-factor setup
         * @description A new TOTP secret, kept pending until /2fa/enable confirms it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Secret to scan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            otpauth_url: string;
                            /** @description PNG data URL (data:image/png;base64,...) */
                            qrCode: string;
                            /** @description Base32 */
                            secret: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trades requested and money moved per day
         * @description Daily figures for the last `days` New York days (default 30, at most 366), counted in SQL over every trade and every non-hold ledger row, so any range and any volume is complete.
         */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Daily figures, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminActivity"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/adjust-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit or debit a member
         * @description An adjustment row; direction credit or debit. Member look-up as for /admin/refund. 422 "Insufficient available balance: the member has $X available." for a debit beyond the available balance; 403 and 202 as for /admin/refund. Accepts an Idempotency-Key header.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: requests of the same caller to the same route with the same key move money once, however many arrive and however close together; a retry is answered like the first request (marked with the Idempotent-Replayed header). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400 "Idempotency-Key can be at most 100 characters". A refused request does not use up its key. Without the header every request is a new movement. */
                    "Idempotency-Key"?: components["parameters"]["MoneyIdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminMovement"] & {
                        /** @enum {string} */
                        direction: "credit" | "debit";
                    };
                };
            };
            responses: {
                200: components["responses"]["MoneyAdminMoved"];
                202: components["responses"]["MoneyApprovalRequested"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/cleanup-duplicate-disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge duplicate disputes
         * @description Folds every dispute that shares its trade with an older one into the oldest (the duplicate's report becomes a message; its messages and evidence move) and deletes the duplicate. A unique index prevents new duplicates; this repairs older data.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What was done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            disputes_checked?: number;
                            merged?: number;
                            message?: string;
                            success?: boolean;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deleted-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Closed and deleted accounts */
        get: {
            parameters: {
                query?: {
                    /** @description YYYY-MM-DD (New York) or RFC 3339 */
                    date_from?: components["parameters"]["MoneyDateFrom"];
                    /** @description YYYY-MM-DD (New York, inclusive) or RFC 3339 */
                    date_to?: components["parameters"]["MoneyDateTo"];
                    /** @description Part of the original email */
                    email?: string;
                    /** @description Final balance at most (dollars) */
                    max_balance?: number;
                    /** @description Final balance at least (dollars) */
                    min_balance?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description At most 500, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: components["schemas"]["MoneyDeletedAccount"][];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deleted-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A closed account with its ledger history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account and up to 1,000 ledger rows, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: components["schemas"]["MoneyDeletedAccount"];
                            transactions: components["schemas"]["MoneyTransaction"][];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deleted-accounts/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay out a closed account's balance
         * @description The money leaves the platform: a withdraw debit on the closed member's balance, and the amount is added to the account's refunded total. 422 when it exceeds what is left to refund or the member's balance. Without an Idempotency-Key a refund is named by its amount and reason: the same refund sent again (copies at once, a retry) is refused with 409 "This refund is already recorded on this account. To record another of the same amount, give it another reason."
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: requests of the same caller to the same route with the same key move money once, however many arrive and however close together; a retry is answered like the first request (marked with the Idempotent-Replayed header). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400 "Idempotency-Key can be at most 100 characters". A refused request does not use up its key. Without the header every request is a new movement. */
                    "Idempotency-Key"?: components["parameters"]["MoneyIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Recorded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            success?: boolean;
                            transaction?: components["schemas"]["MoneyTransaction"];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deleted-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ledger rows deleted by administrators */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: number;
                    /** @description 24-character member id */
                    user_id?: components["parameters"]["MoneyUserFilter"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted rows with deleted_at, deleted_by, deleted_by_name, reason, reversal_transaction_id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            per_page: number;
                            total: number;
                            transactions: components["schemas"]["MoneyDeletedTransaction"][];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dispute, in display order
         * @description Open/new, then pending, then resolved/closed (hidden unless show_closed=true); each with its trade and both members (name, email, closet name); open_count is the badge.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    show_closed?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["DisputeList"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dispute details
         * @description The dispute, its evidence, messages, trade and both members. 404 "Dispute not found".
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["DisputeOne"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to both members in the dispute
         * @description Shown to both members with sender "admin"; both are notified, and an open dispute becomes pending (being handled). Same refusals as the member call.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DisputeMessageRequest"];
                };
            };
            responses: {
                201: components["responses"]["DisputeMessageSent"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/disputes/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Resolve a dispute
         * @description Records the resolution (status resolved, admin_response, resolved_by, resolved_at). While the trade is disputed the trade's workflow is told: it pays the optional award out of the other member's hold, releases the holds and completes the trade; the answer comes after that. Both members are notified. Refusals: 400 "Please enter a resolution", 400 "The award must go to one of the two members of the trade", 400 "Please enter a valid award amount", 422 "The award cannot exceed the other member's hold of $X", 409 "This dispute is already resolved", 409 "The trade has already ended, so no award can be paid from a hold" (an administrator force-completed it), 404 "Dispute not found".
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        award?: {
                            /** @description Dollars, at most the other member's open hold */
                            amount?: number;
                            to_user_id?: string;
                        } | null;
                        resolution: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["DisputeOne"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items for moderation */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description Name, brand, owner name or email, or an id suffix */
                    q?: string;
                    /** @description all = every status but removed; edited = listed (active) bags whose owner changed their words since an administrator moderated them, most recently edited first (counts.edited) */
                    status?: "all" | "pending" | "active" | "flagged" | "disabled" | "removed" | "edited";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page with per-status counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogAdminPage"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an item
         * @description Soft removal; a featured slot it held goes to the backup. Audited.
         */
        delete: {
            parameters: {
                query?: {
                    reason?: string;
                };
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogMessage"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/items/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve, disable, flag or feature an item
         * @description approve (alias active): to active. disabled: to disabled, frees its featured slot. flagged: to flagged. feature: backup rank 4 (the old backup loses its rank). feature_rank with rank 1-4: takes that rank, the holder takes this item's old rank. unfeature. Disabling, removing or unfeaturing an item at rank 1-3 promotes the backup into the first free slot. Only active items can be featured. Audited.
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rank?: number;
                        reason?: string;
                        /** @enum {string} */
                        status: "approve" | "active" | "disabled" | "flagged" | "feature" | "feature_rank" | "unfeature";
                    };
                };
            };
            responses: {
                /** @description Done, e.g. "Item featured in position 2" */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item?: components["schemas"]["CatalogAdminItem"];
                            message?: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ledger/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the ledger's invariants
         * @description Recomputes every balance from the ledger rows and held funds from the open holds, checks no balance or available balance is negative, that penalties and awards sum to zero, and that all balances equal money in minus money out minus fees kept. ok is false and problems lists each difference when something is wrong.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoneyLedgerCheck"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/manual-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Manual deposits, newest first */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: number;
                    status?: "pending" | "processed" | "rejected" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deposits: components["schemas"]["MoneyManualDeposit"][];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/manual-deposits/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a pending manual deposit and credit it
         * @description 409 when it is not pending; 403 own_account for the administrator's own deposit.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminNote"];
                };
            };
            responses: {
                200: components["responses"]["MoneyDepositSettled"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/manual-deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending manual deposit
         * @description Nothing is credited. 409 when it is not pending; 403 own_account for the administrator's own deposit.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminNote"];
                };
            };
            responses: {
                200: components["responses"]["MoneyDepositSettled"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credits, refunds and debits waiting for a second administrator
         * @description A refund or adjustment above ADMIN_APPROVAL_CENTS is answered 202 and waits here; newest first, pending ones by default.
         */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: number;
                    status?: "pending" | "approved" | "rejected" | "cancelled" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approvals: components["schemas"]["MoneyApproval"][];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money-approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending request; the money moves now
         * @description One transaction marks the request approved and makes the movement, so it moves money once however many administrators approve at the same time: the others get 409 "This request is already approved.". 403 own_request for the administrator who asked, 403 own_account for the member it pays; 422 for a debit beyond the member's available balance (the request stays pending).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminNote"];
                };
            };
            responses: {
                /** @description Approved and moved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoneyAdminMovedBody"] & {
                            approval: components["schemas"]["MoneyApproval"];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/money-approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending request (the asker's own rejection cancels it)
         * @description Nothing moves. 409 when it is no longer pending; 403 own_account for the member it concerns.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminNote"];
                };
            };
            responses: {
                /** @description Rejected or cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approval: components["schemas"]["MoneyApproval"];
                            message: string;
                            success: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/overdue-returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trades whose bags have not come back (admin)
         * @description Accepted trades whose end date plus RETURN_GRACE_DAYS has passed in New York while at least one member has not acknowledged getting their bag back, oldest end date first; each trade shows what each side acknowledged (user1_received_at, user2_received_at, user1_returned_at, user2_returned_at). Administrators also get one email per such trade.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pickups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pickup trades by pickup day (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund money to a member
         * @description A refund credit. user_id is a 24-character id, a hex suffix of 6 or more characters matching exactly one id, "ID: xxxxxx", or an exact email; otherwise 404 "User not found. Enter a valid 24-char ID or exact email.". 404 "Trade not found" for an unknown trade_id. 403 own_account for the administrator's own account. Above ADMIN_APPROVAL_CENTS nothing moves: 202 with the request that waits for another administrator (GET /admin/money-approvals). Accepts an Idempotency-Key header.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: requests of the same caller to the same route with the same key move money once, however many arrive and however close together; a retry is answered like the first request (marked with the Idempotent-Replayed header). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400 "Idempotency-Key can be at most 100 characters". A refused request does not use up its key. Without the header every request is a new movement. */
                    "Idempotency-Key"?: components["parameters"]["MoneyIdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminMovement"];
                };
            };
            responses: {
                200: components["responses"]["MoneyAdminMoved"];
                202: components["responses"]["MoneyApprovalRequested"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fees */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Fees */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogFees"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/condition-photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bag value above which a confirmation needs photos */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConditionPhotoSetting"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        /**
         * Change the bag value above which a confirmation needs photos
         * @description `required_above` in dollars (at least 0, two decimals at most), or null: photos stay optional. Above it, confirming receipt or return without a photo is refused with 422 (code photos_required). Audited.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConditionPhotoSetting"];
                };
            };
            responses: {
                /** @description The new setting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConditionPhotoSetting"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/pickup-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the pickup fee */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: components["requestBodies"]["CatalogFee"];
            responses: {
                /** @description Both fees */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogFees"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/trade-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the trade fee */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: components["requestBodies"]["CatalogFee"];
            responses: {
                /** @description Both fees */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogFees"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The value above which a trade needs both members verified */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["VerificationSettingAnswer"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        /**
         * Set the value (dollars; null turns the rule off), audited
         * @description 409 where verification is unavailable (no Stripe and no TEST_CHECKOUT), unless null.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        verification_required_above: number | null;
                    };
                };
            };
            responses: {
                200: components["responses"]["VerificationSettingAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All trades (admin)
         * @description page, per_page (100 or 50), status, delivery_method, q (member name, email or trade id suffix); answers items.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One trade (admin)
         * @description With temporal_url, a link to the workflow in the Temporal UI, traces_url, its traces in the trace UI when one is configured, and messages_next_cursor, which pages the chat back through GET /trades/{id}/messages as members page it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AdminTradeDetail"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a trade (admin)
         * @description Not when completed or disputed; releases holds and ends the workflow.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AdminTradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flag a trade (admin)
         * @description Not when completed or disputed; reason required.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminTradeAction"];
                };
            };
            responses: {
                200: components["responses"]["AdminTradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/force-complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Force a trade to an end (admin)
         * @description action complete (releases holds) or cancel (refunds fees, releases holds); a typed reason is required.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminTradeAction"];
                };
            };
            responses: {
                200: components["responses"]["AdminTradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/override-received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm receipt for a member (admin)
         * @description Sent to the workflow as a signal; shown as "Admin Override Applied".
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminTradeAction"];
                };
            };
            responses: {
                200: components["responses"]["AdminTradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/override-returned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm return for a member (admin) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AdminTradeAction"];
                };
            };
            responses: {
                200: components["responses"]["AdminTradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's perspective of a trade (admin)
         * @description What the member paid, their hold and their confirmations.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AdminTradePerspective"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ledger, newest first, with totals
         * @description Totals (sums and counts of debits and credits) cover every row the filters select, not just the page. Dates are New York days (date_to inclusive) or RFC 3339 instants.
         */
        get: {
            parameters: {
                query?: {
                    /** @description YYYY-MM-DD (New York) or RFC 3339 */
                    date_from?: components["parameters"]["MoneyDateFrom"];
                    /** @description YYYY-MM-DD (New York, inclusive) or RFC 3339 */
                    date_to?: components["parameters"]["MoneyDateTo"];
                    direction?: components["parameters"]["MoneyDirectionFilter"];
                    page?: components["parameters"]["MoneyPage"];
                    /** @description 50 per page; load-more uses 20 */
                    per_page?: number;
                    trade_id?: components["parameters"]["MoneyTradeFilter"];
                    type?: components["parameters"]["MoneyTypeFilter"];
                    /** @description 24-character member id */
                    user_id?: components["parameters"]["MoneyUserFilter"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page and the totals */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoneyAdminTransactionPage"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/transactions/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a ledger row
         * @description A reversing row undoes its effect (a refund of a fee, an adjustment otherwise) and the row moves to the deleted transactions with who, when and why. 422 for deposits, withdrawals and hold movements, and when reversing a credit would overdraw the member; 403 own_account for a row of the administrator's own account.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_balance?: number;
                            balance?: number;
                            message?: string;
                            reversal?: components["schemas"]["MoneyTransaction"];
                            success?: boolean;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/transactions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ledger as CSV
         * @description Same filters as /admin/transactions, every matching row, newest first, with a header row. Streamed while PostgreSQL sends the rows, so a million rows never sit in memory.
         */
        get: {
            parameters: {
                query?: {
                    /** @description YYYY-MM-DD (New York) or RFC 3339 */
                    date_from?: components["parameters"]["MoneyDateFrom"];
                    /** @description YYYY-MM-DD (New York, inclusive) or RFC 3339 */
                    date_to?: components["parameters"]["MoneyDateTo"];
                    direction?: components["parameters"]["MoneyDirectionFilter"];
                    trade_id?: components["parameters"]["MoneyTradeFilter"];
                    type?: components["parameters"]["MoneyTypeFilter"];
                    /** @description 24-character member id */
                    user_id?: components["parameters"]["MoneyUserFilter"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Newest first. q matches name, email or closet name fragments, a full id, a hex id suffix of 6+ characters, or "ID: xxxxxx".
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    q?: string;
                    status?: "active" | "disabled" | "restricted" | "deleted";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            per_page: number;
                            total: number;
                            users: components["schemas"]["AccountsAdminUser"][];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a member
         * @description Status deleted, items removed, deleted-accounts record (reason admin_deleted). Refused for oneself and while the member has an accepted or disputed trade (409).
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AccountsSuccess"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's balance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balance in dollars */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_balance?: number;
                            balance?: number;
                            held?: number;
                            user_email?: string;
                            user_id?: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member with stats */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Member */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stats?: components["schemas"]["AccountsUserStats"];
                            user?: components["schemas"]["AccountsAdminUser"];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's items (every status but removed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CatalogItem"][];
                            total: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Message a member
         * @description Stored in the member's Messages tab (and emailed when they want emails). "Message cannot be empty".
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example Message sent to Mia successfully */
                            message?: string;
                            sent?: components["schemas"]["AccountsMemberMessage"];
                            success?: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile, stats and recent transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AccountsAdminProfile"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable, disable or restrict a member
         * @description "Status must be active, disabled or restricted"; an administrator cannot disable or restrict themselves. A deleted account cannot change (409).
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        /** @enum {string} */
                        status: "active" | "disabled" | "restricted";
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            success?: boolean;
                            user?: components["schemas"]["AccountsUser"];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/verification/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset a member's verification (audited); their earlier sessions' events no longer count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["VerificationAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member suggestions for the money forms
         * @description At most 8 members whose name or email contains q or whose id ends with it (q of 2+ characters).
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Suggestions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                _id: string;
                                email: string;
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawals, newest first */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: number;
                    status?: "pending" | "paid" | "failed" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            per_page: number;
                            total: number;
                            withdrawals: components["schemas"]["MoneyWithdrawal"][];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawals/{id}/mark-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a withdrawal failed and return the money
         * @description Credits the amount back (a refund row). Allowed once, for a pending withdrawal or a paid one whose payout bounced; 409 otherwise; 403 own_account for the administrator's own withdrawal.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminNote"];
                };
            };
            responses: {
                200: components["responses"]["MoneyWithdrawalMarked"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/withdrawals/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a pending withdrawal paid
         * @description 409 when it is already paid or failed; 403 own_account for the administrator's own withdrawal.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["AdminIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["MoneyAdminNote"];
                };
            };
            responses: {
                200: components["responses"]["MoneyWithdrawalMarked"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Same as /admin/users/{id}/profile (the path the admin panel calls) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AccountsAdminProfile"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description "Current password is incorrect", "New password must be at least 6 characters long", common passwords refused. Tokens issued before the change stop working; the answer carries a fresh token for this session.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            expires_at: string;
                            /** @example Password changed successfully */
                            message: string;
                            token: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Announce a Cash App or Zelle deposit
         * @description Records a pending deposit with a reference number (MD- and 8 characters) to write in the payment note; an administrator credits it once the money arrives. 400 "Please enter a valid amount", 400 "Please choose Cash App or Zelle".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number;
                        /** @enum {string} */
                        payment_method?: "cashapp" | "zelle";
                        reference_note?: string;
                    };
                };
            };
            responses: {
                /** @description Pending deposit */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deposit: components["schemas"]["MoneyManualDeposit"];
                            message: string;
                            /** @example MD-7KQ2M9XA */
                            reference_number: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/manual/payment-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to send Cash App and Zelle deposits
         * @description From CASHAPP_TAG and ZELLE_ADDRESS.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Payment details */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cashapp_tag: string;
                            instructions: string;
                            zelle_address: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a dispute on a trade
         * @description multipart/form-data (fields trade_id, reason, description, optional issue; files in `evidence`, repeated) or JSON with evidence as data URLs (strings, or objects {name, data}); a JSON body is held to MAX_BODY_BYTES (1 MB by default), so larger evidence is sent as a form. Evidence: at most 10 files of at most 10 MB each, images (JPEG, PNG, GIF, WebP, checked by decoding), PDF, DOC or DOCX, each checked by content. Only a member of the trade, while it is accepted (including the inspection window), once per trade. The answer comes after the trade's workflow has paused the trade. Evidence is read only once the caller is known to be a member of the trade: in multipart/form-data, trade_id comes before the files (files before it are answered 400 "No trade selected for dispute"). Each member keeps at most MEMBER_EVIDENCE_QUOTA_MB of evidence. Refusals: 409 "Your evidence files would exceed your storage quota. Please attach fewer or smaller files.", 400 "No trade selected for dispute", 400 "Please select a reason for the dispute" (missing or not one of the six reasons), 400 "Please provide a description of the issue", 400 "You can attach at most 10 evidence files", 413 "Each evidence file must be 10 MB or smaller", 400 "Evidence files must be images, PDF, DOC or DOCX documents", 400 "One or more selected files are empty", 404 "Trade not found" (also for trades the caller is not part of), 409 "A dispute has already been created for this trade", 409 "A dispute can only be opened on an active trade".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        evidence?: (string | {
                            data?: string;
                            name?: string;
                        })[];
                        issue?: string;
                        reason: components["schemas"]["DisputeReason"];
                        trade_id: string;
                    };
                    "multipart/form-data": {
                        description: string;
                        evidence?: string[];
                        issue?: string;
                        reason: components["schemas"]["DisputeReason"];
                        trade_id: string;
                    };
                };
            };
            responses: {
                /** @description Opened; the trade is paused */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: components["schemas"]["Dispute"];
                            message: string;
                            messages: components["schemas"]["DisputeMessage"][];
                            success: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                413: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dispute with its messages
         * @description Members of the trade and administrators; anyone else gets 404 "Dispute not found".
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["DisputeOne"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{id}/evidence/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an evidence file
         * @description Members of the trade and administrators only (404 for anyone else). Served with its checked content type, nosniff, inline for images and PDF, as an attachment for DOC and DOCX, named as uploaded.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The stored name from the evidence url */
                    file: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dispute's messages, oldest first
         * @description Members of the trade and administrators; anyone else gets 404 "Dispute not found".
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            can_message: boolean;
                            dispute_id: string;
                            messages: components["schemas"]["DisputeMessage"][];
                            status: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        /**
         * Write in the dispute
         * @description Members of the trade and administrators (an administrator who is not a member of the trade writes as "admin", both members are notified and an open dispute becomes pending). Refusals: 400 "Message cannot be empty", 400 "Messages can be at most 2000 characters", 404 "Dispute not found", 409 "Messaging is only available on open disputes" (resolved or closed).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DisputeMessageRequest"];
                };
            };
            responses: {
                201: components["responses"]["DisputeMessageSent"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/my-disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disputes on the caller's trades
         * @description Disputes of trades the caller is part of (opened by either member), open/new first, then pending, then resolved/closed, newest first within each; each with its trade. show_closed=false leaves out resolved and closed ones. open_count feeds the badge.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    show_closed?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["DisputeList"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readable API reference */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description HTML page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of the caller's trades, chat, disputes, balance and messages
         * @description A Server-Sent Events stream (send the bearer token in the Authorization header). `ready` first, then `change` events with data `{"kind": "trade" | "trade_message" | "dispute" | "balance" | "member_message", "id": "..."}` for the caller's own things only, and `resync` when changes may have been missed (reload everything). A comment line every 25 s keeps the stream open, and at each the session is checked again: after a logout, a password change, or the account being disabled or closed, the server sends `signed_out` and ends the stream (a reconnect then answers 401). The server closes it after an hour and the client reconnects. At most 5 streams per member (429 beyond).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                401: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse listed bags
         * @description Active bags of active members only. Sort falls back to created_at for an unknown field; q is a full-text search over name, brand and description (websearch syntax: words, "phrases", -exclusions).
         */
        get: {
            parameters: {
                query?: {
                    brand?: string;
                    condition?: string;
                    /** @description Last day of the range (YYYY-MM-DD) */
                    end?: string;
                    /** @description Dollars */
                    max_value?: number;
                    /** @description Dollars */
                    min_value?: number;
                    order?: "asc" | "desc";
                    /** @description Only this member's bags */
                    owner?: string;
                    page?: number;
                    per_page?: number;
                    /** @description Keywords */
                    q?: string;
                    size?: string;
                    sort?: "created_at" | "name" | "brand" | "size" | "condition" | "value";
                    /** @description With end: only bags free for a trade of these New York dates (YYYY-MM-DD, the request form's rules: at least 3 days ahead, 1-30 days), each booking's turnaround and a pickup's after the range counted */
                    start?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogItemPage"];
                    };
                };
                400: components["responses"]["Error"];
            };
        };
        put?: never;
        /**
         * Upload a bag
         * @description The new bag waits for approval (status pending). Send multipart/form-data (fields plus files `image` and `additional_images`, or `images`) or JSON with `image` and `additional_images` as base64 data URLs. One to five JPEG, PNG or WebP photos (decided by content) of at most 5 MB each; the first is the main photo. Photos are resized (full size at most 1600 px, thumbnail 400 px) and stored without metadata (EXIF/GPS). Messages: "Please fill in all required fields", "Value must be greater than 0", "Please select at least one image", "Maximum 5 images allowed", "One or more selected files are empty", "Only JPEG, PNG or WebP images are allowed", "Each image must be 5 MB or smaller".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogItemInput"];
                    "multipart/form-data": components["schemas"]["CatalogItemMultipart"];
                };
            };
            responses: {
                /** @description Uploaded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hat: components["schemas"]["CatalogItem"];
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
                413: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /**
         * One bag
         * @description Listed bags for everyone; the owner also sees their own in any status but removed, administrators see every bag. Anything else is 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bag */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogItem"];
                    };
                };
                404: components["responses"]["Error"];
            };
        };
        /**
         * Edit one's bag
         * @description Present fields change (name, description, brand, size, condition, material, color). `value` may be repeated but not changed ("Value cannot be changed after upload"). Photos: `image_url` (main) and `additional_images` list photos to keep (their URLs) and new ones (data URLs or multipart files); new photos send the bag back to pending (`review` "review"). A new name, description, brand or condition of an approved bag goes live at once and lists it in the administrators' recently edited list (`GET /admin/items?status=edited`; `review` "live"); anything else is `review` "saved". `message` is always "Hat updated successfully"; `note` (absent for "saved") tells the owner what the edit did to the listing. Refused with 409 "This item is part of an active trade and cannot be edited/deleted" while the bag is in an accepted or disputed trade.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CatalogItemEdit"];
                    "multipart/form-data": components["schemas"]["CatalogItemMultipart"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            message: "Hat updated successfully";
                            /** @description What the edit did to the listing, for the owner; absent when review is "saved" */
                            note?: string;
                            /** @enum {string} */
                            review: "saved" | "live" | "review";
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                413: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        post?: never;
        /**
         * Remove one's bag
         * @description Soft delete (trades that reference the bag keep it); a featured slot it held goes to the backup. Same 409 as editing while in a trade.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogMessage"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bag's booked days, for the request and modify forms
         * @description The days the bag is booked from today (New York) on, each accepted trade's range with its turnaround after the end date, and the turnaround a trade between the caller and the bag's owner would keep (TURNAROUND_PICKUP_DAYS for pickup; for shipping the transit days of the cheapest rate, or TURNAROUND_SHIPPING_DAYS when the carrier gives none). A request or modification is refused with 409 "This bag is already booked for those dates." when any day from its start to its end date plus that turnaround is booked. Bags the caller may not see (another member's unlisted bag) are 404 "Item not found". The answer also gives the days such a trade's dates may not touch (each booking, and before it that turnaround), and what accepting a request for the bag would take from the caller at today's fees: the site fee, the delivery fee (the pickup fee, or twice the cheapest one-way rate between the two members' ZIP codes), the bag's value held, and their total (null when no shipping rate is available). turnaround_days counts another turnaround instead (a modification keeps its trade's).
         */
        get: {
            parameters: {
                query?: {
                    delivery_method?: "pickup" | "shipping";
                    turnaround_days?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The booked days */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BagCalendar"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Keep a bag in your favorites
         * @description A listed bag of another member. Keeping it again, or twice at once, is the same favorite. Bags the caller may not see are 404 "Item not found"; their own bag is 400 "You can't favorite your own bag.".
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["FavoriteAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        /**
         * Remove a bag from your favorites
         * @description Removing a bag that is not a favorite changes nothing.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["FavoriteAnswer"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/{id}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Tell me when this bag is free
         * @description Waits for a booked bag of another member: for start..end (New York dates, the request form's rules), or with no dates for its next days from the earliest start a request may ask for. When a trade ends, is cancelled or moves and the bookings leave those days free (a pickup's turnaround after them counted), the member is told once, in the Messages tab, live and by email as their preferences allow (every WATCH_SWEEP_EVERY; the bookings are read when the message is sent). Waiting again for the same dates is the same watch, waiting again. A watch lapses once its start is before the earliest start. Refusals: 409 "This bag is free for those dates. You can request it now.", 422 "You can wait for at most 1,000 bags at a time. Stop a watch first.", 400 "You can't watch your own bag." and the dates' messages, 404 "Item not found".
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** Format: date */
                        end?: string;
                        /** Format: date */
                        start?: string;
                    };
                };
            };
            responses: {
                /** @description Waiting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/admin-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's messages
         * @description Administrators' messages and stored notifications, newest first.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: components["schemas"]["AccountsMemberMessage"][];
                            page: number;
                            per_page: number;
                            total: number;
                            unread_count: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/admin-messages/{id}/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one of the member's messages read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marked; the remaining unread count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success?: boolean;
                            unread_count?: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured bags (home page)
         * @description Listed bags at featured ranks 1-3, in rank order.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Featured bags */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CatalogItem"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hats/my-hats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's bags
         * @description Every status but removed, newest first, with in_trade.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Own bags */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CatalogItem"][];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers while the process runs.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Alive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labels/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an offline shipping label
         * @description PDF labels made by the offline provider (no SHIPPO_API_TOKEN) are stored with random names in the file store (the S3 bucket's labels/ prefix, or DATA_DIR/labels without S3), so any replica serves them; a trade's label_url points here. Only the two members of that trade and administrators may download it; anyone else gets 404 "Label not found".
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The label, a 4 x 6 in PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description 401 "Invalid email or password" for an unknown email or a wrong password alike (same timing). 403 with code account_disabled for a disabled or deleted account, code email_unverified when verification is required and pending. With two-factor authentication on, a missing code answers 401 {"error":"Two-factor code required","code":"2fa_required"} and a wrong one 401 "Invalid verification code" (code 2fa_invalid); a right code of a time step already used (the code that just enabled two-factor authentication, or one just used to sign in) 401 "This code was already used. Wait for the next code in your authenticator app and enter that one" (code 2fa_used), which counts as a wrong code. `code` may instead be one of the recovery codes issued by /2fa/enable (xxxxx-xxxxx; case, spaces and the dash do not matter), each accepted once: a spent one is refused like a wrong code. The tenth wrong code in a row (here, /2fa/enable or /2fa/disable) locks code attempts of the account for 15 minutes: 429 "Too many wrong codes. Try again in 15 minutes." (code 2fa_locked), answered only once the password was right; the member is emailed once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 6-digit TOTP code, or an unused recovery code, when two-factor authentication is on */
                        code?: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountsSession"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the token of the request on the server: it answers 401 "Invalid or expired token. Please sign in again" from then on (other sessions of the member keep working).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["AccountsSuccess"];
                401: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Metrics in the Prometheus text format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OpenAPI 3 document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with an emailed token
         * @description The token is used up (and any other outstanding one); tokens issued before stop working; the email counts as verified. Two-factor authentication stays on (a member without the authenticator signs in with a recovery code), unless it was turned on less than 72 hours before: then it is turned off and the member emailed, so an owner whose stolen session turned it on gets back in. A used, expired or unknown token answers 400 "This password reset link is invalid or has expired. Please request a new one".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["AccountsMessage"];
                400: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link
         * @description Always answers {"message":"If this email exists, a password reset link has been sent."}. When the account exists and is usable, a single-use link to the web app's /reset-password?token=... page, valid one hour, is emailed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["AccountsMessage"];
                400: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a card checkout to add funds
         * @description Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise, only where TEST_CHECKOUT is on, the built-in test checkout page (GET /payments/test-checkout/{session_id}). The member comes back to return_url (a page of WEB_ORIGIN, default its root) with ?add_funds=success&session_id=... or ?add_funds=cancel. 400 "Please enter a valid amount of at least $5"; 400 when return_url is not a page of WEB_ORIGIN; 502 "Failed to create payment session"; 503 "Card payments are not configured." (code payments_unconfigured) with neither Stripe nor TEST_CHECKOUT.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number;
                        return_url?: string;
                    };
                };
            };
            responses: {
                /** @description Checkout opened */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session_id: string;
                            url: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                502: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test-checkout/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Built-in test checkout page (TEST MODE)
         * @description An HTML page marked "TEST MODE — no real card is charged" with the amount, "Pay with test debit card", "Pay with test credit card" and a Cancel link back to return_url?add_funds=cancel. Served only with TEST_CHECKOUT on and Stripe not configured (otherwise the route does not exist); 404 when the session is unknown.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description HTML page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test-checkout/{session_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a test checkout
         * @description The test page's buttons (form field funding=debit|credit, or JSON). Answers 303 to return_url?add_funds=success&session_id=...; the web app then calls verify-session. Submitting twice changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @enum {string} */
                        funding?: "debit" | "credit";
                    };
                };
            };
            responses: {
                /** @description Back to the site */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/verify-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a card checkout
         * @description Credits the deposit once (ledger key card:<session_id>), however often it is called and whether or not the webhook came first. A credit card is refunded and answered 422 {"error":"Credit cards are not accepted. Please use a debit card.","error_type":"credit_card_rejected"}. 404 for a session of another member, 409 when the payment is not complete, 502 "Payment verification failed. Please contact support if you were charged." when the card processor cannot be reached.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Credited */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            available_balance: number;
                            balance: number;
                            message: string;
                            success: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
                502: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook
         * @description Verifies the Stripe-Signature header with STRIPE_WEBHOOK_SECRET (400 "Invalid Stripe signature"; 404 when no secret is configured). On checkout.session.completed (and async_payment_succeeded) it settles the session exactly like verify-session: credited once, credit cards refunded. A failure answers 500 so Stripe retries.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                500: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Checks PostgreSQL and Temporal.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                /** @enum {string} */
                                postgres: "ok";
                                /** @enum {string} */
                                temporal: "ok";
                            };
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a member account
         * @description Name, email and password are required ("Please fill in all required fields", "Please enter your name"). The email is trimmed and lower-cased and must be unused (409 "An account with this email already exists. Please log in instead"). Passwords need at least 6 characters ("Password must be at least 6 characters long") and may not be one of the 1,000 most common passwords. closet_name defaults to the name. With REQUIRE_EMAIL_VERIFICATION=true the answer has no token, verification_required is true and a link to /verify-email?token=... is emailed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountsRegistration"];
                };
            };
            responses: {
                /** @description Registered (and signed in unless verification is required) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountsSession"];
                    };
                };
                400: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review the partner of a completed trade
         * @description Refusals: 400 "No trade selected for review", 400 "Please choose a rating from 1 to 5", 400 "Comments can be at most 2000 characters", 404 "Trade not found", 403 "You are not part of this trade", 422 "Trade is not completed", 409 "You have already reviewed this trade".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string;
                        rating: number;
                        trade_id: string;
                    };
                };
            };
            responses: {
                /** @description Submitted */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example Review submitted successfully! */
                            message?: string;
                            review?: components["schemas"]["Review"];
                            success?: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/my-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews the caller wrote */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["ReviewList"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews the caller received
         * @description With the caller's average_rating and rating_count.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["ReviewList"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews a member received (public)
         * @description Newest first, with the member's average_rating and rating_count. 404 "User not found".
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["ReviewList"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fees and the upload form's lists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping/calculate-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote shipping rates between two ZIP codes
         * @description Rates for one direction of the standard 15 x 8 x 14 in box (about 3 lb), cheapest first, from Shippo when SHIPPO_API_TOKEN is set and otherwise from the built-in table by distance. A trade's shipping_cost is the round trip (the bag goes out and comes back), so the answer also carries round_trip_cost = 2 x cheapest_rate.amount. Errors: 400 "Please enter both from and to zip codes." / "Please enter valid 5-digit zip codes.", 422 "No shipping rates available for this route.", 502 "Failed to calculate shipping rates." when the carrier service fails.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example 33012 */
                        from_zip?: string;
                        /** @example 10001 */
                        to_zip?: string;
                    };
                };
            };
            responses: {
                /** @description Rates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cheapest_rate: components["schemas"]["ShippingRate"];
                            rates: components["schemas"]["ShippingRate"][];
                            /** @description Dollars: twice the cheapest amount */
                            round_trip_cost: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                422: components["responses"]["Error"];
                502: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping/webhook/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shippo track_updated webhook
         * @description Configure Shippo's track_updated webhook with this URL and SHIPPO_WEBHOOK_SECRET as {secret} (compared in constant time; a wrong secret, or none configured, answers 404 and changes nothing). A scan of a label an accepted trade bought (by carrier and tracking number) is stored once (its label, status and status_date are its key) and sent to the trade, whose timeline shows In transit, Out for delivery and Delivered with the carrier's time; a copy or an older scan changes nothing. Scans of other labels, UNKNOWN statuses and other events answer 200 with applied false. 503 when the trade cannot be reached (Shippo retries).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    secret: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @example usps */
                            carrier?: string;
                            tracking_number?: string;
                            tracking_status?: {
                                /** @enum {string} */
                                status?: "PRE_TRANSIT" | "TRANSIT" | "DELIVERED" | "RETURNED" | "FAILURE" | "UNKNOWN";
                                /** Format: date-time */
                                status_date?: string;
                                substatus?: {
                                    /** @example out_for_delivery */
                                    code?: string;
                                } | null;
                            };
                        };
                        /** @example track_updated */
                        event: string;
                        test?: boolean;
                    };
                };
            };
            responses: {
                /** @description Received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description false: not a scan of a trade's label, or a copy of one already received */
                            applied: boolean;
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                413: components["responses"]["Error"];
                500: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a trade
         * @description Offer one of your bags (hat1_id) for another member's bag (hat2_id). Starts the trade's Temporal workflow together with its first update, which reserves a hold equal to hat2's value; a refusal leaves nothing behind. Messages: "Please select an item to trade", "Please select a delivery method", "You can't trade your own item.", "Start date must be at least 3 days from today", "End date must be after start date", "Trade duration cannot exceed 30 days", "Pickup not eligible: both users must be within 50 miles of 33017.", "No shipping rates available for this route.", "Insufficient current balance. You need $X to request this trade. Please add funds."
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TradeRequest"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                201: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One trade
         * @description Live view from the workflow's query while it runs, from the projection afterwards; participants and admins only. Answers trade, hat1, hat2, user1, user2, timeline and the actions the caller may take now. The timeline (oldest first) carries the newest chat messages (at most 20, fewer only when they hold much escaped text), merged by time with the workflow's events; messages_next_cursor (null when there are none) pages the older ones through GET /trades/{id}/messages. trade.messages holds only messages older trades kept in their workflow (they also show in the timeline). Action answers carry the same detail.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradeDetail"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept (or approve a modification)
         * @description Charges both members' fees and reserves the accepter's hold. "Insufficient current balance. You need $X to accept. Please add funds."
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradeActionBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/ack/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm the partner's bag arrived
         * @description "Trade actions are disabled while dispute is active"
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ConfirmationBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/ack/returned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm your own bag came back
         * @description Only after both receipts.
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ConfirmationBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a modification */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradeActionBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/can-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * May the caller review this trade now
         * @description can_review with the partner's id (reviewed_user_id) and, when not, the reason: "Trade is not completed" or "You have already reviewed this trade". A member who is not part of the trade gets 403 with can_review false and reason "You are not part of this trade"; an unknown trade is 404 "Trade not found".
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Eligibility */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            can_review?: boolean;
                            reason?: string;
                            reviewed_user_id?: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel
         * @description Free before acceptance (the awaited member only); after acceptance and before any receipt, the canceller pays the site fee to the partner as a penalty.
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradeActionBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/condition-photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload photos of the bag as it arrived, for a confirmation
         * @description multipart/form-data with up to 5 files in `photos` (JPEG, PNG or WebP, decided by content, at most 5 MB each), for the caller's confirmation of `handover` (received: the partner's bag; returned: their own bag back), which must be due now. Photos are re-encoded without metadata (EXIF/GPS), get a thumbnail, are timestamped by the server and count in the member's photo quota (MEMBER_PHOTO_QUOTA_MB, with their bags' photos). They wait until the confirmation names them in `photo_ids` and are deleted when it is refused, when removed, or a day after upload when no confirmation named them. Refusals: 400 "handover must be received or returned", 400 "You can attach at most 5 photos to a confirmation" (also when earlier uploads for it and these pass 5), 400 "Only JPEG, PNG or WebP images are allowed", 400 "Each image must be 5 MB or smaller", 404 "Trade not found" (also for trades the caller is not a member of), 409 "You can add photos only while your confirmation of this handover is due", 409 when the quota is full.
         */
        post: {
            parameters: {
                query: {
                    handover: "received" | "returned";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        photos?: string[];
                    };
                };
            };
            responses: {
                /** @description Stored, waiting for the confirmation */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            photos: components["schemas"]["ConditionPhoto"][];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                413: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/condition-photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an upload no confirmation has attached yet
         * @description 404 "Photo not found" for another member's photo, an attached one or an unknown id.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Deny a modification */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradeActionBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's outbound label
         * @description "Outbound label not available yet"
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradeLabelAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trade's messages, newest first
         * @description The two members and administrators ("Trade not found" for others). A page of up to limit messages (default 20, at most 100) older than the before cursor (none: the newest); next_cursor is null on the last page. "Invalid cursor" and a limit out of range answer 400.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A next_cursor or messages_next_cursor from an earlier answer */
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TradeMessagePage"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        /**
         * Send a message on the trade
         * @description The two members and administrators; stored in PostgreSQL, not in the trade's workflow. Answers message "Message sent successfully" and trade_message. Refusals: "Message cannot be empty", "Messages can be at most 2000 characters" (400), "Trade not found" (404), "This trade has ended" (409), "This trade has reached its limit of 1000 messages. No more messages can be sent." (422).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            responses: {
                200: components["responses"]["TradeMessageSent"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Modify dates or bags
         * @description Only non-empty fields change; mod_message up to 500 characters.
         */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TradeModify"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/regenerate-labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy missing shipping labels again */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reject (or deny a modification) */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
                    "Idempotency-Key"?: components["parameters"]["TradeActionIdempotencyKey"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TradeActionBody"];
                };
            };
            responses: {
                200: components["responses"]["TradeAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/return-label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's return label
         * @description "Return label not available yet"
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradeLabelAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tracking of the four parcels
         * @description outgoing.to_partner, outgoing.return, incoming.from_partner, incoming.return.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradeTrackingAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accepted and disputed trades */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed, rejected, denied and cancelled trades */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/my-trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's trades
         * @description All statuses; optional status filter; page, per_page (50).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending and modified trades */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["TradePage"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trades/pickup-eligible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check whether a pickup trade for a bag is possible
         * @description Compares the caller's profile ZIP code and the ZIP code of the bag's owner with 33017: both must be within 50 miles (great-circle distance between ZIP centroids). Not being eligible is a 200 with eligible false and the reason ("Pickup not eligible: both users must be within 50 miles of 33017.", an unknown ZIP code named, or "Add your ZIP code to your profile to check pickup eligibility."). next_pickup_day is the first Thursday or Sunday on or after the earliest start date of a trade requested now (today in America/New_York + 3 days). A bag the caller may not see is 404 "Item not found".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The requested bag */
                        hat_id: string;
                    };
                };
            };
            responses: {
                /** @description Eligibility */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Miles to 33017, one decimal; null for a missing or unknown ZIP code */
                            distances: {
                                initiator_to_33017?: number | null;
                                owner_to_33017?: number | null;
                            };
                            eligible: boolean;
                            /** @example 33017 */
                            hub_zip?: string;
                            /** Format: date */
                            next_pickup_day: string;
                            /** @example 50 */
                            radius_miles?: number;
                            reason: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/items/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item photo
         * @description Content-addressed file name (SHA-256 of the bytes), served with Cache-Control public, max-age=31536000, immutable.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description Not modified */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/profiles/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture (cached forever; names are content hashes) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": unknown;
                        "image/png": unknown;
                    };
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Close the account
         * @description Refused (409, code open_trade) while a trade of the member is accepted or disputed. Otherwise the account is disabled, the member's items removed (a featured backup is promoted into a freed slot), a deleted-accounts record with the final balance is written, and every token of the member stops working at once. A session signed in within the last 10 minutes needs no password; an older one needs the current password (400 "Please enter your current password", code password_required), and a password that is sent must be right ("Current password is incorrect").
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description The current password (needed by a session older than 10 minutes) */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example Account closed. You will be logged out. */
                            message: string;
                            success: boolean;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's balance
         * @description balance is all of the member's money on the platform, held funds included; held is the sum of open trade holds; available_balance = balance - held; active_fees are fees charged on the member's trades that are accepted (or disputed) and not completed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active_fees: number;
                            available_balance: number;
                            balance: number;
                            held: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/balance/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's ledger, newest first */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: components["parameters"]["MoneyPerPage"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of ledger rows (per_page default 20, at most 100) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            per_page: number;
                            total: number;
                            transactions: components["schemas"]["MoneyTransaction"][];
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/balance/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a withdrawal
         * @description The amount leaves the balance at once (a withdraw debit); an administrator pays it out or marks it failed, which credits it back. Refusals: 400 "Please enter a valid amount" (missing or not above 0), 400 "Please enter your payment details" (blank note), 400 "Please choose Cash App or Zelle" (other method), 400 "The minimum withdrawal is $5.00", 422 "The daily withdrawal limit is $500.00. You can withdraw up to $X more today." (withdrawals not failed, per New York calendar day), 422 "Insufficient available balance". Restricted members may withdraw. With an Idempotency-Key header a retry answers the first request's withdrawal (201, the same body) and makes no other.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: requests of the same caller to the same route with the same key move money once, however many arrive and however close together; a retry is answered like the first request (marked with the Idempotent-Replayed header). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400 "Idempotency-Key can be at most 100 characters". A refused request does not use up its key. Without the header every request is a new movement. */
                    "Idempotency-Key"?: components["parameters"]["MoneyIdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number;
                        /**
                         * @description Optional; omitted means manual
                         * @enum {string}
                         */
                        method?: "cashapp" | "zelle";
                        /** @description Payout details (Cash App tag, Zelle email or phone) */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Requested */
                201: {
                    headers: {
                        "Idempotent-Replayed": components["headers"]["MoneyIdempotentReplayed"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_balance: number;
                            balance: number;
                            message: string;
                            withdrawal: components["schemas"]["MoneyWithdrawal"];
                            withdrawal_id: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/favorite-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many members keep each of your bags
         * @description By bag id; bags nobody keeps are left out. Never who keeps them.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your favorites, newest first
         * @description The bags you keep that are still listed (a removed bag or a closed account leaves the list), each with when you kept it and its next free dates from the earliest start a request may ask for: from start on, up to end (left out when nothing is booked after start), a pickup's turnaround before each booking counted.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of favorites */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favorites: components["schemas"]["Favorite"][];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/favorites/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ids of your favorites, for the hearts
         * @description The newest 1,000 listed bags you keep, newest first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ids */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: string[];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/manual-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's manual deposits, newest first */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: components["parameters"]["MoneyPerPage"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deposits: components["schemas"]["MoneyManualDeposit"][];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Email preferences */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountsNotificationSettings"];
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        /**
         * Change email preferences
         * @description Fields left out keep their value.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountsNotificationPrefs"];
                };
            };
            responses: {
                /** @description Saved (the preferences, also under `preferences`) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountsNotificationSettings"] & {
                            message: string;
                            preferences: components["schemas"]["AccountsNotificationSettings"];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountsUser"];
                    };
                };
                401: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        /**
         * Update the profile
         * @description name, closet_name, phone, address, city, state and zip_code are required ("Please fill in all required fields"); zip_code has 5 digits ("Please enter a valid 5-digit ZIP code"); bio is optional, at most 1,000 characters (omitted = unchanged). The email cannot change: an email different from the current one is refused with "Email cannot be changed" (sending the current one is fine).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AccountsProfileInput"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example Profile updated successfully! */
                            message: string;
                            user: components["schemas"]["AccountsUser"];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a profile image
         * @description multipart/form-data with the file in field `image`, or JSON {"image": "data:image/...;base64,..."}. JPEG, PNG or WebP decided by content; under 5 MB (413 "Profile image must be less than 5MB"). The picture is re-encoded at most 400 px (no EXIF/GPS) and served at /uploads/profiles/<file>.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Base64 data URL */
                        image?: string;
                    };
                    "multipart/form-data": {
                        /** Format: binary */
                        image?: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            profile_image: string;
                            profile_image_url: string;
                            user: components["schemas"]["AccountsUser"];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                413: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bags you are waiting for, newest first
         * @description Watches that have not lapsed; notified_at is when you were told the bag is free (null while waiting).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of watches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            per_page: number;
                            total: number;
                            watches: components["schemas"]["Watch"][];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's withdrawals, newest first */
        get: {
            parameters: {
                query?: {
                    page?: components["parameters"]["MoneyPage"];
                    per_page?: components["parameters"]["MoneyPerPage"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            per_page: number;
                            total: number;
                            withdrawals: components["schemas"]["MoneyWithdrawal"][];
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/closet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's public closet
         * @description Unknown, disabled, deleted or restricted members are 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Last day of the range (YYYY-MM-DD) */
                    end?: string;
                    order?: "asc" | "desc";
                    page?: number;
                    per_page?: number;
                    sort?: string;
                    /** @description With end: only bags free for a trade of these New York dates (YYYY-MM-DD, the request form's rules: at least 3 days ahead, 1-30 days), each booking's turnaround and a pickup's after the range counted */
                    start?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profile, stats and one page of bags */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogCloset"];
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A closet's follower count, and whether you follow it
         * @description Followers are active members; following is false for a visitor.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["FollowAnswer"];
                404: components["responses"]["Error"];
            };
        };
        /**
         * Follow a closet
         * @description New bags approved in the closets a member follows reach them in one digest at most once a day (Messages, and email as their preferences allow). Following again is the same follow; your own closet is 400 "You can't follow your own closet."; a closet that is not open is 404 "User not found".
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["FollowAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        /** Stop following a closet */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["FollowAnswer"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's public profile
         * @description No email, phone or street address. Closed accounts are not found.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountsPublicUser"];
                    };
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's identity verification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["VerificationAnswer"];
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the latest check's outcome again (on return from the hosted flow)
         * @description 409 "You have not started a verification." Stripe's webhook events identity.verification_session.verified, requires_input and canceled (POST /payments/webhook) apply the same outcome, once, in any order; a verified member stays verified until an administrator resets them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["VerificationAnswer"];
                401: components["responses"]["Error"];
                409: components["responses"]["Error"];
                502: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a document check (a Stripe Identity VerificationSession of type document)
         * @description Answers the hosted flow's address; it returns the member to /?account=profile&verification=return. 409 "Your identity is already verified."; 409 verification_unavailable "Identity verification is not available on this site." where neither Stripe nor the pretend check is configured; 502 when Stripe cannot be reached.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The hosted check */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session_id: string;
                            url: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
                502: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/test/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pretend check's page (TEST_CHECKOUT without Stripe only), HTML */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/test/{session_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The pretend check's buttons; the first outcome stands */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @enum {string} */
                        outcome: "verified" | "requires_input" | "canceled";
                    };
                };
            };
            responses: {
                /** @description Back to the member's profile */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an email address
         * @description Called by the web app's /verify-email?token=... page. An unknown, used or expired token answers 400 "Invalid or expired link".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["AccountsSuccess"];
                400: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a new verification link
         * @description Answers the same whether or not the account exists or needs it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["AccountsMessage"];
                400: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop waiting for a bag */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stopped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountsAdminUser: components["schemas"]["AccountsUser"] & {
            available_balance: number;
            balance: number;
            held: number;
            items_count: number;
            rating: number;
            status_reason: string;
            trades_completed: number;
        };
        AccountsMemberMessage: {
            _id: string;
            content: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            kind: "admin" | "notification";
            read: boolean;
            /** Format: date-time */
            read_at: string | null;
            subject: string;
            /** Format: date-time */
            timestamp: string;
            trade_id: string | null;
        };
        /** @description Email preferences to change; fields left out keep their value */
        AccountsNotificationPrefs: {
            email_notifications?: boolean;
            marketing_emails?: boolean;
            trade_updates?: boolean;
        };
        /** @description The member's email preferences as answered (AccountsNotificationPrefs, every field set) */
        AccountsNotificationSettings: {
            email_notifications: boolean;
            marketing_emails: boolean;
            trade_updates: boolean;
        };
        AccountsProfileInput: {
            address: string;
            bio?: string;
            city: string;
            closet_name: string;
            /** @description Ignored when equal to the current email; refused otherwise */
            email?: string;
            name: string;
            phone: string;
            state: string;
            zip_code: string;
        };
        AccountsPublicUser: {
            _id?: string;
            average_rating?: number;
            bio?: string;
            city?: string;
            closet_name?: string;
            /** Format: date-time */
            created_at?: string;
            id?: string;
            name?: string;
            profile_image?: string;
            profile_image_url?: string;
            rating_count?: number;
            state?: string;
            /** @description The identity is verified */
            verified?: boolean;
            zip_code?: string;
        };
        AccountsRegistration: {
            address?: string;
            city?: string;
            closet_name?: string;
            email: string;
            name: string;
            password: string;
            phone?: string;
            state?: string;
            zip_code?: string;
        };
        AccountsSession: {
            /** Format: date-time */
            expires_at?: string;
            message: string;
            /** @description JWT (HS256, 7 days); absent when verification is required */
            token?: string;
            user: components["schemas"]["AccountsUser"];
            verification_required?: boolean;
        };
        AccountsTransaction: components["schemas"]["MoneyTransaction"] & {
            user_id: string;
        };
        AccountsUser: {
            _id: string;
            address: string;
            average_rating: number;
            bio: string;
            city: string;
            closet_name: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            email_notifications: boolean;
            email_verified: boolean;
            id: string;
            is_admin: boolean;
            is_disabled: boolean;
            is_restricted: boolean;
            isAdmin: boolean;
            /** Format: date-time */
            last_login: string | null;
            marketing_emails: boolean;
            name: string;
            phone: string;
            profile_image: string;
            profile_image_url: string;
            rating_count: number;
            state: string;
            /** @enum {string} */
            status: "active" | "disabled" | "restricted" | "deleted";
            trade_updates: boolean;
            two_factor_enabled: boolean;
            verification?: components["schemas"]["VerificationStatus"];
            /** @description The identity is verified */
            verified?: boolean;
            zip_code: string;
        };
        AccountsUserStats: {
            average_rating: number;
            items_count: number;
            open_disputes: number;
            rating_count: number;
            trades_completed: number;
            trades_count: number;
        };
        AdminActivity: {
            /** @description YYYY-MM-DD */
            days: string[];
            /** @description Dollars moved per day (credits plus debits, holds excluded) */
            money: number[];
            total_money: number;
            total_trades: number;
            /** @description Trades requested per day */
            trades: number[];
        };
        AdminTradeAction: {
            /** @enum {string} */
            action?: "complete" | "cancel";
            reason?: string;
            user_id?: string;
        };
        AdminTradeDetail: {
            hat1: components["schemas"]["CatalogItem"] | null;
            hat2: components["schemas"]["CatalogItem"] | null;
            /** @description The timeline carries the newest chat messages; this cursor pages the older ones through GET /trades/{id}/messages (which administrators may read for any trade), null when there are none. */
            messages_next_cursor: string | null;
            /** @description The trade's workflow in the Temporal UI */
            temporal_url: string;
            /** @description Oldest first */
            timeline: components["schemas"]["TradeTimelineEntry"][] | null;
            /** @description The trade's traces in the trace UI (TRACES_UI_URL); absent when none is configured */
            traces_url?: string;
            trade: components["schemas"]["Trade"];
            user1: components["schemas"]["TradeUser"] | null;
            user2: components["schemas"]["TradeUser"] | null;
        };
        AdminTradePerspective: {
            admin_override: components["schemas"]["TradeAdminOverride"][] | null;
            /** @enum {string} */
            delivery_method: "pickup" | "shipping";
            financials: components["schemas"]["TradeBreakdown"] | null;
            partner: components["schemas"]["TradeUser"] | null;
            /** Format: date-time */
            received_at: string | null;
            /** Format: date-time */
            returned_at: string | null;
            /** @enum {string} */
            role: "initiator" | "receiver";
            /** @enum {string} */
            status: "pending" | "modified" | "accepted" | "disputed" | "completed" | "rejected" | "denied" | "cancelled";
            trade_id: string;
            user_id: string;
        };
        BagCalendar: {
            /** @description Booked ranges, first and last day inclusive, in date order */
            booked: {
                /** Format: date */
                end: string;
                /** Format: date */
                start: string;
            }[];
            /** @description What accepting a request for the bag would take from the caller, in dollars */
            charges: {
                delivery_fee: number;
                hold: number;
                site_fee: number;
                total: number;
            } | null;
            item_id: string;
            turnaround_days: number;
            /** @description The days a trade's dates may not touch, first and last day inclusive, in date order: each booked range, and before it the turnaround the trade would keep */
            unavailable: {
                /** Format: date */
                end: string;
                /** Format: date */
                start: string;
            }[];
        };
        CatalogAdminItem: components["schemas"]["CatalogItem"] & {
            /** Format: date-time */
            approved_at: string | null;
            /**
             * Format: date-time
             * @description When the owner last changed the words of this approved, listed bag since an administrator moderated it (approve, flag, disable or remove clears it); null when nothing waits for review.
             */
            edited_at: string | null;
            image: string;
            owner: {
                closet_name: string;
                email: string;
                id: string;
                name: string;
                status: string;
            };
            /** Format: date-time */
            removed_at: string | null;
            status_reason: string;
        };
        CatalogAdminPage: {
            /** @description Items per status */
            counts: {
                [key: string]: number;
            };
            items: components["schemas"]["CatalogAdminItem"][];
            page: number;
            per_page: number;
            total: number;
        };
        CatalogCloset: {
            items: components["schemas"]["CatalogItem"][];
            page: number;
            per_page: number;
            profile: {
                _id: string;
                closet_name: string;
                /** Format: date-time */
                created_at: string;
                name: string;
                profile_image_url: string;
                /** @description The member's identity is verified */
                verified?: boolean;
                zip_code: string;
            };
            stats: {
                average_rating: number;
                rating_count: number;
                total_items: number;
            };
            total: number;
        };
        CatalogFees: {
            pickup_fee: number;
            trade_fee: number;
        };
        CatalogItem: {
            _id: string;
            additional_images: string[];
            brand: string;
            color: string;
            /** @enum {string} */
            condition: "New" | "Like New" | "Good" | "Fair" | "Poor";
            /** Format: date-time */
            created_at: string;
            description: string;
            featured: boolean;
            featured_rank: number | null;
            /** @description Main photo, full size */
            image_url: string;
            /** @description Every photo at full size, main first */
            images: string[];
            /** @description In an accepted or disputed trade */
            in_trade: boolean;
            material: string;
            name: string;
            owner_closet_name: string;
            owner_id: string;
            /** @description The owner's identity is verified */
            owner_verified?: boolean;
            owner_zip: string;
            size: string;
            /** @enum {string} */
            status: "pending" | "active" | "flagged" | "disabled" | "removed";
            thumbnail_url: string;
            /** @description The same photos as thumbnails */
            thumbnails: string[];
            /** @description Dollars */
            trade_fee: number;
            /** Format: date-time */
            updated_at: string;
            user_id: string;
            /** @description Dollars */
            value: number;
        };
        CatalogItemEdit: {
            /** @description Other photos - URLs to keep or data URLs */
            additional_images?: string[];
            brand?: string;
            color?: string;
            condition?: string;
            description?: string;
            /** @description Main photo - a URL of the bag's photo or a data URL */
            image_url?: string;
            material?: string;
            name?: string;
            size?: string;
            /** @description May be sent but must equal the stored value */
            value?: number;
        };
        CatalogItemInput: {
            additional_images?: string[];
            /** @description One of GET /settings brands */
            brand: string;
            color?: string;
            /** @enum {string} */
            condition: "New" | "Like New" | "Good" | "Fair" | "Poor";
            description: string;
            /** @description Main photo as a data URL (data:image/jpeg;base64,...) */
            image: string;
            /** @description Alternative to image + additional_images */
            images?: string[];
            material?: string;
            name: string;
            /** @enum {string} */
            size: "Mini/Clutch" | "Small/Crossbody" | "Medium/Shoulder" | "Large/Tote" | "Extra Large/Weekend";
            /** @description Dollars, above 0, two decimals at most */
            value: number;
        };
        CatalogItemMultipart: {
            additional_images?: string[];
            brand?: string;
            color?: string;
            condition?: string;
            description?: string;
            /** Format: binary */
            image?: string;
            /** @description Edit - main photo to keep */
            image_url?: string;
            images?: string[];
            material?: string;
            name?: string;
            size?: string;
            value?: string;
        };
        CatalogItemPage: {
            items: components["schemas"]["CatalogItem"][];
            page: number;
            per_page: number;
            total: number;
        };
        CatalogMessage: {
            message: string;
        };
        CatalogSettings: components["schemas"]["CatalogFees"] & {
            brands: string[];
            /** @description Dollars; above this bag value confirming receipt or return needs a photo (null never) */
            condition_photos_required_above: number | null;
            conditions: string[];
            duration_options: number[];
            sizes: string[];
        };
        ConditionPhoto: {
            _id: string;
            /** @enum {string} */
            handover: "received" | "returned";
            height: number;
            /**
             * Format: date-time
             * @description When the server received it
             */
            taken_at: string;
            thumbnail_url: string;
            url: string;
            /** @description The member who took it */
            user_id: string;
            width: number;
        };
        ConditionPhotoSetting: {
            /** @description Dollars; null when photos are optional */
            required_above: number | null;
        };
        /** @description TradeActionBody with the condition photos the member uploaded for this confirmation (POST /trades/{id}/condition-photos), at most 5. Above the administrators' bag value (GET /admin/settings/condition-photos) a confirmation without photos is refused with 422 "This bag is worth more than $X, so please add at least one photo of it as it arrived before confirming." (code photos_required); a photo that is not the caller's upload for it is 400. A refused confirmation deletes the uploads it named. */
        ConfirmationBody: {
            photo_ids?: string[];
            /** Format: int64 */
            revision?: number;
        };
        Dispute: {
            _id: string;
            admin_response: string;
            award: {
                amount: number;
                to_user_id: string;
            } | null;
            /** @description The trade's condition photos, by who took them and at which handover */
            condition_photos: components["schemas"]["DisputeConditionPhoto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            date: string;
            description: string;
            evidence: {
                _id: string;
                content_type: string;
                /** Format: date-time */
                created_at: string;
                filename: string;
                size: number;
                url: string;
            }[];
            issue: string;
            messages?: components["schemas"]["DisputeMessage"][];
            reason: components["schemas"]["DisputeReason"];
            reported_by: string;
            resolution: string;
            /** Format: date-time */
            resolved_at: string | null;
            resolved_by: string | null;
            /** @enum {string} */
            status: "open" | "new" | "pending" | "resolved" | "closed";
            /** @description The trade as GET /trades/{id} shapes it */
            trade: components["schemas"]["Trade"] | null;
            trade_id: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Who opened it */
            user_id: string;
            user1?: components["schemas"]["DisputeUser"];
            user2?: components["schemas"]["DisputeUser"];
        };
        DisputeConditionPhoto: components["schemas"]["ConditionPhoto"] & {
            /** @description The bag photographed */
            bag_id: string;
            /**
             * @description At receipt: as lent; at the return: as returned
             * @enum {string}
             */
            label: "As lent" | "As returned";
            user_name: string;
        };
        DisputeMessage: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            is_admin: boolean;
            message: string;
            /** @description "admin" or the member's id */
            sender: string;
            sender_name: string;
            /** Format: date-time */
            timestamp: string;
            user_name: string;
        };
        DisputeMessageRequest: {
            message: string;
        };
        /** @enum {string} */
        DisputeReason: "item_not_as_described" | "item_damaged" | "item_not_received" | "return_issue" | "communication_problem" | "other";
        DisputeUser: {
            _id: string;
            closet_name: string;
            email: string;
            name: string;
        };
        Error: {
            /** @description Machine-readable code */
            code: string;
            /** @description Message shown to the person */
            error: string;
            error_type?: string;
            field?: string;
        };
        Favorite: {
            /** Format: date-time */
            added_at: string;
            item: components["schemas"]["CatalogItem"];
            next_free: {
                /** Format: date */
                end?: string;
                /** Format: date */
                start: string;
            };
        };
        Message: {
            message: string;
        };
        MoneyAdminMovedBody: {
            available_balance?: number;
            balance?: number;
            message?: string;
            success?: boolean;
            transaction?: components["schemas"]["MoneyTransaction"];
            user?: {
                _id: string;
                email: string;
                name: string;
            };
        };
        MoneyAdminMovement: {
            amount: number;
            reason?: string;
            trade_id?: string | null;
            /** @description Id, 6+ hex suffix, "ID: xxxxxx" or exact email */
            user_id: string;
        };
        MoneyAdminNote: {
            admin_note?: string;
            reason?: string;
        };
        MoneyAdminTransaction: components["schemas"]["MoneyTransaction"] & {
            /** @description Administrator of a manual row */
            created_by: string | null;
            /** @description Whether DELETE /admin/transactions/{id}/delete accepts this row (never deposits, withdrawals or hold movements) */
            deletable: boolean;
            hold_id: string | null;
            /** @description The other member of a penalty or award */
            user_b_id: string | null;
            user_email: string;
            user_id: string;
            user_name: string;
        };
        MoneyAdminTransactionPage: {
            page: number;
            per_page: number;
            total: number;
            /** @description Sums and counts over every row the filters select */
            totals: {
                credit_count: number;
                credit_total: number;
                debit_count: number;
                debit_total: number;
            };
            transactions: components["schemas"]["MoneyAdminTransaction"][];
        };
        MoneyApproval: {
            _id: string;
            amount: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
            /** @description the administrator who approved, rejected or cancelled it */
            decided_by: string | null;
            decided_by_name: string;
            decision_note: string;
            /** @enum {string} */
            kind: "refund" | "credit" | "debit";
            reason: string;
            /** @description the administrator who asked */
            requested_by: string | null;
            requested_by_name: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "cancelled";
            trade_id: string | null;
            /** @description the movement of an approved request */
            transaction_id: string | null;
            user_email: string;
            user_id: string;
            user_name: string;
        };
        MoneyDeletedAccount: {
            _id: string;
            current_balance: number;
            /** Format: date-time */
            deletion_date: string;
            /** @description The member's contact details and held funds when the account was closed */
            details: {
                address?: string;
                city?: string;
                closet_name?: string;
                /** Format: date-time */
                created_at?: string;
                held_cents?: number;
                phone?: string;
                state?: string;
                zip_code?: string;
            } | null;
            final_balance: number;
            name: string;
            original_email: string;
            original_user_id: string;
            reason: string;
            refunded_amount: number;
            /** Format: date-time */
            refunded_at: string | null;
            remaining_refundable: number;
            transaction_count: number;
        };
        MoneyDeletedTransaction: components["schemas"]["MoneyTransaction"] & {
            /** Format: date-time */
            deleted_at: string;
            deleted_by: string | null;
            deleted_by_name: string;
            reason: string;
            reversal_transaction_id: string | null;
            /** @description The other member of a penalty or award */
            user_b_id: string | null;
            user_email: string;
            user_id: string;
            user_name: string;
        };
        MoneyLedgerCheck: {
            fees_kept: number;
            /** @description The ledger summed by kind of movement, in dollars */
            flows: {
                admin_credits: number;
                admin_debits: number;
                admin_refunds: number;
                award_net: number;
                deposits: number;
                fees_charged: number;
                fees_refunded: number;
                penalty_net: number;
                withdrawal_refunds: number;
                withdrawals: number;
            };
            members: number;
            money_in: number;
            money_out: number;
            ok: boolean;
            problems: string[] | null;
            total_balance: number;
            total_held: number;
        };
        MoneyManualDeposit: {
            _id: string;
            admin_note: string;
            amount: number;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            payment_method: "cashapp" | "zelle";
            /** Format: date-time */
            processed_at: string | null;
            reference_note: string;
            reference_number: string;
            /** @enum {string} */
            status: "pending" | "processed" | "rejected";
            user_email?: string;
            user_id: string;
            user_name?: string;
        };
        MoneyTransaction: {
            _id: string;
            /** @description Always positive; direction gives the sign */
            amount: number;
            /** @description Available balance after this row */
            available_balance: number;
            /** @description Balance after this row */
            balance: number;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @enum {string} */
            direction: "credit" | "debit";
            trade_id: string | null;
            transaction_type: string;
            type: string;
        };
        MoneyWithdrawal: {
            _id: string;
            admin_note: string;
            amount: number;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            method: "cashapp" | "zelle" | "manual";
            note: string;
            /** Format: date-time */
            processed_at: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "failed";
            user_email?: string;
            user_id: string;
            user_name?: string;
        };
        Review: {
            _id: string;
            comment: string;
            /** Format: date-time */
            created_at: string;
            rating: number;
            reviewed_user: components["schemas"]["ReviewPerson"];
            reviewer: components["schemas"]["ReviewPerson"];
            trade_id: string;
        };
        ReviewPerson: {
            _id: string;
            name: string;
        };
        ShippingRate: {
            /** @description Dollars, one direction */
            amount: number;
            carrier: string;
            /** @description Business days; 0 when the carrier gives none */
            estimated_days: number;
            rate_id: string;
            service: string;
        };
        /** @description A trade as the member's and the administrator's screens read it (lists and the trade view). */
        Trade: {
            _id: string;
            /** Format: date-time */
            accepted_at: string | null;
            /** @description What the caller may do now */
            actions: string[] | null;
            admin_override: components["schemas"]["TradeAdminOverride"][] | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** @description Shipping trades, each label's latest carrier scan (Shippo's track_updated webhook) */
            carrier_status?: components["schemas"]["TradeCarrierStatus"][];
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @enum {string} */
            delivery_method: "pickup" | "shipping";
            display_status: string;
            dispute_id?: string;
            duration: number;
            /** Format: date */
            end_date: string;
            /** Format: date-time */
            expires_at: string | null;
            financial_breakdown: components["schemas"]["TradeBreakdown"] | null;
            financial_breakdown_initiator: components["schemas"]["TradeBreakdown"] | null;
            financial_breakdown_receiver: components["schemas"]["TradeBreakdown"] | null;
            financial_snapshot: components["schemas"]["TradeSnapshot"] | null;
            financials: {
                ending_balance: number;
                total_fee_due_on_accept: number;
            } | null;
            flag?: components["schemas"]["TradeAdminSignal"];
            forced?: components["schemas"]["TradeAdminSignal"];
            /** @description user1's name */
            from_user: string;
            /** @description Same as user1_id */
            from_user_id: string;
            hat1_id: string;
            hat1_image: string;
            hat2_id: string;
            hat2_image: string;
            /** @description The member whose answer is awaited */
            hold_user_id: string;
            /** Format: date-time */
            inspection_ends_at?: string;
            label_error?: string;
            labels: components["schemas"]["TradeLabel"][] | null;
            last_modified_by?: string;
            /** @description Only messages older trades kept in their workflow */
            messages: components["schemas"]["TradeMessage"][] | null;
            mod_message?: string;
            /** @description The request's message */
            notes: string;
            offered_hat: components["schemas"]["CatalogItem"] | null;
            /** @description Pickup trades: the hand-over day at the hub, the first Thursday or Sunday from the start, never after the end date */
            pickup_date?: string;
            requested_hat: components["schemas"]["CatalogItem"] | null;
            /** @description Pickup trades: the day the bags go back at the hub, the first Thursday or Sunday from the end date that comes after the hand-over day */
            return_pickup_date?: string;
            /**
             * Format: int64
             * @description Send it back with actions (see TradeActionBody)
             */
            revision: number;
            /** @description Dollars */
            shipping_cost: number;
            /** Format: date */
            start_date: string;
            /** @enum {string} */
            status: "pending" | "modified" | "accepted" | "disputed" | "completed" | "rejected" | "denied" | "cancelled";
            /** @description user2's name */
            to_user: string;
            /** @description Same as user2_id */
            to_user_id: string;
            /** Format: int64 */
            transition_seq: number;
            /** @description Days after the end date that stay booked once the trade is accepted (TURNAROUND_PICKUP_DAYS for pickup; the carrier's transit days, or TURNAROUND_SHIPPING_DAYS, for shipping); 0 for trades requested before turnarounds. */
            turnaround_days?: number;
            /** Format: date-time */
            updated_at: string;
            /** @description The member who asked (owner of hat1) */
            user1_id: string;
            user1_name: string;
            /** Format: date-time */
            user1_received_at: string | null;
            /** Format: date-time */
            user1_returned_at: string | null;
            /** @description user1's identity is verified */
            user1_verified?: boolean;
            /** @description The member asked (owner of hat2) */
            user2_id: string;
            user2_name: string;
            /** Format: date-time */
            user2_received_at: string | null;
            /** Format: date-time */
            user2_returned_at: string | null;
            /** @description user2's identity is verified */
            user2_verified?: boolean;
        };
        /** @description Optional. `revision` is the trade's `revision` as the member saw it; when the trade has moved since (accepted, modified, cancelled...), the action is refused with 409 "This trade has changed. Please reload." and nothing happens. */
        TradeActionBody: {
            /** Format: int64 */
            revision?: number;
        };
        TradeAdminOverride: {
            /** @enum {string} */
            action: "received" | "returned";
            admin_id: string;
            /** Format: date-time */
            at: string;
            user_id: string;
        };
        TradeAdminSignal: {
            action?: string;
            admin_id: string;
            /** Format: date-time */
            at?: string;
            reason?: string;
            user_id?: string;
        };
        /** @description One member's money in a trade, in dollars; balances only for the member's own side and admins. */
        TradeBreakdown: {
            /**
             * @description estimate: an open request, priced at today's fees and balance; accepted: frozen when the trade was accepted; not_charged: the request ended without acceptance, so nothing was charged (every figure 0, no balances) and any hold was released; cancelled: accepted, then cancelled: the fees charged at acceptance, what came back and the penalty (the hold was released; no balances)
             * @enum {string}
             */
            basis: "estimate" | "accepted" | "not_charged" | "cancelled";
            /** @description true: a live estimate for a trade not yet accepted */
            computed: boolean;
            delivery_fees: number;
            ending_balance?: number;
            /** @description Cancelled after acceptance: fees refunded to the member */
            fees_refunded?: number;
            original_balance?: number;
            /** @description The hold */
            other_item_value: number;
            /** @description Cancelled after acceptance: the cancellation penalty the member paid */
            penalty_paid?: number;
            /** @description Cancelled after acceptance: the cancellation penalty paid to the member */
            penalty_received?: number;
            site_fee: number;
            /** @description site_fee + delivery_fees + other_item_value; for a trade cancelled after acceptance, what it finally cost the member: site_fee + delivery_fees - fees_refunded + penalty_paid - penalty_received (negative: money received) */
            total_charge: number;
        };
        TradeCarrierStatus: {
            /** @enum {string} */
            leg: "user1_out" | "user2_out" | "user1_return" | "user2_return";
            /** @enum {string} */
            status: "pre_transit" | "transit" | "delivered" | "returned" | "failure";
            /**
             * Format: date-time
             * @description The carrier's time of the scan
             */
            status_date: string;
            /** @description e.g. out_for_delivery */
            substatus?: string;
        };
        TradeDetail: {
            actions: string[] | null;
            hat1: components["schemas"]["CatalogItem"] | null;
            hat2: components["schemas"]["CatalogItem"] | null;
            messages_next_cursor: string | null;
            /** @description Oldest first */
            timeline: components["schemas"]["TradeTimelineEntry"][] | null;
            trade: components["schemas"]["Trade"];
            user1: components["schemas"]["TradeUser"] | null;
            user2: components["schemas"]["TradeUser"] | null;
        };
        TradeLabel: {
            carrier: string;
            label_url: string;
            /** @enum {string} */
            leg: "user1_out" | "user2_out" | "user1_return" | "user2_return";
            tracking_number: string;
            tracking_url: string;
        };
        TradeMessage: {
            _id?: string;
            /** Format: date-time */
            created_at?: string;
            is_admin?: boolean;
            message?: string;
            /** @description Same as message */
            text?: string;
            user_id?: string;
            /** @description The author's name when it was sent */
            user_name?: string;
        };
        TradeMessagePage: {
            messages: components["schemas"]["TradeMessage"][];
            /** @description Opaque; pass as before for the next older page */
            next_cursor: string | null;
        };
        TradeModify: {
            /** Format: date */
            end_date?: string;
            hat1_id?: string;
            hat2_id?: string;
            mod_message?: string;
            /**
             * Format: int64
             * @description The revision the member saw (see TradeActionBody).
             */
            revision?: number;
            /** Format: date */
            start_date?: string;
        };
        TradePage: {
            /** @description Same as trades */
            items: components["schemas"]["Trade"][];
            page: number;
            per_page: number;
            total: number;
            trades: components["schemas"]["Trade"][];
        };
        TradeRequest: {
            /** @enum {string} */
            delivery_method: "pickup" | "shipping";
            duration?: number;
            /** Format: date */
            end_date: string;
            /** @description Your bag */
            hat1_id: string;
            /** @description The bag you would like */
            hat2_id: string;
            message?: string;
            /** @description Informative; the server prices the round trip itself */
            shipping_cost?: number;
            /** Format: date */
            start_date: string;
        };
        /** @description The figures frozen at acceptance. */
        TradeSnapshot: {
            /** Format: date-time */
            accepted_at: string;
            initiator: components["schemas"]["TradeUserFinancials"];
            receiver: components["schemas"]["TradeUserFinancials"];
        };
        TradeTimelineEntry: {
            /**
             * Format: date-time
             * @description Carrier scans (kinds carrier_*): the carrier's time of the scan
             */
            carrier_at?: string;
            description: string;
            icon: string;
            id: string;
            kind: string;
            message?: string;
            /** @description A confirmation's condition photos (kinds received and returned) */
            photos?: components["schemas"]["ConditionPhoto"][];
            /** Format: date-time */
            timestamp: string;
            user_id?: string;
            user_name: string;
        };
        TradeTrackingLeg: {
            carrier: string;
            details?: string;
            status: string;
            tracking_number: string;
            tracking_url: string;
        } | null;
        TradeUser: {
            _id: string;
            average_rating: number;
            closet_name: string;
            name: string;
            profile_image_url: string;
            rating_count: number;
            /** @description The member's identity is verified */
            verified?: boolean;
            zip_code: string;
        };
        TradeUserFinancials: {
            balance_at_acceptance?: number;
            ending_balance?: number;
            hold_amount: number;
            pickup_fee: number;
            platform_fee: number;
            shipping_fee: number;
            total_due: number;
            total_including_hold: number;
        };
        /** @description Only the outcome is kept, never the document */
        VerificationStatus: {
            /** @description The verified name's initials */
            initials: string;
            /** @enum {string} */
            status: "unverified" | "pending" | "requires_input" | "canceled" | "verified";
            /** Format: date-time */
            verified_at: string | null;
        };
        Watch: {
            _id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date */
            end?: string;
            item: components["schemas"]["CatalogItem"];
            /** Format: date-time */
            notified_at: string | null;
            /**
             * Format: date
             * @description Left out for a watch of the next free days
             */
            start?: string;
        };
    };
    responses: {
        /** @description Member profile for the admin panel */
        AccountsAdminProfile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    profile: components["schemas"]["AccountsAdminUser"];
                    /** @description The 10 newest ledger rows */
                    recent_transactions: components["schemas"]["AccountsTransaction"][];
                    stats: components["schemas"]["AccountsUserStats"];
                };
            };
        };
        /** @description Done */
        AccountsMessage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        /** @description Done */
        AccountsSuccess: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    success: boolean;
                };
            };
        };
        /** @description The administrator's action was applied; the trade as it is now */
        AdminTradeAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    success: boolean;
                    trade: components["schemas"]["Trade"];
                };
            };
        };
        /** @description The trade with both bags, both members, its timeline and a link to its workflow */
        AdminTradeDetail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AdminTradeDetail"];
            };
        };
        /** @description The trade as one of its members sees it */
        AdminTradePerspective: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AdminTradePerspective"];
            };
        };
        /** @description One page of disputes */
        DisputeList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    disputes: components["schemas"]["Dispute"][];
                    open_count: number;
                    page: number;
                    per_page: number;
                    total: number;
                };
            };
        };
        /** @description Sent */
        DisputeMessageSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    dispute_message: components["schemas"]["DisputeMessage"];
                    /** @example Message sent successfully */
                    message: string;
                    success: boolean;
                };
            };
        };
        /** @description The dispute */
        DisputeOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    dispute: components["schemas"]["Dispute"];
                    message?: string;
                    messages: components["schemas"]["DisputeMessage"][];
                    success?: boolean;
                };
            };
        };
        /** @description Failure */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Whether the bag is a favorite now */
        FavoriteAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    favorite: boolean;
                    message: string;
                };
            };
        };
        /** @description The closet's follower count and whether the caller follows it */
        FollowAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    followers: number;
                    following: boolean;
                };
            };
        };
        /** @description Moved */
        MoneyAdminMoved: {
            headers: {
                "Idempotent-Replayed": components["headers"]["MoneyIdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MoneyAdminMovedBody"];
            };
        };
        /** @description Above ADMIN_APPROVAL_CENTS: nothing moved; the request waits for another administrator (GET /admin/money-approvals). */
        MoneyApprovalRequested: {
            headers: {
                "Idempotent-Replayed": components["headers"]["MoneyIdempotentReplayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    approval: components["schemas"]["MoneyApproval"];
                    message: string;
                    /** @enum {boolean} */
                    pending: true;
                    success: boolean;
                };
            };
        };
        /** @description Settled */
        MoneyDepositSettled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    deposit?: components["schemas"]["MoneyManualDeposit"];
                    message?: string;
                    success?: boolean;
                };
            };
        };
        /** @description Marked */
        MoneyWithdrawalMarked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message?: string;
                    success?: boolean;
                    withdrawal?: components["schemas"]["MoneyWithdrawal"];
                };
            };
        };
        /** @description One page of reviews, newest first */
        ReviewList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    average_rating?: number;
                    page: number;
                    per_page: number;
                    rating_count?: number;
                    reviews: components["schemas"]["Review"][];
                    total: number;
                };
            };
        };
        /** @description What happened, and the trade as it is now */
        TradeAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    detail: components["schemas"]["TradeDetail"];
                    message: string;
                    trade: components["schemas"]["Trade"];
                };
            };
        };
        /** @description The trade with both bags, both members, its timeline and the caller's actions */
        TradeDetail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TradeDetail"];
            };
        };
        /** @description The label of the caller's parcel */
        TradeLabelAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    carrier: string;
                    label_url: string;
                    tracking_number: string;
                    tracking_url: string;
                };
            };
        };
        /** @description The message as stored */
        TradeMessageSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    trade_message: components["schemas"]["TradeMessage"];
                };
            };
        };
        /** @description One page of trades, newest first */
        TradePage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TradePage"];
            };
        };
        /** @description The four parcels from the caller's side (null until a label exists) */
        TradeTrackingAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    success: boolean;
                    tracking: {
                        incoming: {
                            from_partner: components["schemas"]["TradeTrackingLeg"];
                            return: components["schemas"]["TradeTrackingLeg"];
                        };
                        outgoing: {
                            return: components["schemas"]["TradeTrackingLeg"];
                            to_partner: components["schemas"]["TradeTrackingLeg"];
                        };
                    };
                };
            };
        };
        /** @description A member's verification */
        VerificationAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["VerificationStatus"] & {
                    /** @description Members can verify on this site */
                    available: boolean;
                    /** @description Dollars; null: never required */
                    verification_required_above: number | null;
                };
            };
        };
        /** @description The verification setting */
        VerificationSettingAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    available: boolean;
                    verification_required_above: number | null;
                };
            };
        };
    };
    parameters: {
        /** @description Makes an administrator's retry safe: the same administrator sending the same request to the same route with the same key acts once, however many arrive and however close together; every copy and every later retry gets the first answer, status and body (marked with the Idempotent-Replayed header), instead of a refusal of what is already done. An answer of 5xx is not kept (the retry tries again). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400. The web admin panel sends one with every action. Without the header every request is a new action. */
        AdminIdempotencyKey: string;
        /** @description YYYY-MM-DD (New York) or RFC 3339 */
        MoneyDateFrom: string;
        /** @description YYYY-MM-DD (New York, inclusive) or RFC 3339 */
        MoneyDateTo: string;
        MoneyDirectionFilter: "credit" | "debit" | "all";
        /** @description Makes a retry safe: requests of the same caller to the same route with the same key move money once, however many arrive and however close together; a retry is answered like the first request (marked with the Idempotent-Replayed header). The same key with a different request is refused with 422 "This Idempotency-Key was already used for a different request. Use a new key for a new request."; a key over 100 characters with 400 "Idempotency-Key can be at most 100 characters". A refused request does not use up its key. Without the header every request is a new movement. */
        MoneyIdempotencyKey: string;
        MoneyPage: number;
        MoneyPerPage: number;
        MoneyTradeFilter: string;
        MoneyTypeFilter: "deposit" | "withdraw" | "hold_reserve" | "hold_refund" | "hold_increase" | "hold_decrease" | "fee_charge" | "pickup_fee" | "shipping_fee" | "refund" | "adjustment" | "penalty" | "award" | "all";
        /** @description 24-character member id */
        MoneyUserFilter: string;
        /** @description Makes a retry safe: the same member sending the same action on the same trade with the same key is one action, applied once however many arrive; a retry is answered with the trade as that action left it, or with the same refusal (send a new key to try again after a refusal). A key over 100 characters is refused with 400 "Idempotency-Key can be at most 100 characters". Without the header every request is a new action. */
        TradeActionIdempotencyKey: string;
    };
    requestBodies: {
        CatalogFee: {
            content: {
                "application/json": {
                    /** @description Dollars */
                    fee: number;
                };
            };
        };
    };
    headers: {
        /** @description "true" when the answer is the one of an earlier request with the same Idempotency-Key (no money moved now). */
        MoneyIdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
