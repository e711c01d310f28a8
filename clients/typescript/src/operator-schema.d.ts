// Generated from the OpenAPI document by `npm run client:generate`; do not edit by hand.
// CI fails when this file no longer matches the API (`npm run client:check`).

export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check; touches no storage. With the operator token it also lists the live rails that are configured, the age of each stored rate, and each supplier's configuration and circuit */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts, newest first; `kyb_state` narrows it to one state (such as those awaiting review)
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminAccounts"];
        put?: never;
        /**
         * Create an account; answers with its first test key (the secret is shown only here)
         * @description Roles: admin, compliance (permission `accounts.manage`).
         */
        post: operations["postAdminAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an account with its submitted forms (identity document numbers are never shown)
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminAccountsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a negotiated commission rate in basis points, or clear it with null so the tier ladder applies
         * @description Roles: admin, finance (permission `credit.manage`).
         */
        post: operations["postAdminAccountsByIdCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/kyb/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted KYB form: kyb_state kyb_submitted → kyc_pending
         * @description Roles: admin, compliance (permission `review`).
         */
        post: operations["postAdminAccountsByIdKybApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/kyb/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submitted KYB form: kyb_state kyb_submitted → rejected (the partner may submit KYB again)
         * @description Roles: admin, compliance (permission `review`).
         */
        post: operations["postAdminAccountsByIdKybReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/kyc/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submitted KYC form: kyb_state kyc_submitted → rejected (the partner may submit KYB again)
         * @description Roles: admin, compliance (permission `review`).
         */
        post: operations["postAdminAccountsByIdKycReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/kyc/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted KYC form: kyb_state → approved, live access on, and a first live key (secret shown only here)
         * @description Roles: admin, compliance (permission `review`).
         */
        post: operations["postAdminAccountsByIdKycApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/kyc/reveal_id_number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal a submitted KYC form's ID document number (recorded in the audit trail)
         * @description Roles: admin, compliance (permission `review`).
         */
        post: operations["postAdminAccountsByIdKycRevealIdNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an account's API keys, newest first, revoked ones included (never their secrets)
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminAccountsByIdApiKeys"];
        put?: never;
        /**
         * Issue an API key (secret shown only here); live keys need live access
         * @description Roles: admin (permission `api_keys.manage`).
         */
        post: operations["postAdminAccountsByIdApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/api_keys/{key_id}": {
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
         * Revoke an API key; it stops working at once (revoking it again answers the same)
         * @description Roles: admin (permission `api_keys.manage`).
         */
        delete: operations["deleteAdminApiKeysByKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve credit: set an account's overdraft limit and net terms in one mode (emits credit.updated)
         * @description Roles: admin, finance (permission `credit.manage`).
         */
        post: operations["postAdminAccountsByIdCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/payouts/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause all payouts (in both modes) until resumed
         * @description Roles: admin, finance (permission `payouts.manage`).
         */
        post: operations["postAdminPayoutsPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/payouts/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume payouts
         * @description Roles: admin, finance (permission `payouts.manage`).
         */
        post: operations["postAdminPayoutsResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live suppliers: configuration, last catalog sync, offers published and held back, our prepaid balance; beside them the live deposit keys in use (`multiple` after a key change)
         * @description Roles: admin, finance, support (permission `supply.read`).
         */
        get: operations["getAdminSuppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/catalog/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the live catalog from every configured supplier now (the hourly cron does the same)
         * @description Roles: admin, finance (permission `supply.manage`).
         */
        post: operations["postAdminCatalogSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The margins live prices are made with
         * @description Roles: admin, finance, support (permission `supply.read`).
         */
        get: operations["getAdminPricing"];
        /**
         * Set the margins (basis points over supplier cost) for live eSIM and top-up prices; the next sync applies them
         * @description Roles: admin, finance (permission `supply.manage`).
         */
        put: operations["putAdminPricing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/late_supplier_successes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Supplier successes reported after their order was refunded at the pending limit: those not yet reconciled, oldest first, or with `reconciled=true` the reconciled ones, latest first (at most 100)
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminLateSupplierSuccesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/late_supplier_successes/{order_id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a late supplier success reconciled once it is settled with the supplier (repeating it keeps the first time)
         * @description Roles: admin, finance (permission `supply.manage`).
         */
        post: operations["postAdminLateSupplierSuccessesByOrderIdReconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refunds waiting for a decision in every account and mode, oldest first, each checked against its account as it is read
         * @description A refund waits when its supplier reviews it by hand (a live eSIM) or when nobody answers for the supplier; approve or reject it with the routes below. A page may hold fewer than `limit` refunds when some were resolved since they were queued.
         *
         *     Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/refunds/{refund_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending refund: it succeeds, the wallet gets the order's price and the commission is taken back
         * @description The refund is found through the index written when it first waited for a decision (or was made by an operator); a refund that succeeded at once never waited and answers 404.
         *
         *     Roles: admin, finance (permission `refunds.manage`).
         */
        post: operations["postAdminRefundsByRefundIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/refunds/{refund_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending refund with a reason: failure_reason rejected_by_operator, no money moves
         * @description Roles: admin, finance (permission `refunds.manage`).
         */
        post: operations["postAdminRefundsByRefundIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/orders/{order_id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a fulfilled order as goodwill (any kind, top-ups included): it succeeds at once, origin operator
         * @description The order id alone finds the order's account about a minute after the order was made (the accounts' sweep indexes new orders each minute); for an order made just now, give `account_id` and `mode` (both or neither). An order with a refund already (pending, succeeded or rejected) answers 409 refund_exists with the refund's `refund_id`; a pending or failed order answers 409 order_not_refundable.
         *
         *     Roles: admin, finance (permission `refunds.manage`).
         */
        post: operations["postAdminOrdersByOrderIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}/events/{event_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a partner's event again, with its original id, to every active endpoint subscribed to its type
         * @description Roles: admin, support (permission `events.replay`).
         */
        post: operations["postAdminAccountsByIdEventsByEventIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List mail written to the outbox instead of sent (local development and tests), newest first
         * @description Roles: admin (permission `mail.read`).
         */
        get: operations["getAdminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List operators, oldest first
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminOperators"];
        put?: never;
        /**
         * Create an operator (they receive a set-up link by mail for their password and second factor)
         * @description Roles: admin (permission `operators.manage`).
         */
        post: operations["postAdminOperators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{operator_id}/setup_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an operator a new set-up link for their password and second factor
         * @description Roles: admin (permission `operators.manage`).
         */
        post: operations["postAdminOperatorsByOperatorIdSetupLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{operator_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an operator: their sessions and tokens stop at once and they cannot sign in
         * @description Roles: admin (permission `operators.manage`).
         */
        post: operations["postAdminOperatorsByOperatorIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{operator_id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a named API token for an operator (pco_…, shown only in this answer); an operator's own token issues only for that operator, the bootstrap token for anyone
         * @description Roles: admin (permission `operators.manage`).
         */
        post: operations["postAdminOperatorsByOperatorIdTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operator_tokens/{token_id}": {
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
         * Revoke an operator token; it stops working at once
         * @description Roles: admin (permission `operators.manage`).
         */
        delete: operations["deleteAdminOperatorTokensByTokenId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/audit_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first: one entry per state-changing operator request or console action
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/audit_log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the audit trail as CSV (same filters as the list; before and after as JSON)
         * @description Roles: admin, compliance, finance, support (permission `read`).
         */
        get: operations["getAdminAuditLogCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/offers/{offer_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an offer (repeating it changes nothing)
         * @description Roles: admin, finance (permission `supply.manage`).
         */
        post: operations["postAdminOffersByOfferIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/offers/{offer_id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a withdrawn offer (repeating it changes nothing)
         * @description Roles: admin, finance (permission `supply.manage`).
         */
        post: operations["postAdminOffersByOfferIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intake/esimaccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** eSIM Access notifications (ORDER_STATUS, SMDP_EVENT, ESIM_STATUS, DATA_USAGE, VALIDITY_USAGE, CHECK_HEALTH): taken only from ESIMACCESS_WEBHOOK_IPS, once each, and read back from eSIM Access before anything is recorded */
        post: operations["postIntakeEsimaccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/{provider}/{mode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provider event intake (sandbox: Provider-Signature: t=…,v1=…; increase: Increase-Webhook-Signature; airalo: airalo-signature) */
        post: operations["postHooksByProviderByMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner API's OpenAPI 3.1 document; public, holds no data */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator API's OpenAPI 3.1 document; public, holds no data */
        get: operations["getAdminOpenapiJson"];
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
        /** Partner Commerce API reference: an HTML page that renders /v1/openapi.json; public */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner Commerce operator API reference: an HTML page that renders /admin/v1/openapi.json; public */
        get: operations["getDocsOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description amount in minor units (cents); currency USD
         * @example {
         *       "amount": 500,
         *       "currency": "USD"
         *     }
         */
        Money: {
            amount: number;
            currency: string;
        };
        /**
         * @example {
         *       "id": "re_01JH8X2R4T6V8X0Z2B4D6F8H0K",
         *       "object": "refund",
         *       "livemode": false,
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "amount": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "status": "succeeded",
         *       "reason": "trip_cancelled",
         *       "origin": "partner",
         *       "failure_reason": null,
         *       "commission_reversed": {
         *         "amount": 75,
         *         "currency": "USD"
         *       },
         *       "wallet_credit": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "metadata": {
         *         "booking": "trip-4821"
         *       },
         *       "created_at": "2026-11-22T10:02:11.480Z",
         *       "resolved_at": "2026-11-22T10:02:11.480Z"
         *     }
         */
        Refund: {
            id: string;
            /** @enum {string} */
            object: "refund";
            livemode: boolean;
            order_id: string;
            amount: components["schemas"]["Money"] & unknown;
            /**
             * @description pending (waiting on the supplier or an operator), succeeded or rejected
             * @enum {string}
             */
            status: "pending" | "succeeded" | "rejected";
            /** @enum {string} */
            reason: "trip_cancelled" | "device_incompatible" | "installation_failed" | "duplicate" | "other";
            /**
             * @description partner (asked through the API or the dashboard), supplier (a reversal the supplier reported) or operator (goodwill)
             * @enum {string}
             */
            origin: "partner" | "supplier" | "operator";
            /** @enum {string|null} */
            failure_reason: "esim_in_use" | "esim_expired" | "supplier_refused" | "rejected_by_operator" | null;
            commission_reversed: components["schemas"]["Money"] & unknown;
            wallet_credit: components["schemas"]["Money"] & unknown;
            metadata: {
                [key: string]: string;
            };
            created_at: string;
            resolved_at: string | null;
        };
        /**
         * @example {
         *       "id": "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J",
         *       "object": "account",
         *       "livemode": false,
         *       "name": "Acme Travel",
         *       "status": "active",
         *       "kyb_state": "none",
         *       "live_access": false,
         *       "credit": {
         *         "overdraft_limit": {
         *           "amount": 0,
         *           "currency": "USD"
         *         },
         *         "net_terms_days": 30,
         *         "status": "active"
         *       },
         *       "created_at": "2026-11-20T09:00:00.000Z"
         *     }
         */
        Account: {
            id: string;
            /** @enum {string} */
            object: "account";
            livemode: boolean;
            name: string;
            status: string;
            /** @enum {string} */
            kyb_state: "none" | "kyb_submitted" | "kyc_pending" | "kyc_submitted" | "approved" | "rejected";
            live_access: boolean;
            credit: {
                overdraft_limit: components["schemas"]["Money"];
                net_terms_days: number;
                status: string;
            };
            created_at: string;
        };
        RailsHealth: {
            lightning: {
                configured: boolean;
            };
            stablecoins: {
                network: string;
                configured: boolean;
                assets: string[];
                confirmations: number | "solidified" | null;
                watcher: {
                    cursor: number;
                    last_run_age_seconds: number;
                } | null;
            }[];
            bank: {
                configured: boolean;
                provider: string | null;
            };
            display_rates: {
                configured: boolean;
                source: string;
                rates: {
                    currency: string;
                    rate: string;
                    published_on: string;
                    age_seconds: number;
                }[];
            };
            deposit_keys: {
                evm: {
                    configured: string | null;
                    in_use: {
                        fingerprint: string | null;
                        addresses: number;
                        configured: boolean;
                    }[];
                    multiple: boolean;
                };
                tron: {
                    configured: string | null;
                    in_use: {
                        fingerprint: string | null;
                        addresses: number;
                        configured: boolean;
                    }[];
                    multiple: boolean;
                };
            };
        };
        SupplierHealth: {
            /** @enum {string} */
            id: "airalo" | "esimaccess" | "reloadly";
            /** @enum {string} */
            kind: "esim" | "mobile_topup";
            configured: boolean;
            circuit: {
                /** @enum {string} */
                state: "closed" | "open" | "half_open";
                opened_at: string | null;
                last_error: string | null;
            };
        }[];
        /**
         * @example {
         *       "error": {
         *         "code": "insufficient_funds",
         *         "message": "The wallet cannot cover USD 12.00: USD 5.00 is available.",
         *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
         *       }
         *     }
         */
        Error: {
            error: {
                code: string;
                message: string;
                param?: string;
                request_id: string;
                /** @description insufficient_funds only: the amount missing, in cents */
                shortfall?: {
                    amount: number;
                    currency: string;
                };
                /** @description insufficient_funds only: what the wallet can spend, in cents */
                available?: {
                    amount: number;
                    currency: string;
                };
                /** @description refund_exists only: the id (re_…) of the refund the order already has, in any state */
                refund_id?: string;
            };
        };
        /**
         * @description the Account as seen in test mode (livemode false, credit of test mode) plus operator-only fields
         * @example {
         *       "id": "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J",
         *       "object": "account",
         *       "livemode": false,
         *       "name": "Acme Travel",
         *       "status": "active",
         *       "kyb_state": "none",
         *       "live_access": false,
         *       "credit": {
         *         "overdraft_limit": {
         *           "amount": 0,
         *           "currency": "USD"
         *         },
         *         "net_terms_days": 30,
         *         "status": "active"
         *       },
         *       "created_at": "2026-11-20T09:00:00.000Z",
         *       "live_credit": null,
         *       "commission_bps": null,
         *       "rejection_reason": null,
         *       "kyb": null,
         *       "kyc": null
         *     }
         */
        OperatorAccount: components["schemas"]["Account"] & {
            /** @description credit terms in live mode; null before live access */
            live_credit: {
                overdraft_limit: components["schemas"]["Money"];
                net_terms_days: number;
                status: string;
            } | null;
            /** @description negotiated rate; null when the tier ladder applies */
            commission_bps: number | null;
            rejection_reason: string | null;
            kyb: {
                legal_name: string;
                registration_number: string;
                country: string;
                address: string;
                website?: string;
                submitted_at: string;
            } | null;
            /** @description the identity document number is kept for review and never shown */
            kyc: {
                full_name: string;
                date_of_birth: string;
                nationality: string;
                submitted_at: string;
            } | null;
        };
        /**
         * @example {
         *       "id": "key_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "object": "api_key",
         *       "mode": "test",
         *       "name": "booking system",
         *       "secret": "svc_test_4DojN0pyFDVAoserv1ciZ2SyxqQOZOOrWVxWyoakmus",
         *       "permissions": {
         *         "orders": "read",
         *         "quotes": "write"
         *       },
         *       "allowed_ips": [
         *         "203.0.113.0/24"
         *       ],
         *       "created_at": "2026-11-20T09:00:00.000Z"
         *     }
         */
        ApiKey: {
            id: string;
            /** @enum {string} */
            object: "api_key";
            /** @enum {string} */
            mode: "test" | "live";
            /** @description the name the account gave the key, or null */
            name: string | null;
            secret?: string;
            permissions: components["schemas"]["KeyPermissions"];
            /**
             * @description up to 20 IPv4/IPv6 addresses or CIDR ranges the key may be used from (CF-Connecting-IP); null: anywhere
             * @example [
             *       "203.0.113.7",
             *       "2001:db8::/32"
             *     ]
             */
            allowed_ips: string[] | null;
            created_at: string;
        };
        /**
         * @description a restricted key's access per resource (write includes read; a resource left out has none); null on a full-access key
         * @example {
         *       "orders": "read",
         *       "quotes": "write"
         *     }
         */
        KeyPermissions: {
            /** @enum {string} */
            offers?: "none" | "read";
            /** @enum {string} */
            quotes?: "none" | "read" | "write";
            /** @enum {string} */
            orders?: "none" | "read" | "write";
            /** @enum {string} */
            refunds?: "none" | "read" | "write";
            /** @enum {string} */
            wallet?: "none" | "read" | "write";
            /** @enum {string} */
            revenue?: "none" | "read" | "write";
            /** @enum {string} */
            payouts?: "none" | "write";
            /** @enum {string} */
            webhooks?: "none" | "read" | "write";
            /** @enum {string} */
            events?: "none" | "read";
            /** @enum {string} */
            request_logs?: "none" | "read";
            /** @enum {string} */
            reporting?: "none" | "read" | "write";
            /** @enum {string} */
            brand?: "none" | "read" | "write";
            /** @enum {string} */
            account?: "none" | "read";
            /** @enum {string} */
            test_helpers?: "none" | "write";
        } | null;
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J",
         *           "object": "account",
         *           "livemode": false,
         *           "name": "Acme Travel",
         *           "status": "active",
         *           "kyb_state": "none",
         *           "live_access": false,
         *           "credit": {
         *             "overdraft_limit": {
         *               "amount": 0,
         *               "currency": "USD"
         *             },
         *             "net_terms_days": 30,
         *             "status": "active"
         *           },
         *           "created_at": "2026-11-20T09:00:00.000Z",
         *           "live_credit": null,
         *           "commission_bps": null,
         *           "rejection_reason": null,
         *           "kyb": null,
         *           "kyc": null
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OperatorAccountList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["OperatorAccount"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "kyc_id_number",
         *       "account_id": "acct_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "id_number": "X1234567"
         *     }
         */
        RevealedIdNumber: {
            /** @enum {string} */
            object: "kyc_id_number";
            account_id: string;
            id_number: string;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "key_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "object": "api_key",
         *           "mode": "test",
         *           "name": "booking system",
         *           "permissions": null,
         *           "allowed_ips": null,
         *           "created_at": "2026-11-20T09:00:00.000Z",
         *           "revoked_at": null,
         *           "last_used_at": "2026-11-21T14:32:00.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        StoredApiKeyList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["StoredApiKey"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @description an API key without its secret, which is shown only once
         * @example {
         *       "id": "key_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "object": "api_key",
         *       "mode": "test",
         *       "name": "booking system",
         *       "permissions": null,
         *       "allowed_ips": null,
         *       "created_at": "2026-11-20T09:00:00.000Z",
         *       "revoked_at": null,
         *       "last_used_at": "2026-11-21T14:32:00.000Z"
         *     }
         */
        StoredApiKey: {
            id: string;
            /** @enum {string} */
            object: "api_key";
            /** @enum {string} */
            mode: "test" | "live";
            /** @description the name the account gave the key, or null */
            name: string | null;
            permissions: components["schemas"]["KeyPermissions"];
            /**
             * @description up to 20 IPv4/IPv6 addresses or CIDR ranges the key may be used from (CF-Connecting-IP); null: anywhere
             * @example [
             *       "203.0.113.7",
             *       "2001:db8::/32"
             *     ]
             */
            allowed_ips: string[] | null;
            created_at: string;
            revoked_at: string | null;
            /** @description when the key last authenticated a request, to the minute */
            last_used_at: string | null;
        };
        /**
         * @example {
         *       "object": "payout_settings",
         *       "paused": false
         *     }
         */
        PayoutSettings: {
            /** @enum {string} */
            object: "payout_settings";
            paused: boolean;
        };
        /**
         * @example {
         *       "object": "supplier",
         *       "id": "airalo",
         *       "kind": "esim",
         *       "state": "configured",
         *       "circuit": {
         *         "state": "closed",
         *         "opened_at": null,
         *         "last_error": "/v2/orders: HTTP 503",
         *         "last_error_at": "2026-11-20T08:41:17.003Z"
         *       },
         *       "calls_last_hour": 184,
         *       "failures_last_hour": 1,
         *       "last_sync": {
         *         "at": "2026-11-20T09:00:04.512Z",
         *         "ok": true,
         *         "error": null
         *       },
         *       "packages_read": 431,
         *       "routes_added": 2,
         *       "routes_withdrawn": 1,
         *       "offers_published": 412,
         *       "offers_held_back": 3,
         *       "balance": {
         *         "amount": 250050,
         *         "currency": "USD",
         *         "checked_at": "2026-11-20T09:00:04.512Z",
         *         "alert_below": 50000,
         *         "low": false
         *       },
         *       "late_successes_to_reconcile": 0
         *     }
         */
        Supplier: {
            /** @enum {string} */
            object: "supplier";
            /** @enum {string} */
            id: "airalo" | "esimaccess" | "reloadly";
            /** @enum {string} */
            kind: "esim" | "mobile_topup";
            /** @enum {string} */
            state: "configured" | "not configured";
            circuit: {
                /** @enum {string} */
                state: "closed" | "open" | "half_open";
                opened_at: string | null;
                last_error: string | null;
                last_error_at: string | null;
            };
            calls_last_hour: number;
            failures_last_hour: number;
            last_sync: {
                at: string;
                ok: boolean;
                error: string | null;
            } | null;
            packages_read: number;
            routes_added: number;
            routes_withdrawn: number;
            offers_published: number;
            offers_held_back: number;
            balance: {
                amount: number;
                currency: string;
                checked_at: string;
                alert_below: number;
                low: boolean;
            } | null;
            late_successes_to_reconcile: number;
        };
        /**
         * @example {
         *       "object": "catalog_sync",
         *       "suppliers": [
         *         {
         *           "supplier": "airalo",
         *           "configured": true,
         *           "ok": true,
         *           "packages_read": 431,
         *           "routes_added": 2,
         *           "routes_withdrawn": 1,
         *           "published": 412,
         *           "held_back": 3,
         *           "withdrawn": 1,
         *           "rows_written": 14,
         *           "error": null
         *         },
         *         {
         *           "supplier": "esimaccess",
         *           "configured": true,
         *           "ok": true,
         *           "packages_read": 388,
         *           "routes_added": 5,
         *           "routes_withdrawn": 0,
         *           "published": 240,
         *           "held_back": 0,
         *           "withdrawn": 0,
         *           "rows_written": 14,
         *           "error": null
         *         },
         *         {
         *           "supplier": "reloadly",
         *           "configured": false,
         *           "ok": true,
         *           "packages_read": 0,
         *           "routes_added": 0,
         *           "routes_withdrawn": 0,
         *           "published": 0,
         *           "held_back": 0,
         *           "withdrawn": 0,
         *           "rows_written": 0,
         *           "error": null
         *         }
         *       ]
         *     }
         */
        CatalogSync: {
            /** @enum {string} */
            object: "catalog_sync";
            suppliers: {
                /** @enum {string} */
                supplier: "airalo" | "esimaccess" | "reloadly";
                configured: boolean;
                ok: boolean;
                packages_read: number;
                routes_added: number;
                routes_withdrawn: number;
                published: number;
                held_back: number;
                withdrawn: number;
                rows_written: number;
                error: string | null;
            }[];
        };
        /**
         * @example {
         *       "object": "pricing",
         *       "esim_margin_bps": 3000,
         *       "topup_margin_bps": 2500
         *     }
         */
        Pricing: {
            /** @enum {string} */
            object: "pricing";
            esim_margin_bps: number;
            topup_margin_bps: number;
        };
        /**
         * @example {
         *       "object": "late_supplier_success",
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "account_id": "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J",
         *       "mode": "live",
         *       "supplier": "airalo",
         *       "supplier_reference": "884213",
         *       "refunded": {
         *         "amount": 1430,
         *         "currency": "USD"
         *       },
         *       "refunded_at": "2026-11-21T09:20:00.913Z",
         *       "found_at": "2026-11-21T09:40:02.118Z",
         *       "deliverable": {
         *         "type": "esim_profile",
         *         "iccid": "89852000263000051013",
         *         "lpa": "LPA:1$RSP-3088.IDEMIA.IO$YVTGM-51013",
         *         "activation_code": "YVTGM-51013",
         *         "smdp_address": "RSP-3088.IDEMIA.IO",
         *         "confirmation_code": null
         *       },
         *       "reconciled_at": null
         *     }
         */
        LateSupplierSuccess: {
            /** @enum {string} */
            object: "late_supplier_success";
            order_id: string;
            account_id: string;
            /** @enum {string} */
            mode: "test" | "live";
            supplier: string;
            supplier_reference: string | null;
            refunded: {
                amount: number;
                currency: string;
            };
            refunded_at: string;
            found_at: string;
            deliverable: {
                [key: string]: unknown;
            };
            reconciled_at: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "re_01JH8X2R4T6V8X0Z2B4D6F8H0K",
         *           "object": "refund",
         *           "livemode": false,
         *           "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *           "amount": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "status": "pending",
         *           "reason": "trip_cancelled",
         *           "origin": "partner",
         *           "failure_reason": null,
         *           "commission_reversed": {
         *             "amount": 0,
         *             "currency": "USD"
         *           },
         *           "wallet_credit": {
         *             "amount": 0,
         *             "currency": "USD"
         *           },
         *           "metadata": {
         *             "booking": "trip-4821"
         *           },
         *           "created_at": "2026-11-22T10:02:11.480Z",
         *           "resolved_at": null,
         *           "account_id": "acct_01JH8W1Q9P3R5T7V9X1Z3B5D7F",
         *           "esim_status": "NOT_ACTIVE",
         *           "supplier_refund_id": null
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OperatorRefundList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["OperatorRefund"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "re_01JH8X2R4T6V8X0Z2B4D6F8H0K",
         *       "object": "refund",
         *       "livemode": false,
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "amount": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "status": "pending",
         *       "reason": "trip_cancelled",
         *       "origin": "partner",
         *       "failure_reason": null,
         *       "commission_reversed": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "wallet_credit": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "metadata": {
         *         "booking": "trip-4821"
         *       },
         *       "created_at": "2026-11-22T10:02:11.480Z",
         *       "resolved_at": null,
         *       "account_id": "acct_01JH8W1Q9P3R5T7V9X1Z3B5D7F",
         *       "esim_status": "NOT_ACTIVE",
         *       "supplier_refund_id": null
         *     }
         */
        OperatorRefund: components["schemas"]["Refund"] & {
            account_id: string;
            /** @description live eSIM refunds: the eSIM's status at the supplier, read when the refund was asked for (null in the sandbox, or when not read) */
            esim_status: string | null;
            /** @description the supplier's id of the refund request, once one was sent */
            supplier_refund_id: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "whd_01JH8W5N0A2C4E6G8J0K2M4P6R",
         *           "object": "webhook_delivery",
         *           "event_id": "evt_01JH8W5N0A2C4E6G8J0K2M4P6Q",
         *           "event_type": "order.fulfilled",
         *           "attempt": 1,
         *           "status": "succeeded",
         *           "response_status": 200,
         *           "error": null,
         *           "duration_ms": 84,
         *           "response_body_excerpt": "ok",
         *           "next_attempt_at": null,
         *           "created_at": "2026-11-20T09:15:03.301Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        WebhookDeliveryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookDelivery"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "whd_01JH8W5N0A2C4E6G8J0K2M4P6R",
         *       "object": "webhook_delivery",
         *       "event_id": "evt_01JH8W5N0A2C4E6G8J0K2M4P6Q",
         *       "event_type": "order.fulfilled",
         *       "attempt": 1,
         *       "status": "succeeded",
         *       "response_status": 200,
         *       "error": null,
         *       "duration_ms": 84,
         *       "response_body_excerpt": "ok",
         *       "next_attempt_at": null,
         *       "created_at": "2026-11-20T09:15:03.301Z"
         *     }
         */
        WebhookDelivery: {
            id: string;
            /** @enum {string} */
            object: "webhook_delivery";
            event_id: string;
            event_type: string;
            /** @description 1 for the first attempt */
            attempt: number;
            /** @enum {string} */
            status: "succeeded" | "failed" | "pending";
            response_status: number | null;
            error: string | null;
            duration_ms: number;
            /** @description the first 500 characters of the receiver's answer body; null when it sent none, gave no answer, or the attempt is pending */
            response_body_excerpt: string | null;
            /** @description when this delivery is tried next; null once it succeeded or was dead-lettered */
            next_attempt_at: string | null;
            created_at: string;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "mail_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *           "object": "mail",
         *           "to": "ada@example.com",
         *           "subject": "Verify your email for Partner Commerce",
         *           "text": "Open this link…",
         *           "created_at": "2025-01-01T00:00:00.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OutboxMailList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["OutboxMail"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        OutboxMail: {
            id: string;
            /** @enum {string} */
            object: "mail";
            to: string;
            subject: string;
            text: string;
            created_at: string;
        };
        /**
         * @example {
         *       "id": "op_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "object": "operator",
         *       "email": "dana@partnercommerce.example",
         *       "name": "Dana Reyes",
         *       "role": "compliance",
         *       "created_at": "2026-11-20T09:00:00.000Z",
         *       "disabled_at": null
         *     }
         */
        Operator: {
            id: string;
            /** @enum {string} */
            object: "operator";
            email: string;
            name: string;
            /** @enum {string} */
            role: "admin" | "compliance" | "finance" | "support";
            created_at: string;
            /** @description when the operator was disabled (no sign-in, no token), or null */
            disabled_at: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "op_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "object": "operator",
         *           "email": "dana@partnercommerce.example",
         *           "name": "Dana Reyes",
         *           "role": "compliance",
         *           "created_at": "2026-11-20T09:00:00.000Z",
         *           "disabled_at": null
         *         }
         *       ]
         *     }
         */
        OperatorList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Operator"][];
        };
        /**
         * @example {
         *       "id": "opt_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "object": "operator_token",
         *       "name": "review script",
         *       "operator_id": "op_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "secret": "pco_4DojN0pyFDVAoserv1ciZ2SyxqQOZOOrWVxWyoak",
         *       "created_at": "2026-11-20T09:00:00.000Z",
         *       "revoked_at": null
         *     }
         */
        OperatorToken: {
            id: string;
            /** @enum {string} */
            object: "operator_token";
            name: string;
            operator_id: string;
            /** @description pco_…, only in the answer that issued the token */
            secret?: string;
            created_at: string;
            revoked_at: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "aud_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "object": "audit_entry",
         *           "actor": "opt_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "operator_id": "op_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "action": "credit.update",
         *           "target": "acct_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "account_id": "acct_01JH8W3K60ABCDEFGHJKMNPQRS",
         *           "before": {
         *             "overdraft_limit": 0
         *           },
         *           "after": {
         *             "overdraft_limit": 500000,
         *             "net_terms_days": 30
         *           },
         *           "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H",
         *           "client_address": "203.0.113.7",
         *           "created_at": "2026-11-20T09:00:00.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        AuditLog: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["AuditEntry"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "aud_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "object": "audit_entry",
         *       "actor": "opt_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "operator_id": "op_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "action": "credit.update",
         *       "target": "acct_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "account_id": "acct_01JH8W3K60ABCDEFGHJKMNPQRS",
         *       "before": {
         *         "overdraft_limit": 0
         *       },
         *       "after": {
         *         "overdraft_limit": 500000,
         *         "net_terms_days": 30
         *       },
         *       "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H",
         *       "client_address": "203.0.113.7",
         *       "created_at": "2026-11-20T09:00:00.000Z"
         *     }
         */
        AuditEntry: {
            id: string;
            /** @enum {string} */
            object: "audit_entry";
            /** @description op_… (console), opt_… (an operator's token) or bootstrap (ADMIN_API_TOKEN) */
            actor: string;
            /** @description the operator behind the actor; null for bootstrap */
            operator_id: string | null;
            /** @description <object>.<verb>, such as kyb.approve or credit.update */
            action: string;
            target: string | null;
            account_id: string | null;
            /** @description the changed fields before the action (never secrets) */
            before: {
                [key: string]: unknown;
            };
            /** @description the same fields after it */
            after: {
                [key: string]: unknown;
            };
            request_id: string | null;
            client_address: string | null;
            created_at: string;
        };
        /**
         * @example {
         *       "id": "off_01JGZEPQG0SANDBXCATA000019",
         *       "object": "offer",
         *       "category": "esim",
         *       "name": "Japan 1 GB",
         *       "coverage": {
         *         "type": "country",
         *         "countries": [
         *           "JP"
         *         ]
         *       },
         *       "data": {
         *         "amount": 1,
         *         "unit": "GB",
         *         "unlimited": false
         *       },
         *       "validity_days": 7,
         *       "price": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "display": {
         *         "amount": 461,
         *         "currency": "EUR",
         *         "rate": "0.9215",
         *         "indicative": true
         *       },
         *       "requires_destination": false,
         *       "status": "active",
         *       "topup_for": null
         *     }
         */
        Offer: {
            /** @example off_01JGXQRXG0SANDBXCATA000003 */
            id: string;
            /** @enum {string} */
            object: "offer";
            /** @enum {string} */
            category: "esim" | "mobile_topup";
            name: string;
            coverage: {
                /** @description `country` for one country, `region` for a multi-country offer */
                type: string;
                /** @description ISO 3166-1 alpha-2 codes */
                countries: string[];
            };
            data: {
                amount: number;
                unit: string;
                unlimited: boolean;
            };
            validity_days: number;
            /** @description binding amount a quote debits, USD cents */
            price: {
                amount: number;
                /** @enum {string} */
                currency: "USD";
            };
            display?: components["schemas"]["OfferDisplay"];
            requires_destination: boolean;
            /** @enum {string} */
            status: "active" | "withdrawn";
            /**
             * @description `esim` for a top-up of an eSIM already sold (listed by GET /v1/orders/{order_id}/topup_offers, never by GET /v1/offers; buy it with `esim_order_id`); null for every other offer
             * @enum {string|null}
             */
            topup_for: "esim" | null;
        };
        /**
         * @description Presentation only; never used for settlement.
         * @example {
         *       "amount": 461,
         *       "currency": "EUR",
         *       "rate": "0.9215",
         *       "indicative": true
         *     }
         */
        OfferDisplay: {
            /** @description price in the display currency's minor units, rounded half up */
            amount: number;
            currency: string;
            /**
             * @description units of the display currency per 1 USD, decimal string
             * @example 0.9215
             */
            rate: string;
            /** @enum {boolean} */
            indicative: true;
        };
        /**
         * @description an OpenAPI 3.1 document
         * @example {
         *       "openapi": "3.1.0",
         *       "info": {
         *         "title": "Partner Commerce API",
         *         "version": "1.0.0"
         *       },
         *       "paths": {}
         *     }
         */
        OpenApiDocument: {
            /** @enum {string} */
            openapi: "3.1.0";
            info: {
                title: string;
                version: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        rails?: components["schemas"]["RailsHealth"];
                        suppliers?: components["schemas"]["SupplierHealth"];
                    };
                };
            };
            /** @description api_key_required, invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "api_key_required",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAccounts: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                kyb_state?: "none" | "kyb_submitted" | "kyc_pending" | "kyc_submitted" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccountList"];
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Travel"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account": {
                     *         "id": "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J",
                     *         "object": "account",
                     *         "livemode": false,
                     *         "name": "Acme Travel",
                     *         "status": "active",
                     *         "kyb_state": "none",
                     *         "live_access": false,
                     *         "credit": {
                     *           "overdraft_limit": {
                     *             "amount": 0,
                     *             "currency": "USD"
                     *           },
                     *           "net_terms_days": 30,
                     *           "status": "active"
                     *         },
                     *         "created_at": "2026-11-20T09:00:00.000Z",
                     *         "live_credit": null,
                     *         "commission_bps": null,
                     *         "rejection_reason": null,
                     *         "kyb": null,
                     *         "kyc": null
                     *       },
                     *       "api_key": {
                     *         "id": "key_01JH8W3K60ABCDEFGHJKMNPQRS",
                     *         "object": "api_key",
                     *         "mode": "test",
                     *         "name": "booking system",
                     *         "secret": "svc_test_4DojN0pyFDVAoserv1ciZ2SyxqQOZOOrWVxWyoakmus",
                     *         "permissions": {
                     *           "orders": "read",
                     *           "quotes": "write"
                     *         },
                     *         "allowed_ips": [
                     *           "203.0.113.0/24"
                     *         ],
                     *         "created_at": "2026-11-20T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        account: components["schemas"]["OperatorAccount"];
                        api_key: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccount"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "commission_bps": 1800
                 *     }
                 */
                "application/json": {
                    commission_bps: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccount"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdKybApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccount"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdKybReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "The registration number does not match the company register."
                 *     }
                 */
                "application/json": {
                    /** @description why, for the record and for the partner's next attempt */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccount"];
                };
            };
            /** @description parameter_unknown, invalid_json, parameter_missing, parameter_invalid */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdKycReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "The registration number does not match the company register."
                 *     }
                 */
                "application/json": {
                    /** @description why, for the record and for the partner's next attempt */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAccount"];
                };
            };
            /** @description parameter_unknown, invalid_json, parameter_missing, parameter_invalid */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdKycApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account": {
                     *         "id": "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J",
                     *         "object": "account",
                     *         "livemode": false,
                     *         "name": "Acme Travel",
                     *         "status": "active",
                     *         "kyb_state": "approved",
                     *         "live_access": true,
                     *         "credit": {
                     *           "overdraft_limit": {
                     *             "amount": 0,
                     *             "currency": "USD"
                     *           },
                     *           "net_terms_days": 30,
                     *           "status": "active"
                     *         },
                     *         "created_at": "2026-11-20T09:00:00.000Z",
                     *         "live_credit": null,
                     *         "commission_bps": null,
                     *         "rejection_reason": null,
                     *         "kyb": null,
                     *         "kyc": null
                     *       },
                     *       "api_key": {
                     *         "id": "key_01JH8W3K60ABCDEFGHJKMNPQRS",
                     *         "object": "api_key",
                     *         "mode": "live",
                     *         "name": "booking system",
                     *         "secret": "svc_live_9fQ2xTn4LmB7cV1zR8kW3yH6dJ0sA5gE2uN7pX4qZ1o",
                     *         "permissions": {
                     *           "orders": "read",
                     *           "quotes": "write"
                     *         },
                     *         "allowed_ips": [
                     *           "203.0.113.0/24"
                     *         ],
                     *         "created_at": "2026-11-20T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        account: components["schemas"]["OperatorAccount"];
                        /** @description the first live key with its secret, for an admin or the bootstrap token; null for other roles */
                        api_key: components["schemas"]["ApiKey"] | null;
                    };
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdKycRevealIdNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevealedIdNumber"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAccountsByIdApiKeys: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredApiKeyList"];
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description acct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "mode": "live",
                 *       "name": "reporting tool",
                 *       "permissions": {
                 *         "orders": "read",
                 *         "revenue": "read"
                 *       },
                 *       "allowed_ips": [
                 *         "203.0.113.0/24"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    mode: "test" | "live";
                    /** @description a name to tell keys apart, shown beside the key; not secret */
                    name?: string;
                    permissions?: components["schemas"]["KeyPermissions"];
                    /**
                     * @description up to 20 IPv4/IPv6 addresses or CIDR ranges the key may be used from (CF-Connecting-IP); null: anywhere
                     * @example [
                     *       "203.0.113.7",
                     *       "2001:db8::/32"
                     *     ]
                     */
                    allowed_ips?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminApiKeysByKeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description key_… id */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredApiKey"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdCredit: {
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
                /**
                 * @example {
                 *       "mode": "live",
                 *       "overdraft_limit": {
                 *         "amount": 500000,
                 *         "currency": "USD"
                 *       },
                 *       "net_terms_days": 30
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    mode: "test" | "live";
                    overdraft_limit: {
                        amount: number;
                        /** @enum {string} */
                        currency: "USD";
                    };
                    net_terms_days?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPayoutsPause: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutSettings"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPayoutsResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutSettings"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["Supplier"][];
                        deposit_keys: {
                            evm: {
                                configured: string | null;
                                in_use: {
                                    fingerprint: string | null;
                                    addresses: number;
                                    configured: boolean;
                                }[];
                                multiple: boolean;
                            };
                            tron: {
                                configured: string | null;
                                in_use: {
                                    fingerprint: string | null;
                                    addresses: number;
                                    configured: boolean;
                                }[];
                                multiple: boolean;
                            };
                        };
                    };
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCatalogSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogSync"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricing"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "esim_margin_bps": 3000,
                 *       "topup_margin_bps": 2500
                 *     }
                 */
                "application/json": {
                    esim_margin_bps: number;
                    topup_margin_bps: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricing"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminLateSupplierSuccesses: {
        parameters: {
            query?: {
                reconciled?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["LateSupplierSuccess"][];
                        has_more: boolean;
                    };
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminLateSupplierSuccessesByOrderIdReconcile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LateSupplierSuccess"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminRefunds: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description only `pending` (the default): the queue lists refunds waiting for a decision */
                status?: "pending";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorRefundList"];
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminRefundsByRefundIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refund_id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorRefund"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description refund_already_resolved */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "refund_already_resolved",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminRefundsByRefundIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refund_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Airalo declined the refund: the eSIM was installed and used."
                 *     }
                 */
                "application/json": {
                    /** @description why, kept in the audit entry (the refund's failure_reason becomes rejected_by_operator) */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorRefund"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description refund_already_resolved */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "refund_already_resolved",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersByOrderIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "other",
                 *       "note": "Operator outage on the partner's launch day."
                 *     }
                 */
                "application/json": {
                    /** @description the order's account, with `mode`: optional, the order id alone finds an order about a minute after it was made; give both for one made just now */
                    account_id?: string;
                    /**
                     * @description the order's mode, with `account_id`
                     * @enum {string}
                     */
                    mode?: "test" | "live";
                    /**
                     * @description the refund's reason, as the partner sees it
                     * @enum {string}
                     */
                    reason: "trip_cancelled" | "device_incompatible" | "installation_failed" | "duplicate" | "other";
                    /** @description why, in your words: kept in the audit entry only */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorRefund"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description order_not_refundable, refund_exists */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "order_not_refundable",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAccountsByIdEventsByEventIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "mode": "live"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    mode: "test" | "live";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOutbox: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMailList"];
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorList"];
                };
            };
            /** @description parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "email": "dana@partnercommerce.example",
                 *       "name": "Dana Reyes",
                 *       "role": "compliance"
                 *     }
                 */
                "application/json": {
                    email: string;
                    name: string;
                    /** @enum {string} */
                    role: "admin" | "compliance" | "finance" | "support";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operator"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOperatorsByOperatorIdSetupLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description op_… id */
                operator_id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operator"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_state */
            409: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOperatorsByOperatorIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description op_… id */
                operator_id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operator"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOperatorsByOperatorIdTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description op_… id */
                operator_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "review script"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorToken"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_missing",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminOperatorTokensByTokenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description opt_… id */
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorToken"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description an actor (op_…, opt_…, bootstrap); an operator id also finds what their tokens did */
                actor?: string;
                /** @description such as kyb.approve */
                action?: string;
                /** @description the id an entry is about; an account id also finds entries about its keys and terms */
                target?: string;
                /** @description ISO 8601 time: entries at or after it */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLog"];
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAuditLogCsv: {
        parameters: {
            query?: {
                /** @description an actor (op_…, opt_…, bootstrap); an operator id also finds what their tokens did */
                actor?: string;
                /** @description such as kyb.approve */
                action?: string;
                /** @description the id an entry is about; an account id also finds entries about its keys and terms */
                target?: string;
                /** @description ISO 8601 time: entries at or after it */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description parameter_invalid, parameter_unknown */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_invalid",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOffersByOfferIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                offer_id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOffersByOfferIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                offer_id: string;
            };
            cookie?: never;
        };
        /** @description optional; no fields (send nothing or `{}`) */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description parameter_unknown, invalid_json */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "parameter_unknown",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden_for_role */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden_for_role",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIntakeEsimaccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "notifyType": "ORDER_STATUS",
                 *       "content": {
                 *         "orderNo": "B26000000000001",
                 *         "transactionId": "ord_01JGZEPQG0SANDBXCATA000019-1",
                 *         "orderStatus": "GOT_RESOURCE"
                 *       }
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        ignored?: string;
                    };
                };
            };
            /** @description invalid_json, parameter_invalid */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_json",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ip_not_allowed */
            403: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "ip_not_allowed",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postHooksByProviderByMode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_bank_0001",
                 *       "type": "bank.transfer.received",
                 *       "data": {
                 *         "reference": "PCK7QQZVAK9F",
                 *         "transfer_id": "trf_0001",
                 *         "amount_cents": 2500,
                 *         "currency": "USD"
                 *       }
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        ignored?: string;
                    };
                };
            };
            /** @description invalid_json, parameter_invalid */
            400: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_json",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description invalid_api_key */
            401: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_api_key",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description resource_not_found */
            404: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description seconds to wait before trying again */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the document */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
        };
    };
    getAdminOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the document */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the reference page */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html>… */
                    "text/html": string;
                };
            };
        };
    };
    getDocsOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the reference page */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html>… */
                    "text/html": string;
                };
            };
        };
    };
}
