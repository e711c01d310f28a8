// Generated from the OpenAPI document by `npm run client:generate`; do not edit by hand.
// CI fails when this file no longer matches the API (`npm run client:check`).

export type paths = {
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve your account as seen in the key's mode (livemode and credit are per mode)
         * @description Restricted keys: needs `account` read.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/kyb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the business (KYB) form: kyb_state none or rejected → kyb_submitted
         * @description `country` is an ISO 3166-1 alpha-2 code in either case, stored upper-case. A rejected account starts again here. Out of turn: 409 invalid_state.
         *
         *     Restricted keys: needs `account` write.
         */
        post: operations["postAccountKyb"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the identity (KYC) form after KYB approval: kyb_state kyc_pending → kyc_submitted
         * @description `date_of_birth` is YYYY-MM-DD; the person must be at least 18. The identity document number is never shown again in any response. Out of turn: 409 invalid_state.
         *
         *     Restricted keys: needs `account` write.
         */
        post: operations["postAccountKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the offers your key's mode can buy, newest first
         * @description Restricted keys: needs `offers` read.
         */
        get: operations["getOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/offers/{offer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an offer, including a withdrawn one
         * @description Restricted keys: needs `offers` read.
         */
        get: operations["getOffersByOfferId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes, newest first
         * @description Restricted keys: needs `quotes` read.
         */
        get: operations["getQuotes"];
        put?: never;
        /**
         * Create a quote: price an offer and pay it from the wallet, or get where to send the money
         * @description Restricted keys: needs `quotes` write.
         */
        post: operations["postQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes/{quote_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a quote
         * @description Restricted keys: needs `quotes` read.
         */
        get: operations["getQuotesByQuoteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes/{quote_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a quote that awaits funds; money arriving later stays in the wallet
         * @description Restricted keys: needs `quotes` write.
         */
        post: operations["postQuotesByQuoteIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The eSIM profile of a fulfilled order as an SVG QR code (its deliverable's lpa string)
         * @description Scanning it with a phone's camera or eSIM settings installs the profile. The order's `deliverable.qr_code_url` points here. It works like a password for the profile: the answer is never cached, and it should be shown only to the customer it was bought for.
         *
         *     Restricted keys: needs `orders` read.
         */
        get: operations["getOrdersByOrderIdQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an order, with its deliverable once fulfilled
         * @description Restricted keys: needs `orders` read.
         */
        get: operations["getOrdersByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data usage of a fulfilled eSIM order (read from the supplier at most every 15 minutes)
         * @description Restricted keys: needs `orders` read.
         */
        get: operations["getOrdersByOrderIdUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/esim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The eSIM of a fulfilled eSIM order: its state on the phone and the network, and what you may do with it now
         * @description Restricted keys: needs `orders` read.
         */
        get: operations["getOrdersByOrderIdEsim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/esim/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an eSIM: its data stops until it is resumed (the eSIM object after the supplier agreed)
         * @description Restricted keys: needs `orders` write.
         */
        post: operations["postOrdersByOrderIdEsimSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/esim/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a suspended eSIM: it goes back to the state it had (the eSIM object after the supplier agreed)
         * @description Restricted keys: needs `orders` write.
         */
        post: operations["postOrdersByOrderIdEsimResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/esim/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an eSIM: it stops for good and no money comes back (a refund is the way back for an unused eSIM)
         * @description Restricted keys: needs `orders` write.
         */
        post: operations["postOrdersByOrderIdEsimRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/topup_offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the top-ups that add data to the eSIM of a fulfilled eSIM order
         * @description Restricted keys: needs `offers` read.
         */
        get: operations["getOrdersByOrderIdTopupOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders, newest first
         * @description Restricted keys: needs `orders` read.
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order batches, newest first
         * @description Restricted keys: needs `quotes` read.
         */
        get: operations["getOrderBatches"];
        put?: never;
        /**
         * Buy many offers at once from the wallet, all or nothing
         * @description Up to 100 items, each an offer bought `quantity` times (1 to 50 for an eSIM, always 1 for a top-up), at most 500 purchases in all. Every item is checked as POST /v1/quotes checks a purchase; a refusal names the item (`param` `items[3].destination`) and nothing is bought. The whole batch's price is then checked against the wallet like one wallet quote (402 `insufficient_funds` with the batch's `shortfall`), and every purchase is made at once: a wallet quote and an order each.
         *
         *     Restricted keys: needs `quotes` write.
         */
        post: operations["postOrderBatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_batches/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an order batch
         * @description Restricted keys: needs `quotes` read.
         */
        get: operations["getOrderBatchesByBatchId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_batches/{batch_id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order batch's orders, newest first
         * @description Restricted keys: needs `quotes` read and `orders` read.
         */
        get: operations["getOrderBatchesByBatchIdOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_batches/{batch_id}/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an order batch's orders as CSV (one row per order, oldest first)
         * @description Restricted keys: needs `quotes` read, `orders` read and `revenue` read.
         */
        get: operations["getOrderBatchesByBatchIdOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the eSIM messages sent for an order, newest first
         * @description Restricted keys: needs `orders` read.
         */
        get: operations["getOrdersByOrderIdDeliveries"];
        put?: never;
        /**
         * Send a fulfilled eSIM order's eSIM to a traveller by email
         * @description The message comes from the brand's display name (Reply-To its support email), in `language` (else the brand's `default_language`, else en), with the brand's logo and colour, a button to the eSIM page, the QR code, the manual codes and a plain-text part. In test mode nothing is sent: the message is recorded (`status` `sent`) and shown at `…/deliveries/{delivery_id}/preview`; an address whose local part begins with `fail` is refused (`failed`). Live sends are limited to 5 per recipient per day and 200 per account per hour (429 `rate_limited`, with `Retry-After`).
         *
         *     Restricted keys: needs `orders` write.
         */
        post: operations["postOrdersByOrderIdDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/deliveries/{delivery_id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The eSIM message of a delivery as recorded, as HTML
         * @description Exactly the HTML part that was sent (in test mode: recorded instead), with the QR code's `cid:` image inlined as a data: URL. It holds the eSIM's codes: show it only to whoever the eSIM was bought for.
         *
         *     Restricted keys: needs `orders` read.
         */
        get: operations["getOrdersByOrderIdDeliveriesByDeliveryIdPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List refunds, newest first
         * @description Restricted keys: needs `refunds` read.
         */
        get: operations["getRefunds"];
        put?: never;
        /**
         * Refund an order: the price back to the wallet and its commission taken back, once the supplier or an operator agrees
         * @description Restricted keys: needs `refunds` write.
         */
        post: operations["postRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/{refund_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a refund
         * @description Restricted keys: needs `refunds` read.
         */
        get: operations["getRefundsByRefundId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet: balance, pending credit, overdraft and what is available to spend
         * @description Restricted keys: needs `wallet` read.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or clear the low balance alert (wallet.balance_low) of this mode; moves no money
         * @description `wallet.balance_low` fires once when a debit takes the wallet's `available` (balance plus unused overdraft, zero while overdue) below `low_balance`, and again only after a credit has lifted it back to the threshold or above. A threshold set while the wallet is already below it waits for such a credit. Test and live mode keep their own thresholds.
         *
         *     Restricted keys: needs `wallet` write.
         */
        put: operations["putWalletAlerts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet ledger entries, newest first
         * @description Restricted keys: needs `wallet` read.
         */
        get: operations["getWalletLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account ledger over both balances (wallet and revenue), newest first
         * @description Restricted keys: needs `wallet` read and `revenue` read.
         */
        get: operations["getAccountLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/funding_destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to send money to fund the wallet: a bank account with your reference, and a deposit address per stablecoin network
         * @description Restricted keys: needs `wallet` read.
         */
        get: operations["getWalletFundingDestinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits (stablecoin, bank transfer, Lightning), newest first
         * @description Restricted keys: needs `wallet` read.
         */
        get: operations["getWalletDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/deposits/{deposit_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a deposit
         * @description Restricted keys: needs `wallet` read.
         */
        get: operations["getWalletDepositsByDepositId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/lightning_invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a Lightning invoice that credits the wallet its USD amount when paid
         * @description Restricted keys: needs `wallet` write.
         */
        post: operations["postWalletLightningInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/lightning_invoices/{invoice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a Lightning invoice
         * @description Restricted keys: needs `wallet` read.
         */
        get: operations["getWalletLightningInvoicesByInvoiceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Revenue Centre: tier, rate, trailing 30-day volume and the commission balances
         * @description Restricted keys: needs `revenue` read.
         */
        get: operations["getRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue entries (earned, taken_as_credit, paid_out, payout_returned), newest first
         * @description Restricted keys: needs `revenue` read.
         */
        get: operations["getRevenueEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move earnings into the wallet as credit (omit amount to move everything)
         * @description Restricted keys: needs `revenue` write.
         */
        post: operations["postRevenueTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/payout_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the Lightning address (LUD-16 name@domain) payouts are sent to; moves no money
         * @description Restricted keys: needs `revenue` write.
         */
        put: operations["putRevenuePayoutAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts, newest first
         * @description Restricted keys: needs `revenue` read.
         */
        get: operations["getRevenuePayouts"];
        put?: never;
        /**
         * Pay earnings out over Lightning to the payout address (omit amount to pay everything payable)
         * @description Restricted keys: needs `payouts` write.
         */
        post: operations["postRevenuePayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/payouts/{payout_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payout
         * @description Restricted keys: needs `revenue` read.
         */
        get: operations["getRevenuePayoutsByPayoutId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reporting/report_runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List report runs, newest first
         * @description Restricted keys: needs `reporting` read.
         */
        get: operations["getReportingReportRuns"];
        put?: never;
        /**
         * Ask for a report (a CSV file) over an interval; it is generated in the background
         * @description Besides the access below, a restricted key needs read access to what the report holds: `wallet.ledger` `wallet` read; `orders.itemized` `orders` read and `revenue` read; `revenue.entries` `revenue` read (403 `permission_denied` naming what is missing).
         *
         *     Restricted keys: needs `reporting` write.
         */
        post: operations["postReportingReportRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reporting/report_runs/{report_run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a report run
         * @description Restricted keys: needs `reporting` read.
         */
        get: operations["getReportingReportRunsByReportRunId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reporting/report_runs/{report_run_id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a succeeded report run's CSV file
         * @description Besides the access below, a restricted key needs read access to what the report holds: `wallet.ledger` `wallet` read; `orders.itemized` `orders` read and `revenue` read; `revenue.entries` `revenue` read (403 `permission_denied` naming what is missing).
         *
         *     Restricted keys: needs `reporting` read.
         */
        get: operations["getReportingReportRunsByReportRunIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, newest first
         * @description Restricted keys: needs `events` read.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream events as they are recorded (server-sent events)
         * @description A `text/event-stream` of this key's mode's events as they are recorded: each message's `id:` is the event id, `event:` its type, and `data:` the event exactly as `GET /v1/events/{event_id}` shows it. Send `Last-Event-ID` (or `?last_event_id=`) to receive every event recorded after that one, if it is at most one hour old; otherwise the stream starts from now and a comment line says so. A comment line (`: heartbeat`) arrives every 20 seconds; at each, the key is checked again against the stored keys (never a cache), so a revoked key's stream is closed within 30 seconds.
         *
         *     Restricted keys: needs `events` read.
         */
        get: operations["getEventsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event
         * @description Restricted keys: needs `events` read.
         */
        get: operations["getEventsByEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an event again, with its original id, to every active endpoint subscribed to its type
         * @description Answers with the deliveries it queued: one pending webhook_delivery (attempt 1) per endpoint, or an empty list when none subscribes. A ping goes to its own endpoint only.
         *
         *     Restricted keys: needs `webhooks` write.
         */
        post: operations["postEventsByEventIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints, newest first
         * @description Restricted keys: needs `webhooks` read.
         */
        get: operations["getWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint; the answer carries its signing secret, shown only this once
         * @description Restricted keys: needs `webhooks` write.
         */
        post: operations["postWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{webhook_endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint (never its secret)
         * @description Restricted keys: needs `webhooks` read.
         */
        get: operations["getWebhookEndpointsByWebhookEndpointId"];
        put?: never;
        /**
         * Update url, description or enabled_events; set status "disabled" to stop deliveries, "active" to re-enable
         * @description Restricted keys: needs `webhooks` write.
         */
        post: operations["postWebhookEndpointsByWebhookEndpointId"];
        /**
         * Delete a webhook endpoint; deliveries still queued for it are dropped
         * @description Restricted keys: needs `webhooks` write.
         */
        delete: operations["deleteWebhookEndpointsByWebhookEndpointId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{webhook_endpoint_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the new one, shown only here, signs every delivery from now on
         * @description Restricted keys: needs `webhooks` write.
         */
        post: operations["postWebhookEndpointsByWebhookEndpointIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{webhook_endpoint_id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a ping event to this endpoint now, whatever its enabled_events; answers with the attempt
         * @description The event's data.object is the endpoint (without its secret). A failed ping is retried on the usual schedule.
         *
         *     Restricted keys: needs `webhooks` write.
         */
        post: operations["postWebhookEndpointsByWebhookEndpointIdPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{webhook_endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log of delivery attempts to this endpoint, newest first
         * @description Restricted keys: needs `webhooks` read.
         */
        get: operations["getWebhookEndpointsByWebhookEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the brand travellers see
         * @description Test and live mode each have their own brand. Every field is null until set.
         *
         *     Restricted keys: needs `brand` read.
         */
        get: operations["getBrand"];
        /**
         * Set or clear brand fields
         * @description Replaces only the fields given; `null` clears one. `primary_color` must leave white text legible on it (contrast at least 4.5:1, WCAG AA); a lighter colour is refused with its ratio in the message. The logo has its own operations (`PUT /v1/brand/logo`). No Idempotency-Key.
         *
         *     Restricted keys: needs `brand` write.
         */
        put: operations["putBrand"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the brand's logo
         * @description The body is the image itself: PNG, JPEG or WebP, at most 256 KiB, 64 to 1024 pixels on each side. The type is judged from the file's bytes, not from `Content-Type`; SVG and anything else is 415. Answers the brand with its new `logo_url`.
         *
         *     Restricted keys: needs `brand` write.
         */
        put: operations["putBrandLogo"];
        post?: never;
        /**
         * Remove the brand's logo
         * @description Answers the brand with `logo_url` null.
         *
         *     Restricted keys: needs `brand` write.
         */
        delete: operations["deleteBrandLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API requests, newest first
         * @description Restricted keys: needs `request_logs` read.
         */
        get: operations["getRequestLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a stablecoin deposit to your address (credited at once unless status is detected)
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersDeposits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/deposits/{deposit_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a detected stablecoin deposit: it is credited and waiting quotes are paid
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersDepositsByDepositIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/bank_transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a bank transfer quoting your reference (final on arrival: credited at once)
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersBankTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/lightning_invoices/{invoice_id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a pending Lightning invoice: the wallet is credited and the quote it was minted for is settled
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersLightningInvoicesByInvoiceIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders/{order_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a pending order as fulfilled or failed (failed returns the price to the wallet)
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersOrdersByOrderIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/refunds/{refund_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a pending sandbox refund as the supplier would: succeeded (money back) or rejected (esim_in_use)
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersRefundsByRefundIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders/{order_id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set how much of a sandbox eSIM's data is used; low-data thresholds it reaches fire at once
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersOrdersByOrderIdUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders/{order_id}/esim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a sandbox eSIM's state on the phone (installed, deleted…), firing esim.updated as live would
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersOrdersByOrderIdEsim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the sandbox overdraft limit (up to USD 10,000) and net terms; emits credit.updated
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox account's clock: its now and how far it runs ahead of real time
         * @description Restricted keys: needs `test_helpers` write.
         */
        get: operations["getTestHelpersClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the sandbox account's clock forward; what falls due on the way happens, with its events, before the answer
         * @description Restricted keys: needs `test_helpers` write.
         */
        post: operations["postTestHelpersClockAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ping: sent to one endpoint when you ask for it (never fanned out) */
        post: operations["onPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deposit.detected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** deposit.detected event, sent to endpoints subscribed to it or to * */
        post: operations["onDepositDetected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deposit.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** deposit.confirmed event, sent to endpoints subscribed to it or to * */
        post: operations["onDepositConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deposit.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** deposit.failed event, sent to endpoints subscribed to it or to * */
        post: operations["onDepositFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.credited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** wallet.credited event, sent to endpoints subscribed to it or to * */
        post: operations["onWalletCredited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.debited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** wallet.debited event, sent to endpoints subscribed to it or to * */
        post: operations["onWalletDebited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.overdraft_used": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** wallet.overdraft_used event, sent to endpoints subscribed to it or to * */
        post: operations["onWalletOverdraftUsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** wallet.overdue event, sent to endpoints subscribed to it or to * */
        post: operations["onWalletOverdue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.balance_low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** wallet.balance_low event, sent to endpoints subscribed to it or to * */
        post: operations["onWalletBalanceLow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.awaiting_funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** quote.awaiting_funds event, sent to endpoints subscribed to it or to * */
        post: operations["onQuoteAwaitingFunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.fulfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** quote.fulfilled event, sent to endpoints subscribed to it or to * */
        post: operations["onQuoteFulfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** quote.expired event, sent to endpoints subscribed to it or to * */
        post: operations["onQuoteExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delayed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** order.delayed event, sent to endpoints subscribed to it or to * */
        post: operations["onOrderDelayed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.fulfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** order.fulfilled event, sent to endpoints subscribed to it or to * */
        post: operations["onOrderFulfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** order.failed event, sent to endpoints subscribed to it or to * */
        post: operations["onOrderFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order_batch.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** order_batch.completed event, sent to endpoints subscribed to it or to * */
        post: operations["onOrderBatchCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** refund.created event, sent to endpoints subscribed to it or to * */
        post: operations["onRefundCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** refund.succeeded event, sent to endpoints subscribed to it or to * */
        post: operations["onRefundSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** refund.rejected event, sent to endpoints subscribed to it or to * */
        post: operations["onRefundRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "esim.low_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** esim.low_data event, sent to endpoints subscribed to it or to * */
        post: operations["onEsimLowData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "esim.expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** esim.expiring event, sent to endpoints subscribed to it or to * */
        post: operations["onEsimExpiring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "esim.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** esim.updated event, sent to endpoints subscribed to it or to * */
        post: operations["onEsimUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "esim.suspended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** esim.suspended event, sent to endpoints subscribed to it or to * */
        post: operations["onEsimSuspended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "esim.resumed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** esim.resumed event, sent to endpoints subscribed to it or to * */
        post: operations["onEsimResumed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "esim.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** esim.revoked event, sent to endpoints subscribed to it or to * */
        post: operations["onEsimRevoked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** credit.updated event, sent to endpoints subscribed to it or to * */
        post: operations["onCreditUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** payout.succeeded event, sent to endpoints subscribed to it or to * */
        post: operations["onPayoutSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** payout.failed event, sent to endpoints subscribed to it or to * */
        post: operations["onPayoutFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "report_run.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** report_run.succeeded event, sent to endpoints subscribed to it or to * */
        post: operations["onReportRunSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "report_run.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** report_run.failed event, sent to endpoints subscribed to it or to * */
        post: operations["onReportRunFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /**
         * @example {
         *       "id": "we_01JH8W3P4R6T8V0X2Z4B6D8F0H",
         *       "object": "webhook_endpoint",
         *       "url": "https://acme-travel.com/hooks/partner-commerce",
         *       "description": "order status for the booking system",
         *       "enabled_events": [
         *         "order.fulfilled",
         *         "order.failed"
         *       ],
         *       "status": "active",
         *       "disabled_reason": null,
         *       "secret": "whsec_6vtbl0mzne73iQ9RTmbvte9_JLTU-IcqICC5FC5oT2M",
         *       "last_success_at": "2026-11-20T09:15:03.301Z",
         *       "last_failure_at": null,
         *       "created_at": "2026-11-20T09:05:00.000Z"
         *     }
         */
        WebhookEndpoint: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            url: string;
            description: string | null;
            enabled_events: string[];
            /** @enum {string} */
            status: "active" | "disabled";
            disabled_reason: string | null;
            /** @description whsec_…; only in the answers to creation and rotate_secret */
            secret?: string;
            last_success_at: string | null;
            last_failure_at: string | null;
            created_at: string;
        };
        /**
         * @example {
         *       "id": "dep_01JH8W4A6B8C0D2E4F6G8H0J2K",
         *       "object": "deposit",
         *       "rail": "bank_transfer",
         *       "status": "credited",
         *       "amount": {
         *         "amount": 1000,
         *         "currency": "USD"
         *       },
         *       "asset": "USD",
         *       "network": null,
         *       "raw_amount": "10.00",
         *       "tx_hash": "sbx_trf_8a1ee440c1270409753e5068",
         *       "reference": "PCK7QQZVAK9F",
         *       "received": {
         *         "amount": "10.00",
         *         "currency": "USD",
         *         "rate": "1.00"
         *       },
         *       "created_at": "2026-11-20T09:10:00.000Z",
         *       "credited_at": "2026-11-20T09:10:00.000Z"
         *     }
         */
        Deposit: {
            id: string;
            /** @enum {string} */
            object: "deposit";
            /** @enum {string} */
            rail: "crypto" | "bank_transfer" | "lightning";
            /** @enum {string} */
            status: "detected" | "credited" | "failed";
            amount: components["schemas"]["Money"];
            asset: string | null;
            network: string | null;
            raw_amount: string | null;
            tx_hash: string | null;
            /** @description Stablecoin deposits: the transfer's log index within tx_hash */
            log_index?: number;
            reference: string | null;
            received: {
                amount: string;
                currency: string;
                rate: string;
            };
            lightning_invoice_id?: string;
            created_at: string;
            credited_at: string | null;
        };
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
         *       "id": "le_01JH8W5M2TQX7R3V9N4B6C8D0G",
         *       "object": "ledger_entry",
         *       "type": "debit",
         *       "source": "quote",
         *       "amount": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "balance_after": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "description": "Purchase of Japan 1 GB (qt_01JH8W5M2TQX7R3V9N4B6C8D0E)",
         *       "created_at": "2026-11-20T09:15:02.114Z"
         *     }
         */
        LedgerEntry: {
            id: string;
            /** @enum {string} */
            object: "ledger_entry";
            /** @enum {string} */
            type: "credit" | "debit";
            source: string;
            amount: components["schemas"]["Money"];
            balance_after: components["schemas"]["Money"];
            description: string;
            created_at: string;
        };
        /**
         * @example {
         *       "object": "wallet",
         *       "livemode": false,
         *       "balance": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "pending_credit": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "overdraft_limit": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "overdraft_used": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "available": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "overdue": false,
         *       "alerts": {
         *         "low_balance": {
         *           "amount": 10000,
         *           "currency": "USD"
         *         }
         *       }
         *     }
         */
        Wallet: {
            /** @enum {string} */
            object: "wallet";
            livemode: boolean;
            balance: components["schemas"]["Money"];
            pending_credit: components["schemas"]["Money"];
            overdraft_limit: components["schemas"]["Money"];
            overdraft_used: components["schemas"]["Money"];
            available: components["schemas"]["Money"];
            overdue: boolean;
            /** @description Alerts of this mode, set with PUT /v1/wallet/alerts */
            alerts: {
                /** @description wallet.balance_low fires once when a debit takes `available` below this, and again only after a credit has lifted it back to it; null: no alert */
                low_balance: components["schemas"]["Money"] | null;
            };
        };
        /**
         * @example {
         *       "id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *       "object": "quote",
         *       "status": "fulfilled",
         *       "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *       "payment_source": "wallet",
         *       "price": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "wallet": {
         *         "debited": 500,
         *         "balance_after": 500
         *       },
         *       "payment": {
         *         "rail": "wallet",
         *         "amount": {
         *           "amount": 500,
         *           "currency": "USD"
         *         },
         *         "asset": null,
         *         "asset_amount": null,
         *         "destinations": [],
         *         "lightning": null
         *       },
         *       "destination": null,
         *       "expires_at": "2026-11-20T10:15:02.114Z",
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "metadata": {
         *         "customer_ref": "trip-4821"
         *       },
         *       "created_at": "2026-11-20T09:15:02.114Z"
         *     }
         */
        Quote: {
            id: string;
            /** @enum {string} */
            object: "quote";
            /** @enum {string} */
            status: "awaiting_funds" | "fulfilled" | "expired" | "cancelled";
            offer_id: string;
            /** @enum {string} */
            payment_source: "wallet" | "lightning" | "usdt" | "usdc" | "bank_transfer";
            price: components["schemas"]["Money"];
            wallet?: {
                debited: number;
                balance_after: number;
            };
            payment: {
                rail: string;
                amount: components["schemas"]["Money"];
                asset: string | null;
                asset_amount: string | null;
                destinations: components["schemas"]["FundingDestination"][];
                lightning: {
                    invoice_id: string;
                    bolt11: string;
                    payment_hash: string;
                    amount_sats: number;
                    expires_at: string;
                } | null;
            };
            destination: string | null;
            expires_at: string;
            order_id: string | null;
            metadata: {
                [key: string]: string;
            };
            /** @description present when the quote named the traveller its eSIM is emailed to once fulfilled */
            customer?: {
                email: string;
                language?: string;
            };
            created_at: string;
        };
        /**
         * @example {
         *       "id": "fd_9SD6VDS6SYNZREF7F58ZWJS0FX",
         *       "object": "funding_destination",
         *       "type": "bank_account",
         *       "bank_name": "Sandbox Bank, N.A.",
         *       "account_number": "401823548517",
         *       "routing_number": "021000021",
         *       "account_name": "Partner Commerce Inc.",
         *       "reference": "PCK7QQZVAK9F"
         *     }
         */
        FundingDestination: {
            id: string;
            /** @enum {string} */
            object: "funding_destination";
            /** @enum {string} */
            type: "bank_account" | "crypto_address";
            bank_name?: string;
            account_number?: string;
            routing_number?: string;
            account_name?: string;
            reference?: string;
            asset?: string;
            network?: string;
            address?: string;
        };
        /**
         * @example {
         *       "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "object": "order",
         *       "quote_id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *       "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *       "status": "fulfilled",
         *       "price": {
         *         "amount": 500,
         *         "currency": "USD"
         *       },
         *       "deliverable": {
         *         "type": "esim_profile",
         *         "iccid": "89445180397449010696",
         *         "lpa": "LPA:1$smdp.sandbox.partnercommerce.dev$UP23S-V75DC-VY655-JBJNQ",
         *         "activation_code": "UP23S-V75DC-VY655-JBJNQ",
         *         "smdp_address": "smdp.sandbox.partnercommerce.dev",
         *         "confirmation_code": "9058",
         *         "qr_code_url": "/v1/orders/ord_01JH8W5M2TQX7R3V9N4B6C8D0F/qr.svg",
         *         "apple_install_url": "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.partnercommerce.dev%24UP23S-V75DC-VY655-JBJNQ",
         *         "install_url": "https://api.example.com/install/3f9c1e7a2b4d6f8091a3c5e7f9b1d3e5a7c9e1f3"
         *       },
         *       "failure_reason": null,
         *       "upstream": {
         *         "transaction_id": "sbx_tx_6082147387449274"
         *       },
         *       "refund": null,
         *       "batch_id": null,
         *       "created_at": "2026-11-20T09:15:02.114Z",
         *       "resolved_at": "2026-11-20T09:15:03.120Z"
         *     }
         */
        Order: {
            id: string;
            /** @enum {string} */
            object: "order";
            quote_id: string;
            offer_id: string;
            /** @enum {string} */
            status: "pending" | "fulfilled" | "failed";
            price: components["schemas"]["Money"];
            /** @description What the supplier delivered, once fulfilled. An eSIM (`type` `esim_profile`) has `iccid`, `lpa`, `activation_code`, `smdp_address`, `confirmation_code`, `qr_code_url` (GET it with your key for the QR code), `apple_install_url` (Apple's one-tap install link, iOS 17.4+: the lpa URL-encoded) and `install_url` (a public page with the QR code, the Apple button, the manual codes and install steps; no key needed, so forward it only to the customer). A top-up of an eSIM already sold (`type` `esim_topup`) has `iccid` (the eSIM's), `data` (`amount`, `unit`, `unlimited`) and `validity_days`. A mobile top-up has `type` `topup_receipt`. */
            deliverable: {
                [key: string]: unknown;
            } | null;
            failure_reason: string | null;
            upstream: {
                transaction_id: string | null;
            };
            /** @description the order's refund (GET /v1/refunds/{refund_id}), or null when it has none */
            refund: {
                id: string;
                /** @enum {string} */
                status: "pending" | "succeeded" | "rejected";
            } | null;
            /** @description the order batch it was bought in (GET /v1/order_batches/{batch_id}), or null for a single purchase */
            batch_id: string | null;
            created_at: string;
            resolved_at: string | null;
        };
        /**
         * @example {
         *       "id": "bat_01JH8W9A1C3E5G7J9K1M3P5R7T",
         *       "object": "order_batch",
         *       "livemode": false,
         *       "status": "completed",
         *       "total": {
         *         "amount": 20000,
         *         "currency": "USD"
         *       },
         *       "counts": {
         *         "orders": 40,
         *         "pending": 0,
         *         "fulfilled": 39,
         *         "failed": 1
         *       },
         *       "metadata": {
         *         "tour": "kyoto-spring-2027"
         *       },
         *       "created_at": "2026-11-20T09:20:00.000Z",
         *       "completed_at": "2026-11-20T09:20:04.218Z"
         *     }
         */
        OrderBatch: {
            id: string;
            /** @enum {string} */
            object: "order_batch";
            livemode: boolean;
            /**
             * @description processing until every order of the batch is fulfilled or failed, then completed
             * @enum {string}
             */
            status: "processing" | "completed";
            total: components["schemas"]["Money"] & unknown;
            counts: {
                orders: number;
                pending: number;
                fulfilled: number;
                failed: number;
            };
            metadata: {
                [key: string]: string;
            };
            created_at: string;
            completed_at: string | null;
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
         *       "object": "esim_usage",
         *       "iccid": "89445180397449010696",
         *       "status": "active",
         *       "data_total_mb": 5120,
         *       "data_remaining_mb": 3874,
         *       "unlimited": false,
         *       "expires_at": "2026-12-20T09:20:00.000Z",
         *       "checked_at": "2026-11-21T18:02:41.007Z",
         *       "order_id": "ord_01JH8W7Q3N5R2T4V6X8Z0B2D4F",
         *       "threshold": "90%"
         *     }
         */
        EsimUsageAlert: components["schemas"]["EsimUsage"] & {
            order_id: string;
            /** @description 75%, 90% (esim.low_data), 3d or 1d (esim.expiring) */
            threshold: string;
        };
        /**
         * @example {
         *       "object": "esim_usage",
         *       "iccid": "89445180397449010696",
         *       "status": "active",
         *       "data_total_mb": 5120,
         *       "data_remaining_mb": 3874,
         *       "unlimited": false,
         *       "expires_at": "2026-12-20T09:20:00.000Z",
         *       "checked_at": "2026-11-21T18:02:41.007Z"
         *     }
         */
        EsimUsage: {
            /** @enum {string} */
            object: "esim_usage";
            iccid: string;
            /** @description not_active, active, finished, expired or unknown, as the supplier reports it; cancelled once a refund of the order succeeded; in the sandbox also not_installed (an eSIM not installed yet), suspended and revoked (the figures where they stopped) */
            status: string;
            data_total_mb: number | null;
            data_remaining_mb: number | null;
            unlimited: boolean;
            expires_at: string | null;
            /** @description when the supplier was asked; readings are reused for 15 minutes */
            checked_at: string;
        };
        /**
         * @example {
         *       "object": "esim",
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "iccid": "89445180397449010696",
         *       "profile_state": "installed",
         *       "service_state": "active",
         *       "installed_at": "2026-11-20T10:02:17.000Z",
         *       "actions": [
         *         "topup",
         *         "suspend",
         *         "revoke",
         *         "refund"
         *       ],
         *       "updated_at": "2026-11-20T10:02:17.000Z",
         *       "checked_at": "2026-11-21T18:02:41.007Z",
         *       "previous_profile_state": "released",
         *       "previous_service_state": "ready"
         *     }
         */
        EsimUpdate: components["schemas"]["Esim"] & {
            /** @enum {string} */
            previous_profile_state: "released" | "downloaded" | "installed" | "enabled" | "disabled" | "deleted" | "unknown";
            /** @enum {string} */
            previous_service_state: "ready" | "active" | "suspended" | "depleted" | "expired" | "revoked" | "cancelled";
        };
        /**
         * @example {
         *       "object": "esim",
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "iccid": "89445180397449010696",
         *       "profile_state": "installed",
         *       "service_state": "active",
         *       "installed_at": "2026-11-20T10:02:17.000Z",
         *       "actions": [
         *         "topup",
         *         "suspend",
         *         "revoke",
         *         "refund"
         *       ],
         *       "updated_at": "2026-11-20T10:02:17.000Z",
         *       "checked_at": "2026-11-21T18:02:41.007Z"
         *     }
         */
        Esim: {
            /** @enum {string} */
            object: "esim";
            order_id: string;
            iccid: string;
            /**
             * @description on the device: released (ready to download), downloaded, installed, enabled, disabled, deleted; unknown where the supplier reports none
             * @enum {string}
             */
            profile_state: "released" | "downloaded" | "installed" | "enabled" | "disabled" | "deleted" | "unknown";
            /**
             * @description on the network: ready (not used yet), active, suspended, depleted (all data used), expired, revoked (stopped for good, no money back), cancelled (refunded). revoked and cancelled are final
             * @enum {string}
             */
            service_state: "ready" | "active" | "suspended" | "depleted" | "expired" | "revoked" | "cancelled";
            /** @description the first time it was seen installed or enabled; null until then */
            installed_at: string | null;
            /** @description what you may do now, in this order: topup (POST /v1/quotes with esim_order_id), suspend, resume, revoke (POST /v1/orders/{order_id}/esim/…), refund (POST /v1/refunds); empty once final */
            actions: ("topup" | "suspend" | "resume" | "revoke" | "refund")[];
            /** @description the last change of either state */
            updated_at: string;
            /** @description when the supplier was last asked (read again when a read finds it 15 minutes old) */
            checked_at: string;
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
        /**
         * @example {
         *       "id": "po_01JH8XA2C4E6G8J0K2M4P6R8T0",
         *       "object": "payout",
         *       "livemode": false,
         *       "status": "succeeded",
         *       "amount": {
         *         "amount": 2500,
         *         "currency": "USD"
         *       },
         *       "lightning_address": "payouts@acme-travel.com",
         *       "payment_hash": "e498d6e71cc6b90753badafc3254aa28723653f9f0e2e508cefd0a49b0e70818",
         *       "amount_sats": 25000,
         *       "failure_reason": null,
         *       "created_at": "2026-11-21T10:00:00.000Z",
         *       "resolved_at": "2026-11-21T10:00:01.532Z"
         *     }
         */
        Payout: {
            id: string;
            /** @enum {string} */
            object: "payout";
            livemode: boolean;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            amount: components["schemas"]["Money"];
            lightning_address: string;
            payment_hash: string | null;
            amount_sats: number | null;
            failure_reason: string | null;
            created_at: string;
            resolved_at: string | null;
        };
        /**
         * @example {
         *       "id": "rr_01JH8X4M6P8R0T2V4X6Z8B0D2F",
         *       "object": "report_run",
         *       "report_type": "wallet.ledger",
         *       "interval_start": "2026-10-01T00:00:00.000Z",
         *       "interval_end": "2026-11-01T00:00:00.000Z",
         *       "status": "succeeded",
         *       "result": {
         *         "rows": 1842,
         *         "bytes": 301877,
         *         "expires_at": "2026-11-29T09:00:04.210Z"
         *       },
         *       "error": null,
         *       "created_at": "2026-11-22T09:00:01.017Z",
         *       "succeeded_at": "2026-11-22T09:00:04.210Z"
         *     }
         */
        ReportRun: {
            id: string;
            /** @enum {string} */
            object: "report_run";
            /** @enum {string} */
            report_type: "wallet.ledger" | "orders.itemized" | "revenue.entries";
            /** @description the first instant covered */
            interval_start: string;
            /** @description the first instant not covered: rows created at or after it are left out */
            interval_end: string;
            /**
             * @description pending while the file is generated; then succeeded (read it from …/file) or failed (see error)
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            result: {
                /** @description data rows, the header not counted */
                rows: number;
                bytes: number;
                /** @description the file is deleted then (7 days after it succeeded); …/file answers 410 report_expired after it */
                expires_at: string;
            } | null;
            /** @description why a failed run failed */
            error: string | null;
            created_at: string;
            succeeded_at: string | null;
        };
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
         *       "legal_name": "Acme Travel GmbH",
         *       "registration_number": "HRB 123456",
         *       "country": "DE",
         *       "address": "Friedrichstrasse 1\n10117 Berlin",
         *       "website": "https://acme-travel.com"
         *     }
         */
        KybForm: {
            legal_name: string;
            registration_number: string;
            /** @example DE */
            country: string;
            address: string;
            /** @example https://example.com */
            website?: string;
        };
        /**
         * @example {
         *       "full_name": "Erika Mustermann",
         *       "date_of_birth": "1985-04-12",
         *       "nationality": "DE",
         *       "id_document_number": "C01X00T47"
         *     }
         */
        KycForm: {
            full_name: string;
            /** @example 1985-04-12 */
            date_of_birth: string;
            /** @example DE */
            nationality: string;
            /** @description stored for review; never shown again in any response */
            id_document_number: string;
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
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "off_01JGZEPQG0SANDBXCATA000019",
         *           "object": "offer",
         *           "category": "esim",
         *           "name": "Japan 1 GB",
         *           "coverage": {
         *             "type": "country",
         *             "countries": [
         *               "JP"
         *             ]
         *           },
         *           "data": {
         *             "amount": 1,
         *             "unit": "GB",
         *             "unlimited": false
         *           },
         *           "validity_days": 7,
         *           "price": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "display": {
         *             "amount": 461,
         *             "currency": "EUR",
         *             "rate": "0.9215",
         *             "indicative": true
         *           },
         *           "requires_destination": false,
         *           "status": "active",
         *           "topup_for": null
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OfferList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Offer"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *           "object": "quote",
         *           "status": "fulfilled",
         *           "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *           "payment_source": "wallet",
         *           "price": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "wallet": {
         *             "debited": 500,
         *             "balance_after": 500
         *           },
         *           "payment": {
         *             "rail": "wallet",
         *             "amount": {
         *               "amount": 500,
         *               "currency": "USD"
         *             },
         *             "asset": null,
         *             "asset_amount": null,
         *             "destinations": [],
         *             "lightning": null
         *           },
         *           "destination": null,
         *           "expires_at": "2026-11-20T10:15:02.114Z",
         *           "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *           "metadata": {
         *             "customer_ref": "trip-4821"
         *           },
         *           "created_at": "2026-11-20T09:15:02.114Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        QuoteList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Quote"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        EsimControl: {
            /** @description why (1 to 200 characters, optional), shown on the dashboard's order page */
            reason?: string;
        };
        EsimRevoke: {
            /** @description why it is revoked (1 to 200 characters), shown on the dashboard's order page */
            reason: string;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "off_01JGZEPQG0SANDBXTP1G000019",
         *           "object": "offer",
         *           "category": "esim",
         *           "name": "Japan 1 GB top-up 1 GB",
         *           "coverage": {
         *             "type": "country",
         *             "countries": [
         *               "JP"
         *             ]
         *           },
         *           "data": {
         *             "amount": 1,
         *             "unit": "GB",
         *             "unlimited": false
         *           },
         *           "validity_days": 7,
         *           "price": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "requires_destination": false,
         *           "status": "active",
         *           "topup_for": "esim"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        TopupOfferList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Offer"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *           "object": "order",
         *           "quote_id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *           "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *           "status": "fulfilled",
         *           "price": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "deliverable": {
         *             "type": "esim_profile",
         *             "iccid": "89445180397449010696",
         *             "lpa": "LPA:1$smdp.sandbox.partnercommerce.dev$UP23S-V75DC-VY655-JBJNQ",
         *             "activation_code": "UP23S-V75DC-VY655-JBJNQ",
         *             "smdp_address": "smdp.sandbox.partnercommerce.dev",
         *             "confirmation_code": "9058",
         *             "qr_code_url": "/v1/orders/ord_01JH8W5M2TQX7R3V9N4B6C8D0F/qr.svg",
         *             "apple_install_url": "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.partnercommerce.dev%24UP23S-V75DC-VY655-JBJNQ",
         *             "install_url": "https://api.example.com/install/3f9c1e7a2b4d6f8091a3c5e7f9b1d3e5a7c9e1f3"
         *           },
         *           "failure_reason": null,
         *           "upstream": {
         *             "transaction_id": "sbx_tx_6082147387449274"
         *           },
         *           "refund": null,
         *           "batch_id": null,
         *           "created_at": "2026-11-20T09:15:02.114Z",
         *           "resolved_at": "2026-11-20T09:15:03.120Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OrderList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Order"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "bat_01JH8W9A1C3E5G7J9K1M3P5R7T",
         *           "object": "order_batch",
         *           "livemode": false,
         *           "status": "completed",
         *           "total": {
         *             "amount": 20000,
         *             "currency": "USD"
         *           },
         *           "counts": {
         *             "orders": 40,
         *             "pending": 0,
         *             "fulfilled": 39,
         *             "failed": 1
         *           },
         *           "metadata": {
         *             "tour": "kyoto-spring-2027"
         *           },
         *           "created_at": "2026-11-20T09:20:00.000Z",
         *           "completed_at": "2026-11-20T09:20:04.218Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OrderBatchList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["OrderBatch"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *           "object": "order",
         *           "quote_id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *           "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *           "status": "fulfilled",
         *           "price": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "deliverable": {
         *             "type": "esim_profile",
         *             "iccid": "89445180397449010696",
         *             "lpa": "LPA:1$smdp.sandbox.partnercommerce.dev$UP23S-V75DC-VY655-JBJNQ",
         *             "activation_code": "UP23S-V75DC-VY655-JBJNQ",
         *             "smdp_address": "smdp.sandbox.partnercommerce.dev",
         *             "confirmation_code": "9058",
         *             "qr_code_url": "/v1/orders/ord_01JH8W5M2TQX7R3V9N4B6C8D0F/qr.svg",
         *             "apple_install_url": "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.partnercommerce.dev%24UP23S-V75DC-VY655-JBJNQ",
         *             "install_url": "https://api.example.com/install/3f9c1e7a2b4d6f8091a3c5e7f9b1d3e5a7c9e1f3"
         *           },
         *           "failure_reason": null,
         *           "upstream": {
         *             "transaction_id": "sbx_tx_6082147387449274"
         *           },
         *           "refund": null,
         *           "batch_id": null,
         *           "created_at": "2026-11-20T09:15:02.114Z",
         *           "resolved_at": "2026-11-20T09:15:03.120Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        OrderBatchOrderList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Order"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "dlv_01JH8W5M2TQX7R3V9N4B6C8D0H",
         *       "object": "esim_delivery",
         *       "order_id": "ord_01JH8W4Q6S0F3C9V7M2K5P8R1T",
         *       "email": "traveller@example.com",
         *       "language": "es",
         *       "status": "sent",
         *       "failure_reason": null,
         *       "origin": "request",
         *       "notice": null,
         *       "created_at": "2026-03-14T09:26:53.000Z",
         *       "sent_at": "2026-03-14T09:26:54.000Z"
         *     }
         */
        EsimDelivery: {
            /** @example dlv_01JH8W5M2TQX7R3V9N4B6C8D0H */
            id: string;
            /** @enum {string} */
            object: "esim_delivery";
            order_id: string;
            email: string;
            /** @enum {string} */
            language: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "zh-Hans";
            /**
             * @description `sent` once handed to the mail provider (in test mode: recorded, never sent); `failed` when it refused (`failure_reason` says why); `sending` while a send is being retried in the background
             * @enum {string}
             */
            status: "sending" | "sent" | "failed";
            failure_reason: string | null;
            /**
             * @description `request`: sent on a request (this API or the dashboard); `quote`: sent by itself to the quote's `customer` once the order was fulfilled; `notice`: a notice to the traveller of 90 % of the data used or 1 day of validity left (brand `notify_traveller`)
             * @enum {string}
             */
            origin: "request" | "quote" | "notice";
            /**
             * @description a notice's kind (origin `notice`); null for the eSIM's own message
             * @enum {string|null}
             */
            notice: "90%" | "1d" | null;
            created_at: string;
            sent_at: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "dlv_01JH8W5M2TQX7R3V9N4B6C8D0H",
         *           "object": "esim_delivery",
         *           "order_id": "ord_01JH8W4Q6S0F3C9V7M2K5P8R1T",
         *           "email": "traveller@example.com",
         *           "language": "es",
         *           "status": "sent",
         *           "failure_reason": null,
         *           "origin": "request",
         *           "notice": null,
         *           "created_at": "2026-03-14T09:26:53.000Z",
         *           "sent_at": "2026-03-14T09:26:54.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        EsimDeliveryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["EsimDelivery"][];
            has_more: boolean;
            next_cursor: string | null;
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
         *           "status": "succeeded",
         *           "reason": "trip_cancelled",
         *           "origin": "partner",
         *           "failure_reason": null,
         *           "commission_reversed": {
         *             "amount": 75,
         *             "currency": "USD"
         *           },
         *           "wallet_credit": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "metadata": {
         *             "booking": "trip-4821"
         *           },
         *           "created_at": "2026-11-22T10:02:11.480Z",
         *           "resolved_at": "2026-11-22T10:02:11.480Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        RefundList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Refund"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "le_01JH8W5M2TQX7R3V9N4B6C8D0G",
         *           "object": "ledger_entry",
         *           "type": "debit",
         *           "source": "quote",
         *           "amount": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "balance_after": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "description": "Purchase of Japan 1 GB (qt_01JH8W5M2TQX7R3V9N4B6C8D0E)",
         *           "created_at": "2026-11-20T09:15:02.114Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        LedgerEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["LedgerEntry"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "le_01JH8W5N1B3D5F7H9K1M3P5R7T",
         *           "object": "account_ledger_entry",
         *           "type": "credit",
         *           "source": "earned",
         *           "amount": {
         *             "amount": 75,
         *             "currency": "USD"
         *           },
         *           "balance_after": {
         *             "amount": 75,
         *             "currency": "USD"
         *           },
         *           "description": "Commission on order ord_01JH8W5M2TQX7R3V9N4B6C8D0F at 1500 bps",
         *           "created_at": "2026-11-20T09:15:02.114Z",
         *           "balance": "revenue",
         *           "order": {
         *             "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *             "status": "fulfilled",
         *             "price": {
         *               "amount": 500,
         *               "currency": "USD"
         *             },
         *             "earned": {
         *               "amount": 75,
         *               "currency": "USD"
         *             },
         *             "commission_rate_bps": 1500
         *           }
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        AccountLedgerEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["AccountLedgerEntry"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "le_01JH8W5N1B3D5F7H9K1M3P5R7T",
         *       "object": "account_ledger_entry",
         *       "type": "credit",
         *       "source": "earned",
         *       "amount": {
         *         "amount": 75,
         *         "currency": "USD"
         *       },
         *       "balance_after": {
         *         "amount": 75,
         *         "currency": "USD"
         *       },
         *       "description": "Commission on order ord_01JH8W5M2TQX7R3V9N4B6C8D0F at 1500 bps",
         *       "created_at": "2026-11-20T09:15:02.114Z",
         *       "balance": "revenue",
         *       "order": {
         *         "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *         "status": "fulfilled",
         *         "price": {
         *           "amount": 500,
         *           "currency": "USD"
         *         },
         *         "earned": {
         *           "amount": 75,
         *           "currency": "USD"
         *         },
         *         "commission_rate_bps": 1500
         *       }
         *     }
         */
        AccountLedgerEntry: {
            id: string;
            /** @enum {string} */
            type: "credit" | "debit";
            source: string;
            amount: components["schemas"]["Money"];
            balance_after: components["schemas"]["Money"];
            description: string;
            created_at: string;
            /** @enum {string} */
            object: "account_ledger_entry";
            /** @enum {string} */
            balance: "wallet" | "revenue";
            order?: {
                id: string;
                status: string;
                price: components["schemas"]["Money"];
                earned: components["schemas"]["Money"];
                commission_rate_bps: number;
            };
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "fd_9SD6VDS6SYNZREF7F58ZWJS0FX",
         *           "object": "funding_destination",
         *           "type": "bank_account",
         *           "bank_name": "Sandbox Bank, N.A.",
         *           "account_number": "401823548517",
         *           "routing_number": "021000021",
         *           "account_name": "Partner Commerce Inc.",
         *           "reference": "PCK7QQZVAK9F"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        FundingDestinationList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["FundingDestination"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "dep_01JH8W4A6B8C0D2E4F6G8H0J2K",
         *           "object": "deposit",
         *           "rail": "bank_transfer",
         *           "status": "credited",
         *           "amount": {
         *             "amount": 1000,
         *             "currency": "USD"
         *           },
         *           "asset": "USD",
         *           "network": null,
         *           "raw_amount": "10.00",
         *           "tx_hash": "sbx_trf_8a1ee440c1270409753e5068",
         *           "reference": "PCK7QQZVAK9F",
         *           "received": {
         *             "amount": "10.00",
         *             "currency": "USD",
         *             "rate": "1.00"
         *           },
         *           "created_at": "2026-11-20T09:10:00.000Z",
         *           "credited_at": "2026-11-20T09:10:00.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        DepositList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Deposit"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "lni_01JH8W6Q3R5T7V9X1Z3B5D7F9H",
         *       "object": "lightning_invoice",
         *       "bolt11": "lntb200u1p4s82r0pp5ujvddecuc6usw5a6mt7ry4929perv5le7r3w2zxwl59ynv88pqvqsp53wuww3r8saxaxvu2vuf5c89044hcxrlfq9xnhe5dyw5ru494wjmsdps2pshyarwv4ezqsm0d4kk2unrv5s8wctvd3jhggr5dacz6atsxqrrsscqpj9qrsgq5mvk6rw3jyhw5m6tuq6w94ewzg9wg0er03wr88ux0gxyunsr2v0srfrhvaj62waq6mz6vnq88pf8vjq20kp6wlse578sj3h3gjha04cp5mekkm",
         *       "payment_hash": "e498d6e71cc6b90753badafc3254aa28723653f9f0e2e508cefd0a49b0e70818",
         *       "amount": {
         *         "amount": 2000,
         *         "currency": "USD"
         *       },
         *       "amount_sats": 20000,
         *       "status": "pending",
         *       "quote_id": null,
         *       "expires_at": "2026-11-20T10:20:00.000Z",
         *       "created_at": "2026-11-20T09:20:00.000Z",
         *       "paid_at": null
         *     }
         */
        LightningInvoice: {
            id: string;
            /** @enum {string} */
            object: "lightning_invoice";
            bolt11: string;
            payment_hash: string;
            amount: components["schemas"]["Money"];
            amount_sats: number;
            /** @enum {string} */
            status: "pending" | "paid" | "expired";
            quote_id: string | null;
            expires_at: string;
            created_at: string;
            paid_at: string | null;
        };
        /**
         * @example {
         *       "object": "revenue",
         *       "livemode": false,
         *       "tier": "standard",
         *       "commission_bps": 1500,
         *       "negotiated": false,
         *       "volume": {
         *         "amount": 1700,
         *         "currency": "USD"
         *       },
         *       "next_tier": {
         *         "tier": "growth",
         *         "from": {
         *           "amount": 500000,
         *           "currency": "USD"
         *         },
         *         "commission_bps": 1750
         *       },
         *       "balance": {
         *         "amount": 255,
         *         "currency": "USD"
         *       },
         *       "lifetime_earned": {
         *         "amount": 255,
         *         "currency": "USD"
         *       },
         *       "taken_as_credit": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "paid_out": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "reversed": {
         *         "amount": 0,
         *         "currency": "USD"
         *       },
         *       "payable": {
         *         "amount": 255,
         *         "currency": "USD"
         *       },
         *       "payout_address": "payouts@acme-travel.com"
         *     }
         */
        Revenue: {
            /** @enum {string} */
            object: "revenue";
            livemode: boolean;
            /** @enum {string} */
            tier: "standard" | "growth" | "scale";
            commission_bps: number;
            negotiated: boolean;
            volume: components["schemas"]["Money"];
            next_tier: {
                tier: string;
                from: components["schemas"]["Money"];
                commission_bps: number;
            } | null;
            balance: components["schemas"]["Money"];
            lifetime_earned: components["schemas"]["Money"];
            taken_as_credit: components["schemas"]["Money"];
            paid_out: components["schemas"]["Money"];
            reversed: components["schemas"]["Money"] & unknown;
            payable: components["schemas"]["Money"];
            payout_address: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "rve_01JH8W5N1B3D5F7H9K1M3P5R7S",
         *           "object": "revenue_entry",
         *           "kind": "earned",
         *           "amount": {
         *             "amount": 75,
         *             "currency": "USD"
         *           },
         *           "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *           "payout_id": null,
         *           "rate_bps": 1500,
         *           "created_at": "2026-11-20T09:15:03.120Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        RevenueEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["RevenueEntry"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "rve_01JH8W5N1B3D5F7H9K1M3P5R7S",
         *       "object": "revenue_entry",
         *       "kind": "earned",
         *       "amount": {
         *         "amount": 75,
         *         "currency": "USD"
         *       },
         *       "order_id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *       "payout_id": null,
         *       "rate_bps": 1500,
         *       "created_at": "2026-11-20T09:15:03.120Z"
         *     }
         */
        RevenueEntry: {
            id: string;
            /** @enum {string} */
            object: "revenue_entry";
            /** @enum {string} */
            kind: "earned" | "taken_as_credit" | "paid_out" | "payout_returned" | "commission_reversed";
            amount: components["schemas"]["Money"];
            order_id: string | null;
            payout_id: string | null;
            rate_bps: number | null;
            created_at: string;
        };
        /**
         * @example {
         *       "id": "ctr_01JH8W7B2D4F6H8K0M2P4R6T8V",
         *       "object": "commission_transfer",
         *       "amount": {
         *         "amount": 255,
         *         "currency": "USD"
         *       },
         *       "balance": {
         *         "amount": 0,
         *         "currency": "USD"
         *       }
         *     }
         */
        CommissionTransfer: {
            id: string;
            /** @enum {string} */
            object: "commission_transfer";
            amount: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "po_01JH8XA2C4E6G8J0K2M4P6R8T0",
         *           "object": "payout",
         *           "livemode": false,
         *           "status": "succeeded",
         *           "amount": {
         *             "amount": 2500,
         *             "currency": "USD"
         *           },
         *           "lightning_address": "payouts@acme-travel.com",
         *           "payment_hash": "e498d6e71cc6b90753badafc3254aa28723653f9f0e2e508cefd0a49b0e70818",
         *           "amount_sats": 25000,
         *           "failure_reason": null,
         *           "created_at": "2026-11-21T10:00:00.000Z",
         *           "resolved_at": "2026-11-21T10:00:01.532Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        PayoutList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Payout"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "rr_01JH8X4M6P8R0T2V4X6Z8B0D2F",
         *           "object": "report_run",
         *           "report_type": "wallet.ledger",
         *           "interval_start": "2026-10-01T00:00:00.000Z",
         *           "interval_end": "2026-11-01T00:00:00.000Z",
         *           "status": "succeeded",
         *           "result": {
         *             "rows": 1842,
         *             "bytes": 301877,
         *             "expires_at": "2026-11-29T09:00:04.210Z"
         *           },
         *           "error": null,
         *           "created_at": "2026-11-22T09:00:01.017Z",
         *           "succeeded_at": "2026-11-22T09:00:04.210Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        ReportRunList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["ReportRun"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "evt_01JH8W5N0A2C4E6G8J0K2M4P6Q",
         *           "object": "event",
         *           "type": "order.fulfilled",
         *           "created_at": "2026-11-20T09:15:03.120Z",
         *           "livemode": false,
         *           "data": {
         *             "object": {
         *               "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *               "object": "order",
         *               "quote_id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *               "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *               "status": "fulfilled",
         *               "price": {
         *                 "amount": 500,
         *                 "currency": "USD"
         *               },
         *               "deliverable": {
         *                 "type": "esim_profile",
         *                 "iccid": "89445180397449010696",
         *                 "lpa": "LPA:1$smdp.sandbox.partnercommerce.dev$UP23S-V75DC-VY655-JBJNQ",
         *                 "activation_code": "UP23S-V75DC-VY655-JBJNQ",
         *                 "smdp_address": "smdp.sandbox.partnercommerce.dev",
         *                 "confirmation_code": "9058",
         *                 "qr_code_url": "/v1/orders/ord_01JH8W5M2TQX7R3V9N4B6C8D0F/qr.svg",
         *                 "apple_install_url": "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.partnercommerce.dev%24UP23S-V75DC-VY655-JBJNQ",
         *                 "install_url": "https://api.example.com/install/3f9c1e7a2b4d6f8091a3c5e7f9b1d3e5a7c9e1f3"
         *               },
         *               "failure_reason": null,
         *               "upstream": {
         *                 "transaction_id": "sbx_tx_6082147387449274"
         *               },
         *               "refund": null,
         *               "batch_id": null,
         *               "created_at": "2026-11-20T09:15:02.114Z",
         *               "resolved_at": "2026-11-20T09:15:03.120Z"
         *             }
         *           }
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        EventList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Event"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "evt_01JH8W5N0A2C4E6G8J0K2M4P6Q",
         *       "object": "event",
         *       "type": "order.fulfilled",
         *       "created_at": "2026-11-20T09:15:03.120Z",
         *       "livemode": false,
         *       "data": {
         *         "object": {
         *           "id": "ord_01JH8W5M2TQX7R3V9N4B6C8D0F",
         *           "object": "order",
         *           "quote_id": "qt_01JH8W5M2TQX7R3V9N4B6C8D0E",
         *           "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
         *           "status": "fulfilled",
         *           "price": {
         *             "amount": 500,
         *             "currency": "USD"
         *           },
         *           "deliverable": {
         *             "type": "esim_profile",
         *             "iccid": "89445180397449010696",
         *             "lpa": "LPA:1$smdp.sandbox.partnercommerce.dev$UP23S-V75DC-VY655-JBJNQ",
         *             "activation_code": "UP23S-V75DC-VY655-JBJNQ",
         *             "smdp_address": "smdp.sandbox.partnercommerce.dev",
         *             "confirmation_code": "9058",
         *             "qr_code_url": "/v1/orders/ord_01JH8W5M2TQX7R3V9N4B6C8D0F/qr.svg",
         *             "apple_install_url": "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.partnercommerce.dev%24UP23S-V75DC-VY655-JBJNQ",
         *             "install_url": "https://api.example.com/install/3f9c1e7a2b4d6f8091a3c5e7f9b1d3e5a7c9e1f3"
         *           },
         *           "failure_reason": null,
         *           "upstream": {
         *             "transaction_id": "sbx_tx_6082147387449274"
         *           },
         *           "refund": null,
         *           "batch_id": null,
         *           "created_at": "2026-11-20T09:15:02.114Z",
         *           "resolved_at": "2026-11-20T09:15:03.120Z"
         *         }
         *       }
         *     }
         */
        Event: {
            id: string;
            /** @enum {string} */
            object: "event";
            /** @description one of: deposit.detected, deposit.confirmed, deposit.failed, wallet.credited, wallet.debited, wallet.overdraft_used, wallet.overdue, wallet.balance_low, quote.awaiting_funds, quote.fulfilled, quote.expired, order.delayed, order.fulfilled, order.failed, order_batch.completed, refund.created, refund.succeeded, refund.rejected, esim.low_data, esim.expiring, esim.updated, esim.suspended, esim.resumed, esim.revoked, credit.updated, payout.succeeded, payout.failed, report_run.succeeded, report_run.failed (new types may be added) */
            type: string;
            created_at: string;
            livemode: boolean;
            data: {
                object: {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "we_01JH8W3P4R6T8V0X2Z4B6D8F0H",
         *           "object": "webhook_endpoint",
         *           "url": "https://acme-travel.com/hooks/partner-commerce",
         *           "description": "order status for the booking system",
         *           "enabled_events": [
         *             "order.fulfilled",
         *             "order.failed"
         *           ],
         *           "status": "active",
         *           "disabled_reason": null,
         *           "secret": "whsec_6vtbl0mzne73iQ9RTmbvte9_JLTU-IcqICC5FC5oT2M",
         *           "last_success_at": "2026-11-20T09:15:03.301Z",
         *           "last_failure_at": null,
         *           "created_at": "2026-11-20T09:05:00.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        WebhookEndpointList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookEndpoint"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "we_01JH8W3P4R6T8V0X2Z4B6D8F0H",
         *       "object": "webhook_endpoint",
         *       "deleted": true
         *     }
         */
        DeletedWebhookEndpoint: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @enum {boolean} */
            deleted: true;
        };
        /**
         * @example {
         *       "object": "brand",
         *       "display_name": "Roam Travel",
         *       "logo_url": "https://api.partner-commerce.example/brand-assets/5d41402abc4b2a76b9719d911017c592ae3a7b0a9e1c7c5f1b3e2d4c6a8b0c1d.png",
         *       "primary_color": "#1F4FD8",
         *       "support_email": "help@roam.example",
         *       "support_url": "https://roam.example/help",
         *       "support_phone": "+14155550123",
         *       "default_language": "es",
         *       "notify_traveller": true,
         *       "updated_at": "2026-11-20T09:20:00.000Z"
         *     }
         */
        Brand: {
            /** @enum {string} */
            object: "brand";
            display_name: string | null;
            /** @description absolute URL of the logo, served at /brand-assets/{sha256}.{png|jpg|webp}; null: no logo */
            logo_url: string | null;
            /** @description #RRGGBB (upper case) */
            primary_color: string | null;
            support_email: string | null;
            support_url: string | null;
            /** @description E.164 */
            support_phone: string | null;
            /** @enum {string|null} */
            default_language: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "zh-Hans" | null;
            /** @description an eSIM sent to its traveller also tells them of 90 % of its data used and 1 day of validity left (never null; false until set) */
            notify_traveller: boolean;
            /** @description when this mode's brand last changed; null: never set */
            updated_at: string | null;
        };
        BrandUpdate: {
            /**
             * @description The name travellers see (1 to 60 characters, trimmed); null clears it
             * @example Roam Travel
             */
            display_name?: string | null;
            /**
             * @description #RRGGBB, the colour of buttons and links; white text on it must reach 4.5:1 (WCAG AA); null clears it
             * @example #1F4FD8
             */
            primary_color?: string | null;
            /**
             * Format: email
             * @description Where travellers write for help; null clears it
             * @example help@roam.example
             */
            support_email?: string | null;
            /**
             * @description An https:// page of help for travellers; null clears it
             * @example https://roam.example/help
             */
            support_url?: string | null;
            /**
             * @description E.164, e.g. +14155550123; null clears it
             * @example +14155550123
             */
            support_phone?: string | null;
            /**
             * @description The traveller's page and messages use it when the traveller's own language is not known; null: English
             * @enum {string|null}
             */
            default_language?: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "zh-Hans" | null;
            /** @description true: an eSIM sent to its traveller (POST /v1/orders/{order_id}/deliveries, or a quote's customer) also mails them, under this brand and in that delivery's language, when 90 % of its data is used and when 1 day of validity is left, once each (test mode records, never mails). Never null; false until set */
            notify_traveller?: boolean;
        };
        /**
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "id": "req_01JH8W5M2A7KQ4XJ9V3D5F8G1H",
         *           "object": "request_log",
         *           "method": "POST",
         *           "path": "/v1/quotes",
         *           "status": 200,
         *           "error_code": null,
         *           "idempotency_key": "order-7421",
         *           "api_key_id": "key_01JH8W3N6P4R8T2V5X7Z9B1C3D",
         *           "duration_ms": 38,
         *           "created_at": "2026-11-20T09:15:02.076Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        RequestLogList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["RequestLog"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "req_01JH8W5M2A7KQ4XJ9V3D5F8G1H",
         *       "object": "request_log",
         *       "method": "POST",
         *       "path": "/v1/quotes",
         *       "status": 200,
         *       "error_code": null,
         *       "idempotency_key": "order-7421",
         *       "api_key_id": "key_01JH8W3N6P4R8T2V5X7Z9B1C3D",
         *       "duration_ms": 38,
         *       "created_at": "2026-11-20T09:15:02.076Z"
         *     }
         */
        RequestLog: {
            /** @description the request's id (req_…), as its Request-Id header and an error's request_id */
            id: string;
            /** @enum {string} */
            object: "request_log";
            method: string;
            /** @description the request's path, without its query */
            path: string;
            /** @description the HTTP status answered */
            status: number;
            /** @description the error's code when the request failed; null when it succeeded */
            error_code: string | null;
            /** @description the Idempotency-Key header sent, or null */
            idempotency_key: string | null;
            /** @description the id (key_…) of the API key that made the request */
            api_key_id: string;
            /** @description how long the service took to answer */
            duration_ms: number;
            /** @description when the request arrived (a sandbox account's test clock applies) */
            created_at: string;
        };
        /**
         * @example {
         *       "object": "test_clock",
         *       "now": "2026-03-02T10:15:00.000Z",
         *       "offset_seconds": 172800
         *     }
         */
        TestClock: {
            /** @enum {string} */
            object: "test_clock";
            /** @description the account's now (ISO 8601, UTC) */
            now: string;
            /** @description how far the account's clock runs ahead of real time, in seconds */
            offset_seconds: number;
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
    getAccount: {
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
                    "application/json": components["schemas"]["Account"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postAccountKyb: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["KybForm"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postAccountKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["KycForm"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOffers: {
        parameters: {
            query?: {
                category?: "esim" | "mobile_topup";
                /** @description offers covering this country (alpha-2, any case) */
                country?: string;
                /** @description adds an indicative `display` price in this currency (ISO 4217, any case) */
                display_currency?: string;
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
                    "application/json": components["schemas"]["OfferList"];
                };
            };
            /** @description parameter_invalid, parameter_unknown, unsupported_display_currency */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOffersByOfferId: {
        parameters: {
            query?: {
                /** @description adds an indicative `display` price in this currency (ISO 4217, any case) */
                display_currency?: string;
            };
            header?: never;
            path: {
                offer_id: string;
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
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description parameter_invalid, parameter_unknown, unsupported_display_currency */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getQuotes: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                status?: "awaiting_funds" | "fulfilled" | "expired" | "cancelled";
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
                    "application/json": components["schemas"]["QuoteList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postQuotes: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
                 *       "payment_source": "wallet",
                 *       "metadata": {
                 *         "customer_ref": "trip-4821"
                 *       }
                 *     }
                 */
                "application/json": {
                    offer_id: string;
                    /** @enum {string} */
                    payment_source: "wallet" | "lightning" | "usdt" | "usdc" | "bank_transfer";
                    /** @description E.164 phone number; required when the offer's requires_destination is true */
                    destination?: string;
                    /** @description the fulfilled eSIM order to top up; required for an offer whose topup_for is `esim`, refused for any other */
                    esim_order_id?: string;
                    metadata?: {
                        [key: string]: string;
                    };
                    /** @description eSIM offers only: the traveller the eSIM is emailed to, once, when the order is fulfilled (see POST /v1/orders/{order_id}/deliveries) */
                    customer?: {
                        /** @example traveller@example.com */
                        email: string;
                        /**
                         * @description the message's language; without it, the brand's default_language, else en
                         * @enum {string}
                         */
                        language?: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "zh-Hans";
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, payment_source_unavailable, idempotency_key_required */
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
            /** @description insufficient_funds */
            402: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_funds",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_overdue, permission_denied, ip_not_allowed */
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
                     *         "code": "account_overdue",
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
            /** @description offer_withdrawn, topup_not_available, esim_suspended, idempotency_key_in_use */
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
                     *         "code": "offer_withdrawn",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
            /** @description rate_unavailable */
            503: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_unavailable",
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
    getQuotesByQuoteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quote_id: string;
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
                    "application/json": components["schemas"]["Quote"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postQuotesByQuoteIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quote_id: string;
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
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description invalid_json */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description already_fulfilled, quote_expired */
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
                     *         "code": "already_fulfilled",
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
    getOrdersByOrderIdQrSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
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
                    "image/svg+xml": string;
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrdersByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
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
                    "application/json": components["schemas"]["Order"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrdersByOrderIdUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
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
                    "application/json": components["schemas"]["EsimUsage"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrdersByOrderIdEsim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
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
                    "application/json": components["schemas"]["Esim"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postOrdersByOrderIdEsimSuspend: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "phone reported lost"
                 *     }
                 */
                "application/json": components["schemas"]["EsimControl"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Esim"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description esim_action_unavailable, idempotency_key_in_use */
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
                     *         "code": "esim_action_unavailable",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
            /** @description supplier_unavailable */
            503: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "supplier_unavailable",
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
    postOrdersByOrderIdEsimResume: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "phone found"
                 *     }
                 */
                "application/json": components["schemas"]["EsimControl"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Esim"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description esim_action_unavailable, idempotency_key_in_use */
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
                     *         "code": "esim_action_unavailable",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
            /** @description supplier_unavailable */
            503: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "supplier_unavailable",
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
    postOrdersByOrderIdEsimRevoke: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "abuse reported by the traveller's employer"
                 *     }
                 */
                "application/json": components["schemas"]["EsimRevoke"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Esim"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description esim_action_unavailable, idempotency_key_in_use */
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
                     *         "code": "esim_action_unavailable",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
            /** @description supplier_unavailable */
            503: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "supplier_unavailable",
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
    getOrdersByOrderIdTopupOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
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
                    "application/json": components["schemas"]["TopupOfferList"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description topup_not_available, esim_suspended */
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
                     *         "code": "topup_not_available",
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
    getOrders: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                status?: "pending" | "fulfilled" | "failed";
                offer_id?: string;
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
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrderBatches: {
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
                    "application/json": components["schemas"]["OrderBatchList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postOrderBatches: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "payment_source": "wallet",
                 *       "items": [
                 *         {
                 *           "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
                 *           "quantity": 40,
                 *           "metadata": {
                 *             "tour": "kyoto-spring-2027"
                 *           }
                 *         },
                 *         {
                 *           "offer_id": "off_01JGZEPQG0SANDBXCATA000019",
                 *           "customer": {
                 *             "email": "guide@example.com",
                 *             "language": "ja"
                 *           }
                 *         }
                 *       ],
                 *       "metadata": {
                 *         "tour": "kyoto-spring-2027"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description only the wallet pays a batch
                     * @enum {string}
                     */
                    payment_source: "wallet";
                    /** @description 1 to 100 items, making at most 500 purchases in all */
                    items: {
                        offer_id: string;
                        /** @description how many of this offer to buy, 1 to 50 (default 1); always 1 for a top-up */
                        quantity?: number;
                        /** @description E.164 phone number; required when the offer's requires_destination is true */
                        destination?: string;
                        /** @description eSIM offers only: the traveller the eSIM is emailed to, once, when the order is fulfilled (see POST /v1/orders/{order_id}/deliveries) */
                        customer?: {
                            /** @example traveller@example.com */
                            email: string;
                            /**
                             * @description the message's language; without it, the brand's default_language, else en
                             * @enum {string}
                             */
                            language?: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "zh-Hans";
                        };
                        /** @description set on each quote this item makes */
                        metadata?: {
                            [key: string]: string;
                        };
                    }[];
                    metadata?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderBatch"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description insufficient_funds */
            402: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_funds",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description account_overdue, permission_denied, ip_not_allowed */
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
                     *         "code": "account_overdue",
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
            /** @description offer_withdrawn, idempotency_key_in_use */
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
                     *         "code": "offer_withdrawn",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    getOrderBatchesByBatchId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch_id: string;
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
                    "application/json": components["schemas"]["OrderBatch"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrderBatchesByBatchIdOrders: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                status?: "pending" | "fulfilled" | "failed";
            };
            header?: never;
            path: {
                batch_id: string;
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
                    "application/json": components["schemas"]["OrderBatchOrderList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrderBatchesByBatchIdOrdersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batch_id: string;
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
                    "text/csv": string;
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getOrdersByOrderIdDeliveries: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                order_id: string;
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
                    "application/json": components["schemas"]["EsimDeliveryList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postOrdersByOrderIdDeliveries: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "email": "traveller@example.com",
                 *       "language": "es"
                 *     }
                 */
                "application/json": {
                    /** @example traveller@example.com */
                    email: string;
                    /**
                     * @description the message's language; without it, the brand's default_language, else en
                     * @enum {string}
                     */
                    language?: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "zh-Hans";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EsimDelivery"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description order_not_deliverable, idempotency_key_in_use */
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
                     *         "code": "order_not_deliverable",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    getOrdersByOrderIdDeliveriesByDeliveryIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                delivery_id: string;
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
                    "text/html": string;
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getRefunds: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                order_id?: string;
                status?: "pending" | "succeeded" | "rejected";
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
                    "application/json": components["schemas"]["RefundList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postRefunds: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "order_id": "ord_01JH8W3KQ5ZV7Y9B1D3F5H7K9M",
                 *       "reason": "trip_cancelled",
                 *       "metadata": {
                 *         "booking": "trip-4821"
                 *       }
                 *     }
                 */
                "application/json": {
                    order_id: string;
                    /** @enum {string} */
                    reason: "trip_cancelled" | "device_incompatible" | "installation_failed" | "duplicate" | "other";
                    metadata?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description order_not_refundable, refund_exists, esim_expired, esim_in_use, outside_refund_window, idempotency_key_in_use */
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    getRefundsByRefundId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refund_id: string;
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
                    "application/json": components["schemas"]["Refund"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWallet: {
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
                    "application/json": components["schemas"]["Wallet"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    putWalletAlerts: {
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
                 *       "low_balance": {
                 *         "amount": 10000,
                 *         "currency": "USD"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Money (USD cents, at least 1), or null to clear the alert */
                    low_balance: {
                        amount: number;
                        /** @enum {string} */
                        currency: "USD";
                    } | null;
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
                    "application/json": components["schemas"]["Wallet"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWalletLedger: {
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
                    "application/json": components["schemas"]["LedgerEntryList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getAccountLedger: {
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
                    "application/json": components["schemas"]["AccountLedgerEntryList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWalletFundingDestinations: {
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
                    "application/json": components["schemas"]["FundingDestinationList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWalletDeposits: {
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
                    "application/json": components["schemas"]["DepositList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWalletDepositsByDepositId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deposit_id: string;
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
                    "application/json": components["schemas"]["Deposit"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postWalletLightningInvoices: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 2000
                 *     }
                 */
                "application/json": {
                    /** @description USD cents */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LightningInvoice"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, payment_source_unavailable, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_key_in_use */
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
                     *         "code": "idempotency_key_in_use",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
            /** @description rate_unavailable */
            503: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_unavailable",
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
    getWalletLightningInvoicesByInvoiceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice_id: string;
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
                    "application/json": components["schemas"]["LightningInvoice"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getRevenue: {
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
                    "application/json": components["schemas"]["Revenue"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getRevenueEntries: {
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
                    "application/json": components["schemas"]["RevenueEntryList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postRevenueTransfers: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 255
                 *     }
                 */
                "application/json": {
                    /** @description USD cents; omit to move everything */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTransfer"];
                };
            };
            /** @description parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description nothing_to_transfer, amount_above_balance */
            402: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "nothing_to_transfer",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_key_in_use */
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
                     *         "code": "idempotency_key_in_use",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    putRevenuePayoutAddress: {
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
                 *       "lightning_address": "payouts@acme-travel.com"
                 *     }
                 */
                "application/json": {
                    lightning_address: string;
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
                    "application/json": components["schemas"]["Revenue"];
                };
            };
            /** @description invalid_lightning_address, parameter_missing, invalid_json */
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
                     *         "code": "invalid_lightning_address",
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getRevenuePayouts: {
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
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postRevenuePayouts: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 2500
                 *     }
                 */
                "application/json": {
                    /** @description USD cents; omit to move everything */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description parameter_invalid, payment_source_unavailable, invalid_json, idempotency_key_required */
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
            /** @description amount_above_payable, nothing_to_pay_out */
            402: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "amount_above_payable",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payout_address_required, idempotency_key_in_use */
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
                     *         "code": "payout_address_required",
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
            /** @description payout_below_minimum, idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payout_below_minimum",
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
            /** @description payouts_unavailable, rate_unavailable */
            503: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payouts_unavailable",
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
    getRevenuePayoutsByPayoutId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payout_id: string;
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
                    "application/json": components["schemas"]["Payout"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getReportingReportRuns: {
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
                    "application/json": components["schemas"]["ReportRunList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postReportingReportRuns: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "report_type": "wallet.ledger",
                 *       "interval_start": "2026-10-01T00:00:00Z",
                 *       "interval_end": "2026-11-01T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    report_type: "wallet.ledger" | "orders.itemized" | "revenue.entries";
                    /** @description the first instant to cover: an ISO 8601 time (2026-11-01T00:00:00Z; an offset such as +02:00 is allowed) or a date, read as midnight UTC */
                    interval_start: string;
                    /** @description the first instant not to cover; not in the future, at most 366 days after interval_start: an ISO 8601 time (2026-11-01T00:00:00Z; an offset such as +02:00 is allowed) or a date, read as midnight UTC */
                    interval_end: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportRun"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_key_in_use */
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
                     *         "code": "idempotency_key_in_use",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    getReportingReportRunsByReportRunId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                report_run_id: string;
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
                    "application/json": components["schemas"]["ReportRun"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getReportingReportRunsByReportRunIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                report_run_id: string;
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
                    "text/csv": string;
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description report_not_ready */
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
                     *         "code": "report_not_ready",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description report_expired */
            410: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "report_expired",
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
    getEvents: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                type?: string;
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
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getEventsStream: {
        parameters: {
            query?: {
                /** @description resume after this event (the `Last-Event-ID` header, which takes precedence, does the same) */
                last_event_id?: string;
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
                    "text/event-stream": string;
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getEventsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
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
                    "application/json": components["schemas"]["Event"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postEventsByEventIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
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
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description invalid_json */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWebhookEndpoints: {
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
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postWebhookEndpoints: {
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
                 *       "url": "https://acme-travel.com/hooks/partner-commerce",
                 *       "description": "order status for the booking system",
                 *       "enabled_events": [
                 *         "order.fulfilled",
                 *         "order.failed"
                 *       ]
                 *     }
                 */
                "application/json": {
                    url: string;
                    description?: string | null;
                    /** @description event types, or ["*"] for every type including later ones */
                    enabled_events?: string[];
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
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description invalid_webhook_url, unknown_event_type, parameter_missing, parameter_invalid, invalid_json */
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
                     *         "code": "invalid_webhook_url",
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description webhook_url_in_use, webhook_endpoint_limit */
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
                     *         "code": "webhook_url_in_use",
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
    getWebhookEndpointsByWebhookEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: string;
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
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postWebhookEndpointsByWebhookEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "enabled_events": [
                 *         "*"
                 *       ],
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    url?: string;
                    description?: string | null;
                    /** @description event types, or ["*"] for every type including later ones */
                    enabled_events?: string[];
                    /**
                     * @description set "disabled" to stop deliveries to the endpoint, "active" to re-enable it
                     * @enum {string}
                     */
                    status?: "active" | "disabled";
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
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description invalid_webhook_url, unknown_event_type, parameter_invalid, invalid_json */
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
                     *         "code": "invalid_webhook_url",
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description webhook_url_in_use */
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
                     *         "code": "webhook_url_in_use",
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
    deleteWebhookEndpointsByWebhookEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: string;
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
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postWebhookEndpointsByWebhookEndpointIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: string;
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
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description invalid_json */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postWebhookEndpointsByWebhookEndpointIdPing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_endpoint_id: string;
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
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description invalid_json */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getWebhookEndpointsByWebhookEndpointIdDeliveries: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                webhook_endpoint_id: string;
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
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getBrand: {
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
                    "application/json": components["schemas"]["Brand"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    putBrand: {
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
                 *       "display_name": "Roam Travel",
                 *       "primary_color": "#1F4FD8",
                 *       "support_email": "help@roam.example",
                 *       "support_phone": null
                 *     }
                 */
                "application/json": components["schemas"]["BrandUpdate"];
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
                    "application/json": components["schemas"]["Brand"];
                };
            };
            /** @description parameter_invalid, parameter_unknown, invalid_json */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    putBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description the image file's bytes (at most 262144 bytes) */
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
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
                    "application/json": components["schemas"]["Brand"];
                };
            };
            /** @description parameter_missing, parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
            /** @description unsupported_media_type */
            415: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unsupported_media_type",
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
    deleteBrandLogo: {
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
                    "application/json": components["schemas"]["Brand"];
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    getRequestLogs: {
        parameters: {
            query?: {
                /** @description limit must be an integer from 1 to 100 */
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description only requests answered with this status (`402`) or class (`4xx`) */
                status?: string;
                /** @description only requests that failed with this error code */
                error_code?: string;
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
                    "application/json": components["schemas"]["RequestLogList"];
                };
            };
            /** @description parameter_invalid */
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
            /** @description permission_denied, ip_not_allowed */
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
                     *         "code": "permission_denied",
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
    postTestHelpersDeposits: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 1000,
                 *       "asset": "USDT",
                 *       "network": "trc20"
                 *     }
                 */
                "application/json": {
                    /** @description USD cents */
                    amount: number;
                    /** @default USDT */
                    asset?: string;
                    /** @default bep20 */
                    network?: string;
                    /** @enum {string} */
                    status?: "detected" | "credited";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_key_in_use */
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
                     *         "code": "idempotency_key_in_use",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersDepositsByDepositIdConfirm: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                deposit_id: string;
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            /** @description invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
            /** @description deposit_already_credited, idempotency_key_in_use */
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
                     *         "code": "deposit_already_credited",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersBankTransfers: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 1000
                 *     }
                 */
                "application/json": {
                    /** @description USD cents */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_key_in_use */
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
                     *         "code": "idempotency_key_in_use",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersLightningInvoicesByInvoiceIdPay: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                invoice_id: string;
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            /** @description parameter_invalid, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
            /** @description invoice_not_pending, idempotency_key_in_use */
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
                     *         "code": "invoice_not_pending",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersOrdersByOrderIdComplete: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "outcome": "failed"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    outcome: "fulfilled" | "failed";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description parameter_missing, parameter_invalid, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
            /** @description order_already_resolved, idempotency_key_in_use */
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
                     *         "code": "order_already_resolved",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersRefundsByRefundIdResolve: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                refund_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "outcome": "succeeded"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    outcome: "succeeded" | "rejected";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description parameter_missing, parameter_invalid, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
            /** @description refund_already_resolved, idempotency_key_in_use */
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersOrdersByOrderIdUsage: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "data_used_percent": 80
                 *     }
                 */
                "application/json": {
                    /** @description share of the plan's data used, 0 to 100 */
                    data_used_percent: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EsimUsage"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
            /** @description invalid_state, idempotency_key_in_use */
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersOrdersByOrderIdEsim: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "profile_state": "installed"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description released, downloaded, installed, enabled, disabled or deleted
                     * @enum {string}
                     */
                    profile_state: "released" | "downloaded" | "installed" | "enabled" | "disabled" | "deleted";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Esim"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
            /** @description invalid_state, idempotency_key_in_use */
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    postTestHelpersCredit: {
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
                 *       "overdraft_limit": {
                 *         "amount": 50000,
                 *         "currency": "USD"
                 *       },
                 *       "net_terms_days": 30
                 *     }
                 */
                "application/json": {
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
    getTestHelpersClock: {
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
                    "application/json": components["schemas"]["TestClock"];
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
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
    postTestHelpersClockAdvance: {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended operation; 1 to 255 characters */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "seconds": 3660
                 *     }
                 */
                "application/json": {
                    /** @description how far to move the clock forward, in seconds (1 to 34,560,000: 400 days) */
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description parameter_missing, parameter_invalid, parameter_unknown, invalid_json, idempotency_key_required */
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
            /** @description test_mode_only, permission_denied, ip_not_allowed */
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
                     *         "code": "test_mode_only",
                     *         "message": "A sentence saying what went wrong and what to change.",
                     *         "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description idempotency_key_in_use */
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
                     *         "code": "idempotency_key_in_use",
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
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    /** @description this request's id (req_…), repeated as request_id in an error; quote it when asking about a request */
                    "Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "idempotency_key_reused",
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
    onPing: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "ping";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDepositDetected: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "deposit.detected";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Deposit"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDepositConfirmed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "deposit.confirmed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Deposit"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDepositFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "deposit.failed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Deposit"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWalletCredited: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "wallet.credited";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["LedgerEntry"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWalletDebited: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "wallet.debited";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["LedgerEntry"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWalletOverdraftUsed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "wallet.overdraft_used";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["LedgerEntry"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWalletOverdue: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "wallet.overdue";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Wallet"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWalletBalanceLow: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "wallet.balance_low";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Wallet"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onQuoteAwaitingFunds: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "quote.awaiting_funds";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Quote"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onQuoteFulfilled: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "quote.fulfilled";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Quote"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onQuoteExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "quote.expired";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Quote"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDelayed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "order.delayed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Order"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderFulfilled: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "order.fulfilled";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Order"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "order.failed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Order"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderBatchCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "order_batch.completed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["OrderBatch"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "refund.created";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Refund"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundSucceeded: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "refund.succeeded";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Refund"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRefundRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "refund.rejected";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Refund"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEsimLowData: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "esim.low_data";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["EsimUsageAlert"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEsimExpiring: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "esim.expiring";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["EsimUsageAlert"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEsimUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "esim.updated";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["EsimUpdate"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEsimSuspended: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "esim.suspended";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Esim"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEsimResumed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "esim.resumed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Esim"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEsimRevoked: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "esim.revoked";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Esim"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCreditUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "credit.updated";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Account"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutSucceeded: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "payout.succeeded";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Payout"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "payout.failed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["Payout"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReportRunSucceeded: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "report_run.succeeded";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["ReportRun"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReportRunFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret> */
                "service-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example evt_01JH8W7Q3N5R2T4V6X8Z0B2D4F */
                    id: string;
                    /** @enum {string} */
                    object: "event";
                    /** @enum {string} */
                    type: "report_run.failed";
                    created_at: string;
                    livemode: boolean;
                    data: {
                        object: components["schemas"]["ReportRun"];
                    };
                };
            };
        };
        responses: {
            /** @description any 2xx within 10 seconds acknowledges the delivery; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
