// generated from contracts/ — do not edit
// Types of every path of openapi.json, for openapi-fetch clients.
// cache: inputs a853dcd29ae53b09c2a29ae4701980a7 body a9d1a24f682055d313a8a0c2d7f308fc

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service health, deployed commit and number of tools. */
        get: operations["get_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * No server-sent event stream: always 405 (MCP Streamable HTTP lets a server decline it).
         * @description The endpoint is stateless and never sends requests or notifications of its own, so it offers no stream to listen on; DELETE (session termination) is 405 as well. The key check and the per-minute allowance still come first.
         */
        get: operations["mcp_event_stream"];
        put?: never;
        /**
         * MCP for agents: one JSON-RPC 2.0 message (or a batch of them) per request, answered in JSON.
         * @description Stateless MCP over Streamable HTTP: protocol 2025-11-25 and the older versions the MCP SDK negotiates, no session id (`Mcp-Session-Id` is neither sent nor needed). Tools: search_tools, get_tool_contract, execute_tool, execute_batch, and with a key list_saved_tools and save_tool. `Accept` must list both `application/json` and `text/event-stream` (else 406) and `Content-Type` must be `application/json` (else 415); answers are always `application/json`, never an event stream. A tool's own failure (invalid input, a limit, an unknown tool) is a 200 result with `isError: true` carrying the problem object; an unknown method is the JSON-RPC error -32601. As on REST, a key that is sent must be valid (401), the per-minute allowance and the daily execution allowance answer 429 before anything runs, and executions are recorded in activity (`via: mcp`).
         */
        post: operations["mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API description (OpenAPI 3.1). Strong ETag; If-None-Match answers 304. */
        get: operations["get_openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an error code means (the `type` of every problem response points here). */
        get: operations["get_problem_type"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for traffic, the database as last checked (at most once a second) and the execution-record backlog.
         * @description Never waits on the database: it answers the state of the last check, at most a second old while polled, and starts the next check in the background. Not ready (503) while the database is down or the execution records waiting to be written pass half of the queue's capacity. `/health` is the liveness check and does not look at the database.
         */
        get: operations["get_readiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a free, unverified account and returns a new key once.
         * @description Each sign-in is its own account; nothing is merged or disclosed for an email used before. `newsletter: true` also subscribes the address (pending confirmation, as POST /v1/subscribe). A call that already carries a valid key is 409; an invalid one is 401.
         */
        post: operations["create_email_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candidates for a task, marked confident or not, with a hint when none is confident.
         * @description Ranked like search, but also shows uncertain candidates (each with `confident: false`). When no candidate is confident, `hint` says so and points to POST /v1/tool-requests. `include_contract=1` adds `contract`: the contract of the first candidate when it is confident, otherwise null.
         */
        get: operations["discover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs 1..20 tool executions in order; later items can bind inputs to earlier results.
         * @description Item failures still answer 200 (inspect summary.failed). An item bound to a failed or skipped item is skipped with status 424. Only successes use allowance; passkey-profile keys reserve every operation up front and get failures and skips back.
         */
        post: operations["execute_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits feedback; idempotent per idempotency_key.
         * @description The same idempotency_key (per caller: per account with a key, per client address without) with the same body answers the first 201 again and stores nothing new; with another body it is 409 `idempotency_conflict`.
         */
        post: operations["submit_feedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quota and expiry of the calling key. */
        get: operations["get_me"];
        put?: never;
        post?: never;
        /** Revokes the calling key; later requests with it are 401. */
        delete: operations["revoke_me"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's executions, newest first, with an opaque cursor for the next page. */
        get: operations["list_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account behind the key, the key's kind, and the agent last seen with it. */
        get: operations["get_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/saved-tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's saved tool versions, oldest first. */
        get: operations["list_saved_tools"];
        /** Saves a tool version (idempotent; a note given again replaces the note). */
        put: operations["save_tool"];
        post?: never;
        /** Removes a saved tool version (idempotent). */
        delete: operations["remove_saved_tool"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/savings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's savings totals, by model; `detail=1` adds the latest 20 executions. */
        get: operations["get_my_savings"];
        put?: never;
        /** Reports token savings for the account (same body and answers as POST /v1/savings). */
        post: operations["report_my_savings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tool-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's tool requests and their status, newest first. */
        get: operations["list_my_tool_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/savings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified cumulative savings of every caller, anonymous; null means unmeasured.
         * @description No key is needed; a key that is sent must be valid, and the call counts toward the per-minute allowance of the key or client address.
         */
        get: operations["get_community_savings"];
        put?: never;
        /**
         * Reports token savings (a model report or a measured comparison).
         * @description A model report is valued at the model's dated list price (contracts/prices), labelled estimated and client-reported, null when price or estimate is unknown. A measured comparison (task_id, baseline_id, baseline, actual; optionally execution_ref and whole_task) is stored apart, client-reported until verified. With a key the answer adds the account's totals.
         */
        post: operations["report_savings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tool count, executions served (today's figure approximate) and verified community savings; cached 5 minutes. */
        get: operations["get_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes an address to new-tool announcements, pending confirmation.
         * @description The answer is the same for a new, an already listed and an unsubscribed address. Only a new address is added (unconfirmed) and gets exactly one confirmation email; nothing else is sent until it is confirmed. An unsubscribed address is never re-added. The website form encoding (`application/x-www-form-urlencoded`, consent `true`, `on`, `1` or `yes`) is accepted too.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribe/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The confirm link of the confirmation email; moves the address to confirmed. */
        get: operations["confirm_subscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tool-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests a missing tool.
         * @description `example_input` and `example_output` are text or any JSON value, at most 4096 bytes each (UTF-8 of the text, or of the compact JSON). `contact_email` needs `email_consent: true`. With a key, the request and its status are listed at GET /v1/me/tool-requests.
         */
        post: operations["create_tool_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalog, in category order then id then version; optionally one category. */
        get: operations["list_tools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versioned contract of one tool. */
        get: operations["get_tool_contract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/adler32/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adler-32 checksum (RFC 1950, section 8.2) of the UTF-8 bytes of a text, as 8 lowercase hex digits and as an unsigned integer. For integrity checks only, not for security.
         * @description Rules:
         *     1. The input text is encoded as UTF-8; the checksum covers exactly those bytes, with no BOM and no line-ending conversion.
         *     2. A = 1 + the sum of all bytes, B = the sum of every intermediate A, both modulo 65521; the value is B * 65536 + A.
         *     3. `hex` is the value as exactly 8 lowercase hexadecimal digits, zero-padded; `value` is the same number as an integer 0..4294967295.
         *     4. The empty text gives 00000001 (value 1).
         *     5. A text holding a lone UTF-16 surrogate has no UTF-8 form and is `invalid_input`.
         *     6. Limit: text at most 256000 characters (`max_text_chars`; `invalid_input` beyond, by the schema).
         *     7. Complexity: O(b) in the text's b UTF-8 bytes (b ≤ 4·128000 = 512000 for 256000 characters): one encoding pass, then one pass adding each byte, the modulo deferred to every 5552 bytes.
         */
        post: operations["execute_adler32_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/angle-dms-convert/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Converts an angle given as an exact decimal string between degrees, arcminutes and arcseconds (1 deg = 60 arcmin = 3600 arcsec), returning the exact result as a reduced rational.
         * @description Rules:
         *     1. `from` and `to` are each one of `deg`, `arcmin`, `arcsec` (all three fields required, no others); anything else is `invalid_input`.
         *     2. `value` is a plain decimal string matching `^-?(0|[1-9][0-9]*)(\.[0-9]+)?$`: optional minus, an integer part without leading zeros, and optionally a dot followed by at least one digit. No plus sign, exponent, spaces, grouping, comma, leading or trailing dot, or degree-minute-second symbols; those are `invalid_input`. Trailing fraction zeros are allowed and do not change the value; "-0" and "-0.00" are zero.
         *     3. The conversion is exact: 1 deg = 60 arcmin = 3600 arcsec, so result = value * (arcseconds per `from` unit) / (arcseconds per `to` unit). No floating point is involved: 0.1 deg is exactly 360 arcsec.
         *     4. The result is a rational in lowest terms: `numerator` matches `^(0|-?[1-9][0-9]*)$` and carries the sign, `denominator` matches `^[1-9][0-9]*$`; zero is 0/1. `from` equal to `to` returns the value itself, reduced.
         *     5. Limit: `value` at most 1001 characters (`max_value_chars`); longer is `invalid_input`.
         *     6. Complexity: O(d) BigInt steps in the value's d ≤ 1001 characters: one parse and one multiplication by at most 3600, then one reduction whose Euclid loop takes at most about 4.8·d steps on numbers of at most d + 4 digits.
         */
        post: operations["execute_angle_dms_convert_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-adjacent-diff/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consecutive first differences of a list of integers given as decimal strings, exact at any size: output item i is input[i+1] - input[i], so n values give n - 1 differences.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. Output `values[i]` = input `values[i+1]` - input `values[i]` (later minus earlier), exact, for i = 0..n-2, in input order. Adding the differences' prefix sums to the first input value rebuilds the input.
         *     3. Fewer than 2 input values (an empty list or a single value) give [].
         *     4. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     5. Limits: at most 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`. So the output has at most 9999 items, each at most 1002 digits.
         *     6. Complexity: O(n) BigInt steps in the n ≤ 10000 values of at most 1001 characters: each is parsed once and takes part in at most two subtractions; the output, at most 1002 characters per difference, is built in one pass.
         */
        post: operations["execute_array_integer_adjacent_diff_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-clamp/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clamps each integer of a list (decimal strings) into inclusive bounds `min` and/or `max`, exact at any size; values already inside are unchanged. An inverted range is an error, never swapped.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`. The same holds for `min` and `max`.
         *     2. At least one of `min` and `max` is required; a missing bound is unbounded on that side. Neither given is `invalid_input` (the input schema says so as `minProperties: 2`, since `values` is the only other field).
         *     3. Both bounds are inclusive: a value below `min` becomes `min`, a value above `max` becomes `max`, any other value is unchanged.
         *     4. `min` greater than `max` (by numeric value) is `invalid_input` with pointer `/min`; the bounds are never swapped. `min` equal to `max` is allowed and maps every value to it.
         *     5. Output `values` has one item per input value, in input order.
         *     6. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0"). Clamped values are written canonically too ("-0" becomes "0").
         *     7. Limits: at most 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`. An empty list gives [] (the bounds are still checked).
         *     8. Complexity: O(n) BigInt steps in the n ≤ 10000 values of at most 1001 characters: each is parsed once, compared with each bound at most once and written once.
         */
        post: operations["execute_array_integer_clamp_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-cumulative-sum/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Running (prefix) sums of a list of integers given as decimal strings, exact at any size: output item i is the sum of input items 0..i, so the output has the same length as the input.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. `values[i]` of the output is the exact sum of input values 0..i (inclusive), in input order; the output has exactly as many items as the input and its last item equals the total sum.
         *     3. The empty list gives [].
         *     4. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     5. Limits: at most 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`. Each prefix sum then has at most 1005 digits.
         *     6. Complexity: O(n) BigInt steps in the n ≤ 10000 values of at most 1001 characters: one parse and one addition each; every running sum has at most 1006 characters (10000 addends of at most 1001 digits), so the output is at most about 1.01 times the input's size.
         */
        post: operations["execute_array_integer_cumulative_sum_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-median/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Median of a non-empty list of integers given as decimal strings: the two middle values of the sorted list (`lower`, `upper`) and, for an odd count only, the `median` itself. Exact, no averaging.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. The values are sorted ascending by exact numeric value (duplicates kept). With n values and zero-based positions, `lower` is the value at position floor((n - 1) / 2) and `upper` the value at position floor(n / 2).
         *     3. For odd n, `lower` and `upper` are the same middle value and `median` is present and equal to it.
         *     4. For even n, `median` is absent (the tool never averages; the average of the two middle values may not be an integer). `lower` <= `upper` always.
         *     5. `n` is the number of values (1..10000).
         *     6. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     7. Limits: 1 to 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
         *     8. Complexity: O(n log n) comparisons in the n ≤ 10000 values (each a BigInt comparison of at most 1001 digits), plus one parse per value.
         */
        post: operations["execute_array_integer_median_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-min-max/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Smallest and largest of a non-empty list of integers given as decimal strings, compared by exact numeric value at any size, as canonical integer strings.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. Values are compared by exact numeric value, never as text: "-10" < "9" and "10" > "9".
         *     3. `min` is the smallest value and `max` the largest; with one value both equal it. Equal values ("0" and "-0") are the same number.
         *     4. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     5. Limits: 1 to 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
         *     6. Complexity: O(n) BigInt steps in the n ≤ 10000 values of at most 1001 characters: one parse and two comparisons each.
         */
        post: operations["execute_array_integer_min_max_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-mode/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mode of a non-empty list of integers given as decimal strings: every most-frequent value, in the order each was first seen, and how often it occurs.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. Values are counted by exact numeric value, so "0" and "-0" are the same value.
         *     3. `count` is the highest number of occurrences of any value (1..10000).
         *     4. `modes` lists every value that occurs exactly `count` times, each once, in the order of its first occurrence in the input (not sorted). When every value occurs once, every distinct value is a mode.
         *     5. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     6. Limits: 1 to 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
         *     7. Complexity: O(n) expected in the n ≤ 10000 values of at most 1001 characters: each is counted under its canonical text in a hash map (never a bigint key, which V8 hashes by its lowest 64 bits alone), then the counts are scanned twice.
         */
        post: operations["execute_array_integer_mode_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-product/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exact product of a list of integers given as decimal strings, as a canonical integer string. The empty list gives "1"; a product with more than 10000 digits is refused, never overflowed.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. `product` is the exact mathematical product of all values, with no overflow or rounding.
         *     3. The empty list gives "1" (the empty product).
         *     4. If any value is 0 (or "-0"), the product is "0", whatever the sizes of the other values.
         *     5. The sign is negative exactly when an odd number of values is negative (and none is 0).
         *     6. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     7. Limit: the product's absolute value has at most 10000 decimal digits (`max_product_digits`); a larger product is `limit_exceeded` with pointer `/values`. The tool refuses before multiplying when the digit counts alone prove the product too large (digits(a*b) >= digits(a) + digits(b) - 1), and otherwise stops at the first partial product that exceeds the limit, so an oversized product is never built.
         *     8. Limits: at most 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`.
         *     9. Complexity: O(n) BigInt steps in the n ≤ 10000 values, and O(n · 10000) digit operations at most: each value is parsed once, the digit-count bound is summed before any multiplication, and every partial product has at most 10000 digits (max_product_digits) because the first larger one is refused, so each multiplication is of at most a 10000-digit by a 1001-digit number.
         */
        post: operations["execute_array_integer_product_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-ranks/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Competition ranks (1224 ranking) of a non-empty list of integers given as decimal strings, in ascending order: rank 1 is the smallest value, ties share the lowest rank and the next rank skips.
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. Direction is ascending: rank 1 belongs to the smallest value. The rank of a value is 1 plus the number of values strictly smaller than it (standard competition ranking, "1224"; scipy.stats.rankdata method 'min').
         *     3. Equal values (by exact numeric value, so "0" equals "-0") share the same rank, the lowest of the positions they occupy; the next larger value's rank skips the tied positions.
         *     4. `ranks` has one entry per input value, in input order: `ranks[i]` is the rank of `values[i]`. Every rank is an integer from 1 to n.
         *     5. Limits: 1 to 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
         *     6. Complexity: O(n log n) comparisons in the n ≤ 10000 values (each a BigInt comparison of at most 1001 digits), plus one parse per value and one pass assigning ranks.
         */
        post: operations["execute_array_integer_ranks_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-integer-sum/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exact sum of a list of integers given as decimal strings, at any size, as a canonical integer string. The empty list sums to "0".
         * @description Rules:
         *     1. Each value is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters: an optional minus sign, no plus sign, no leading zeros, no spaces, no decimal point or exponent. "-0" is accepted and read as 0. Any other string ("+5", "007", " 5", "1.0", "1e3", "") is `invalid_input`. The input object allows no fields beyond those of its schema; an unknown or missing required field is `invalid_input`.
         *     2. `sum` is the exact mathematical sum of all values, with no overflow or rounding at any size.
         *     3. The empty list sums to "0".
         *     4. Output integers are canonical: `^(0|-?[1-9][0-9]*)$` (no plus sign, no leading zeros, never "-0").
         *     5. Limits: at most 10000 values (`max_values`), each at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`. The sum then has at most 1005 digits.
         *     6. Complexity: O(n) BigInt steps in the n ≤ 10000 values of at most 1001 characters: one parse and one addition each, on sums of at most 1006 characters.
         */
        post: operations["execute_array_integer_sum_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-rational-mean/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exact arithmetic mean of a non-empty list of rationals given as `{numerator, denominator}` integer strings, returned in lowest terms as `numerator` and `denominator` (denominator positive).
         * @description Rules:
         *     1. Each value is an object `{numerator, denominator}`, both required, no other fields; each part is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters (optional minus, no plus sign, no leading zeros, no spaces, no decimal point or exponent; "-0" reads as 0). Anything else is `invalid_input`, as is an unknown or missing field of the input object.
         *     2. A zero denominator ("0" or "-0") is `division_by_zero`, reported for the first such value in input order with pointer `/values/<index>/denominator`; every value is checked before any arithmetic.
         *     3. A negative denominator is allowed: the sign moves to the numerator (1/-2 is -1/2, -3/-6 is 1/2). Inputs need not be in lowest terms.
         *     4. Output rationals are in lowest terms, with the sign on the numerator and a positive denominator: `numerator` matches `^(0|-?[1-9][0-9]*)$`, `denominator` matches `^[1-9][0-9]*$`; zero is 0/1.
         *     5. The mean is the exact sum of the values divided by their count n, reduced.
         *     6. Limit: the least common multiple of the absolute denominators as given (before reduction) has at most 10000 decimal digits (`max_denominator_lcm_digits`), and its digit count times the number of values n is at most 10000000 (`max_lcm_digits_times_values`: with n values it has at most floor(10000000 / n) digits, so 1000 values allow 10000 digits and 10000 values 1000); otherwise `limit_exceeded` with pointer `/values`. The exact sum is computed over that common denominator and reduced once, so the limit does not depend on the order of the values, and every intermediate stays bounded.
         *     7. Limits: 1 to 10000 values (`max_values`), each part at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
         *     8. Complexity: O(n) BigInt steps in the n ≤ 10000 values, and O(n · L · 1001) digit operations at most, where L ≤ min(10000, floor(10000000 / n)) is the number of digits of the denominators' least common multiple (so n · L ≤ 10000000): each value is parsed once, the multiple grows by one gcd per denominator that does not already divide it (the Euclid steps over all of them add up to O(n + L)), each value is scaled to it by one division and one multiplication, and the result is reduced once by Euclid, and the count n cancelled by one gcd with n on numbers of O(L + 1005) digits.
         */
        post: operations["execute_array_rational_mean_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-rational-min-max/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Smallest and largest of a non-empty list of rationals given as `{numerator, denominator}` integer strings, compared by exact value (1/2 equals 2/4), each returned in lowest terms.
         * @description Rules:
         *     1. Each value is an object `{numerator, denominator}`, both required, no other fields; each part is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters (optional minus, no plus sign, no leading zeros, no spaces, no decimal point or exponent; "-0" reads as 0). Anything else is `invalid_input`, as is an unknown or missing field of the input object.
         *     2. A zero denominator ("0" or "-0") is `division_by_zero`, reported for the first such value in input order with pointer `/values/<index>/denominator`; every value is checked before any arithmetic.
         *     3. A negative denominator is allowed: the sign moves to the numerator (1/-2 is -1/2, -3/-6 is 1/2). Inputs need not be in lowest terms.
         *     4. Output rationals are in lowest terms, with the sign on the numerator and a positive denominator: `numerator` matches `^(0|-?[1-9][0-9]*)$`, `denominator` matches `^[1-9][0-9]*$`; zero is 0/1.
         *     5. Values are compared by exact value using cross-multiplication (a/b < c/d iff a*d < c*b with b, d > 0), never by their text or by floating point: 1/2 equals 2/4, and -3/4 < 5/-6 is false.
         *     6. `min` is the smallest value and `max` the largest. Among equal values the first occurrence in input order is taken, returned in lowest terms (so the choice never changes the output: equal values have one reduced form).
         *     7. Limits: 1 to 10000 values (`max_values`), each part at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
         *     8. Complexity: O(n) BigInt steps in the n ≤ 10000 values: one parse each and at most two comparisons, each by two multiplications of at most 1001-digit numbers; the two results are reduced once each by Euclid.
         */
        post: operations["execute_array_rational_min_max_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/array-rational-sum/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exact sum of a list of rationals given as `{numerator, denominator}` integer strings, returned in lowest terms as `numerator` and `denominator` (denominator positive). The empty list sums to 0/1.
         * @description Rules:
         *     1. Each value is an object `{numerator, denominator}`, both required, no other fields; each part is an integer string matching `^-?(0|[1-9][0-9]*)$`, at most 1001 characters (optional minus, no plus sign, no leading zeros, no spaces, no decimal point or exponent; "-0" reads as 0). Anything else is `invalid_input`, as is an unknown or missing field of the input object.
         *     2. A zero denominator ("0" or "-0") is `division_by_zero`, reported for the first such value in input order with pointer `/values/<index>/denominator`; every value is checked before any arithmetic.
         *     3. A negative denominator is allowed: the sign moves to the numerator (1/-2 is -1/2, -3/-6 is 1/2). Inputs need not be in lowest terms.
         *     4. Output rationals are in lowest terms, with the sign on the numerator and a positive denominator: `numerator` matches `^(0|-?[1-9][0-9]*)$`, `denominator` matches `^[1-9][0-9]*$`; zero is 0/1.
         *     5. The result is the exact sum of all values, reduced; output field names are `numerator` and `denominator`, the same as array-rational-mean.
         *     6. The empty list sums to 0 (`numerator` "0", `denominator` "1").
         *     7. Limit: the least common multiple of the absolute denominators as given (before reduction) has at most 10000 decimal digits (`max_denominator_lcm_digits`), and its digit count times the number of values n is at most 10000000 (`max_lcm_digits_times_values`: with n values it has at most floor(10000000 / n) digits, so 1000 values allow 10000 digits and 10000 values 1000); otherwise `limit_exceeded` with pointer `/values`. The exact sum is computed over that common denominator and reduced once, so the limit does not depend on the order of the values, and every intermediate stays bounded.
         *     8. Limits: at most 10000 values (`max_values`), each part at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`.
         *     9. Complexity: O(n) BigInt steps in the n ≤ 10000 values, and O(n · L · 1001) digit operations at most, where L ≤ min(10000, floor(10000000 / n)) is the number of digits of the denominators' least common multiple (so n · L ≤ 10000000): each value is parsed once, the multiple grows by one gcd per denominator that does not already divide it (the Euclid steps over all of them add up to O(n + L)), each value is scaled to it by one division and one multiplication, and the result is reduced once by Euclid on numbers of O(L + 1005) digits.
         */
        post: operations["execute_array_rational_sum_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/base64-decode/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decodes Base64 or base64url (RFC 4648) to bytes, returned as lowercase hex, as UTF-8 text when they are well-formed UTF-8, and as a byte count. Strict by default; an explicit lenient mode tolerates whitespace, missing padding and non-zero trailing bits.
         * @description Rules:
         *     1. `alphabet` `standard` (default) reads A-Z a-z 0-9 + / (RFC 4648 section 4); `url` reads A-Z a-z 0-9 - _ (section 5). Each symbol carries 6 bits, most significant first; every 4 symbols give 3 bytes, a final 2 or 3 symbols give 1 or 2 bytes.
         *     2. `padding`: `required` (default for `standard`) means a final group of 2 or 3 symbols must be followed by exactly 2 or 1 "="; `optional` (default for `url`, as JWS / RFC 7515 drops it) accepts the group with no "=" or with exactly the right "="; `forbidden` rejects any "=".
         *     3. `mode` `strict` (default) accepts only the canonical encoding of RFC 4648 section 3.5: nothing but alphabet symbols and trailing padding, no whitespace or line breaks. `mode` `lenient` additionally (a) ignores space, tab, CR and LF anywhere, (b) accepts missing padding even when `padding` is `required`, and (c) accepts non-zero unused bits in the last symbol and drops them. Lenient mode never accepts other characters, the other alphabet, a wrong number of "=" or "=" under `forbidden`.
         *     4. The input is checked in this order and the first fault is an `invalid_input` error at /input, whose message starts with the reason and `at offset N` (N counts characters from 0; all characters before it are ASCII, so N is also a byte offset), and whose `extra` carries `reason` and `offset`: (a) scanning left to right, the first character that is "+" or "/" under `url`, or "-" or "_" under `standard`, is `alphabet_mismatch` (this is how mixed alphabets are rejected); any other character that is neither a symbol nor "=" (nor ignored whitespace in lenient mode) is `invalid_character`; a symbol after a "=" is `bad_padding`; (b) a final group of exactly 1 symbol is `bad_length` at that symbol; (c) padding that is forbidden, or a count of "=" other than what the final group needs (2 after 2 symbols, 1 after 3, none after a full group), is `bad_padding` at the first "="; missing padding under `required` in strict mode is `bad_padding` at offset = input length; (d) in strict mode, a last symbol whose unused low bits (4 after 2 symbols, 2 after 3) are not zero is `nonzero_trailing_bits` at that symbol.
         *     5. `hex` is the decoded bytes as lowercase hex (empty for no bytes); `byte_length` their count; `text` their UTF-8 decoding when they are well-formed UTF-8 per RFC 3629 (a leading EF BB BF is kept as U+FEFF), otherwise null.
         *     6. The empty input decodes to zero bytes in every mode (`hex` "", `text` "").
         *     7. Limit: `input` at most 262144 characters (`max_input_chars`; `invalid_input` beyond, by the schema), so at most 196608 bytes are decoded (`max_output_bytes`).
         *     8. Complexity: O(n) in the input's n ≤ 262144 characters: one pass classifies every character (whitespace, symbol, padding), then Node decodes the symbols once; the hex form and the strict UTF-8 check are each one pass over the at most 196608 decoded bytes.
         */
        post: operations["execute_base64_decode_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/base64-encode/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Base64 (RFC 4648) of bytes given as UTF-8 text or hex, in the standard or URL-safe alphabet, with or without padding, optionally wrapped into lines of a fixed width (MIME: 76 with CRLF).
         * @description Rules:
         *     1. The bytes are the UTF-8 encoding of `input` when `input_encoding` is `utf8` (default), with no BOM and no line-ending conversion; when it is `hex` they are the bytes spelled by `input`: an even number of hex digits 0-9, a-f, A-F, nothing else (no separators, no 0x prefix, empty allowed). Malformed hex is `invalid_input` at /input.
         *     2. `alphabet` `standard` (default) uses A-Z a-z 0-9 + / (RFC 4648 section 4); `url` uses A-Z a-z 0-9 - _ (section 5). Every 3 bytes become 4 symbols, most significant bits first; a final 1 or 2 bytes become 2 or 3 symbols with the unused low bits zero.
         *     3. `padding` (default true for both alphabets, as RFC 4648 section 3.2 requires unless a referring specification says otherwise) appends "=" until the symbol count is a multiple of 4; false emits no "=" (the JWS / RFC 7515 style).
         *     4. Without `line_width` the result is one line with no line breaks. With `line_width` (4..1024) the result, padding included, is cut into lines of exactly `line_width` characters, the last line holding the rest; lines are joined by `line_ending`: `crlf` (default, RFC 2045 section 6.8 with width 76) or `lf` (e.g. PEM, RFC 7468, width 64). No line break is added after the last line, and empty input gives the empty string. `line_ending` without `line_width` is `invalid_input`.
         *     5. `byte_length` is the number of input bytes encoded.
         *     6. Limits: `input` at most 262144 characters (`max_input_chars`; `invalid_input` beyond, by the schema); for `utf8` the encoded bytes at most 196608 (`max_input_bytes`; `limit_exceeded` at /input beyond); `line_width` at most 1024 (`max_line_width`, schema); so the unwrapped result is at most 262144 characters.
         *     7. A lone UTF-16 surrogate in `input` has no UTF-8 form and is `invalid_input`.
         *     8. Complexity: O(n) in the input's n ≤ 262144 characters: the UTF-8 length is counted in one pass before any encoding, the at most 196608 bytes are encoded once, and wrapping cuts the at most 262144 symbols into at most 65536 lines of at least 4 symbols.
         */
        post: operations["execute_base64_encode_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/checksum-manifest-verify/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parses a GNU coreutils or BSD-tagged checksum manifest (sha256sum, md5sum, b2sum, with or without --tag, escaped names included) and verifies inline file contents against it: a status per listed name, files the manifest does not list, bad lines with reasons, and counts. No filesystem or network.
         * @description Rules:
         *     1. The manifest is split at LF (U+000A); one CR (U+000D) at the end of a line is removed, also on a last line without LF. A line that is then empty or holds only spaces and tabs is blank: it is skipped and counts toward neither `bad_lines` nor `counts.manifest_lines`. `line` numbers are 1-based physical line numbers, blank lines included. There is no comment syntax: a line starting with `#` is an ordinary line (and so `unparsable_line`).
         *     2. Untagged form (sha256sum, md5sum, b2sum): one or more hex digits (0-9, a-f, A-F), exactly one space, a mode character (space for text, `*` for binary; both read the same), then a name of at least one character running to the end of the line (spaces and parentheses included). Untagged lines use the input `algorithm`; when it is absent the line is bad with `algorithm_required`.
         *     3. Tagged form (`--tag` output): `<TAG> (<name>) = <hex>`. TAG is one or more of A-Z, a-z, 0-9, `-`, `_` directly followed by ` (`; the name runs from there to the LAST `) = ` of the line (so a name may itself contain `) = `), and everything after that must be one or more hex digits, and the name at least one character. TAG must be exactly `MD5`, `SHA1`, `SHA224`, `SHA256`, `SHA384`, `SHA512` or `BLAKE2b` (case-sensitive; `BLAKE2b` is BLAKE2b-512, as `b2sum --tag` writes it); any other tag, such as `sha256`, `SHA3-256` or `BLAKE2b-512`, is bad with `unknown_algorithm_tag`. As in coreutils, the tag decides a tagged line's algorithm and the input `algorithm` applies to untagged lines only, so one manifest may mix algorithms. A line of neither form is `unparsable_line`.
         *     4. The digest must have exactly two hex digits per digest byte: md5 32, sha1 40, sha224 56, sha256 64, sha384 96, sha512 128, blake2b-512 128; any other length (odd lengths included) is bad with `digest_wrong_length_for_algorithm`, and such a line yields no `results` row.
         *     5. A line that starts with a backslash has an escaped name, in both forms (`\<hex> <mode><escaped-name>` and `\<TAG> (<escaped-name>) = <hex>`); the rest of the line is parsed as in rules 2 and 3. The name is decoded left to right in one pass: `\\` becomes one backslash, `\n` becomes LF, `\r` becomes CR. Any other escape, or a trailing lone backslash, makes the line `unparsable_line`. Without the leading backslash the name is taken verbatim, backslashes included.
         *     6. Each bad line is reported once, with its first fault in this order: `unparsable_line` (form or escape), then `algorithm_required` or `unknown_algorithm_tag`, then `digest_wrong_length_for_algorithm`, then `duplicate_filename`. A line without the first three faults is a good line. `bad_lines` is in ascending `line` order.
         *     7. A good line whose decoded name equals (exact UTF-16 code units) the name of an earlier good line is bad with `duplicate_filename`; the earlier line stays effective whatever the later line's digest or algorithm. Names on other bad lines are never registered, so they neither cause later duplicates nor count as listed.
         *     8. `results` has one row per effective good line, in manifest order (first appearance of each distinct name). The name is looked up in `files` by exact string equality: no Unicode normalization, case folding or path normalization (`./a` and `a` differ). Absent gives `missing`. Present: the content is decoded per `content_encoding` (default `utf8`: the UTF-8 bytes of the string; `hex`: pairs of digits in either case; `base64`: RFC 4648 section 4 with padding; `base64url`: section 5, padding optional; no whitespace anywhere), hashed with the line's algorithm and compared with the digest bytes (hex digits in either case) in constant time: `ok` when equal, else `mismatch`.
         *     9. `unlisted_files` lists, in `files` order, the names of files that no effective good line names; it does not affect `valid`.
         *     10. `counts`: `manifest_lines` = non-blank lines; `checked` = rows in `results` (`ok` + `mismatch` + `missing`); `ok`, `mismatch`, `missing` = rows with that status; `unlisted` = items of `unlisted_files`; `bad_lines` = items of `bad_lines`.
         *     11. `valid` is true only when `counts.checked` is at least 1, every result is `ok` and `bad_lines` is empty. An empty or blank-only manifest gives a normal response with `valid` false and all counts 0 (except `unlisted`).
         *     12. Bad manifest lines never raise errors. `invalid_input` is for boundary errors only: a field of the wrong type, an unknown field, a missing `manifest` or `files`, `algorithm` or `content_encoding` outside its enum, a `files` item without `name` or `content`, an empty or over-long name, more than 100 files (max_files, enforced by the schema), a `files` name equal to an earlier item's name (pointer `/files/<i>/name` of the later item), a content that is not valid in its encoding (pointer `/files/<i>/content`; every file is decoded, listed in the manifest or not), a manifest over 131072 characters (schema), and a lone UTF-16 surrogate in any string.
         *     13. Limits, checked in this order before any parsing or hashing, each `limit_exceeded`: the manifest's UTF-8 length at most 65536 bytes (max_manifest_bytes, pointer `/manifest`); at most 1000 physical lines, blank ones included, where a final LF does not start another line (max_manifest_lines, pointer `/manifest`); the decoded contents of all files together at most 262144 bytes (max_total_file_bytes, pointer `/files`), measured from the texts before decoding (utf8: UTF-8 length; hex: characters / 2; base64 and base64url: 3/4 of the characters after trailing `=`, rounded down; exact for well-formed texts). Then names are checked for repeats and contents decoded (rule 12), in `files` order.
         *     14. Complexity: O(m + f) in the manifest's m ≤ 65536 UTF-8 bytes (≤ 1000 lines) and the f ≤ 262144 decoded file bytes: the limits are checked first (the byte total stops at the first file that passes it), each line is parsed in one pass plus one lastIndexOf, names are looked up in hash maps, and each distinct listed file is hashed once (a repeated name is a bad line, never hashed again).
         */
        post: operations["execute_checksum_manifest_verify_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/crc32/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CRC-32 checksum of bytes given as UTF-8 text or hex, under any of the twelve width-32 algorithms of the CRC RevEng catalogue (CRC-32/ISO-HDLC as in zip and PNG, CRC-32C, BZIP2, MPEG-2, CKSUM, ...), as 8 lowercase hex digits and as an unsigned integer. For error detection only, not for security.
         * @description Rules:
         *     1. The bytes are the UTF-8 encoding of `input` when `input_encoding` is `utf8` (default; no BOM, no line-ending conversion), or the bytes spelled by `input` when it is `hex` (an even number of digits 0-9 a-f A-F, nothing else, empty allowed; malformed hex is `invalid_input` at /input).
         *     2. `variant` (default `CRC-32/ISO-HDLC`) names a catalogue entry by its canonical name or one of the catalogue's aliases: CRC-32, CRC-32/ADCCP, CRC-32/V-42, CRC-32/XZ, PKZIP -> CRC-32/ISO-HDLC; CRC-32C, CRC-32/BASE91-C, CRC-32/CASTAGNOLI, CRC-32/INTERLAKEN -> CRC-32/ISCSI; CRC-32D -> CRC-32/BASE91-D; CRC-32Q -> CRC-32/AIXM; CRC-32/AAL5, CRC-32/DECT-B, B-CRC-32 -> CRC-32/BZIP2; CRC-32/POSIX -> CRC-32/CKSUM; JAMCRC -> CRC-32/JAMCRC; XFER -> CRC-32/XFER. Names are matched exactly (case-sensitive); the output `variant` is always the canonical name.
         *     3. Parameters (Rocksoft model, width 32; poly, init, xorout in hex; check = CRC of the 9 ASCII bytes "123456789"): AIXM 814141ab, init 0, refin/refout false, xorout 0, check 3010bf7f; AUTOSAR f4acfb13, ffffffff, true, ffffffff, 1697d06a; BASE91-D a833982b, ffffffff, true, ffffffff, 87315576; BZIP2 04c11db7, ffffffff, false, ffffffff, fc891918; CD-ROM-EDC 8001801b, 0, true, 0, 6ec2edc4; CKSUM 04c11db7, 0, false, ffffffff, 765e7680; ISCSI 1edc6f41, ffffffff, true, ffffffff, e3069283; ISO-HDLC 04c11db7, ffffffff, true, ffffffff, cbf43926; JAMCRC 04c11db7, ffffffff, true, 0, 340bc6d9; MEF 741b8cd7, ffffffff, true, 0, d2c22f51; MPEG-2 04c11db7, ffffffff, false, 0, 0376e6e7; XFER 000000af, 0, false, 0, bd0be338.
         *     4. Algorithm: the 32-bit register starts at init; each byte (bit-reversed first when refin) is fed most significant bit first, shifting the register left and XOR-ing poly whenever the bit shifted out differs from the data bit; the final register is bit-reversed when refout, then XOR-ed with xorout. No length is appended (CRC-32/CKSUM here is the catalogue CRC, not the output of the cksum utility, which also feeds the length).
         *     5. `hex` is the value as exactly 8 lowercase hex digits, zero-padded; `value` is the same number as an integer 0..4294967295; `byte_length` is the number of bytes checksummed; `parameters` echoes the variant's rule 3 row (`width` 32, `poly`, `init`, `xorout`, `check` as 8 lowercase hex digits, `refin`, `refout` booleans).
         *     6. Limit: `input` at most 262144 characters (`max_input_chars`; `invalid_input` beyond, by the schema). A lone UTF-16 surrogate under `utf8` is `invalid_input`. An unknown variant name is `invalid_input`.
         *     7. Complexity: O(b) in the b input bytes (b ≤ 3·262144 = 786432 for UTF-8 text, ≤ 131072 for hex): one table lookup per byte; the tables of the 256 entries per variant are built once when the module loads.
         */
        post: operations["execute_crc32_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-column-rename/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames header columns of a CSV table by an old -> new name map and writes the result as CSV. Data rows are untouched; a rename that would give two columns the same name is rejected.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote. Renaming needs a header: `dialect.header` false is `invalid_input` at /dialect/header.
         *     2. `renames` maps an existing header name (exact, case-sensitive) to its new name (1 to 4096 characters). An old name the header lacks, or holds more than once, is `invalid_input` at /renames/<old name> (the first such in code point order of the old names). Names are not trimmed.
         *     3. All renames apply at once, so names can be swapped (a -> b with b -> a). After renaming, a renamed column whose new name equals the name of any other column (kept or renamed) is `collision` at /renames/<old name>, checked in code point order of the old names; the message names the other column. Renaming a column to its own name is allowed. Repeated names among columns that are not renamed are left as they are.
         *     4. The output is the input table with the new header: column order, data records and cell values unchanged. Output per RFC 4180 under `dialect`: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     5. `renamed_count` is the number of entries in `renames`.
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 10000 renames (schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     7. Complexity: O(n + m log m) for m ≤ 10000 renames: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the old names are sorted once (code point order) and resolved through one Map of the header, and collisions are found with one Map of the new header; rows are written unchanged, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_column_rename_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-column-select/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps only the named columns of a CSV table, in the order given, and writes the result as CSV. Columns are chosen by exact header name (or 1-based position without a header); unknown names are errors.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. Each entry of `columns` names a column: with `header` true (default) by exact header name (case-sensitive, code point by code point, no trimming), with `header` false by 1-based position written "1", "2", .... A name the header lacks, a name the header holds more than once, or a position out of range is `invalid_input` at /columns/<i>; naming one column twice is `invalid_input` at the second. Selection is by name, never by a guessed position.
         *     3. The output has exactly the chosen columns in the order of `columns` (the header too, when there is one), every data record in input order, cell values unchanged.
         *     4. Output per RFC 4180 under `dialect`: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     5. `row_count` is the number of data records, `column_count` the number of columns written.
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 10000 entries in `columns` (schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     7. Complexity: O(n + s) for s ≤ 10000 selected names: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); names resolve through one Map of the header, and every row is copied once (at most its own cells per selected column, a column never named twice); writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_column_select_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-column-split/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Splits one CSV column into several new columns at a literal separator. Too few parts are padded with empty cells; too many are an error or kept joined in the last part, as declared.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. `column` names the source column by exact header name, or with `header` false by 1-based position ("1", "2", ...); unknown or ambiguous (held twice by the header) is `invalid_input` at /column.
         *     3. Each cell is split at every occurrence of `separator` (literal text, 1 to 100 characters, case-sensitive), left to right, non-overlapping; a cell without the separator, the empty cell included, is one part. With n = the number of `into` names: fewer than n parts are padded with empty cells at the end; more than n parts are `invalid_input` at /csv naming the row and line when `overflow` is `error` (default), and with `rest_in_last` the first n - 1 parts are kept and the last column gets the rest of the cell joined back with the separator (the cell's remaining text, unchanged).
         *     4. The n new columns replace the source column at its place; with `keep_original` true the source column stays and the new ones follow it. With a header they are named by `into`; a name equal to a remaining column or to an earlier `into` name is `collision` at /into/<i>. Without a header the names in `into` only set n. Other columns and all data records keep their order and values.
         *     5. Output per RFC 4180 under `dialect`: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty. `row_count` is the number of data records; `overflow_rows` the number of rows whose cell had more than n parts (0 unless `rest_in_last`).
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 10000 `into` names (schema); a result wider than 10000 columns is `limit_exceeded` at /into; a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     7. Complexity: O(n + r·p) for p ≤ 10000 new columns over r rows, bounded before building: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); r records of the widened width that could not fit in `max_output_chars` even empty are refused before any cell is split; each cell is split once (linear in it), padded or re-joined once; writing is linear, refused at the limit while writing.
         */
        post: operations["execute_csv_column_split_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-column-stats/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Profiles the columns of a CSV table: per column the inferred type, non-empty count, empty count, distinct count, typed minimum and maximum, and for numeric columns the exact sum. A column is numeric only if every non-empty cell parses as a number.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. With `header` true (default) empty or duplicate header names are `invalid_input`; with `header` false every record is data and columns are named "1", "2", ...
         *     2. `columns`, when given, selects and orders the profiled columns (distinct names; unknown or repeated is `invalid_input` at /columns/<k>); by default every column in header order. `columns` in the output follows that order.
         *     3. A cell is empty when it is zero-length (" " is not empty). `count` is the number of non-empty cells, `empty_count` of empty ones (their sum is `rows`), `distinct_count` the number of distinct non-empty cells compared exactly (code point by code point).
         *     4. `type` is the first of integer, decimal, boolean, date, string whose grammar every non-empty cell matches, or `empty` when the column has no non-empty cell. Grammars (as csv-schema-infer): integer `-?(0|[1-9][0-9]*)`; decimal `-?(0|[1-9][0-9]*)(\.[0-9]+)?` (every integer is a decimal); boolean `true` or `false`, lowercase; date `YYYY-MM-DD`, a real day of the proleptic Gregorian calendar. Numbers longer than 1000 characters (`max_numeric_cell_chars`) are strings. "007", "+1", "1e3", "1,000" and " 1" are strings, so one such cell makes the whole column a string column.
         *     5. `min` and `max` compare by the column's type: integer and decimal by exact value, boolean false < true, date chronologically, string by Unicode code point. They are the first such cell as written ("1.50" stays "1.50"); null for an `empty` column.
         *     6. `sum` is present as a string only for integer and decimal columns: the exact sum of the non-empty cells with as many fraction digits as the longest fraction summed (never "-0"); null for every other type.
         *     7. Limits: input at most 262144 characters (schema); at most 10000 columns per record (`max_columns`, `limit_exceeded`). Work is linear in the number of cells.
         *     8. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); per column every non-empty cell is checked against at most five grammars (integer, decimal, boolean, date, string, narrowest first), compared with the running min and max, and, for a numeric column, parsed and added once at its own scale (rescaled once per distinct scale at the end); numeric cells are at most 1000 characters (`max_numeric_cell_chars`) and compare in time linear in their length; distinct values are counted with one Set.
         */
        post: operations["execute_csv_column_stats_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-columns-combine/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joins several CSV columns into one new column with a separator, in the order the columns are named. Empty cells stay as empty parts unless skip_empty is set.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. `columns` names the source columns by exact header name, or with `header` false by 1-based position ("1", "2", ...); an unknown or ambiguous name (held twice by the header) is `invalid_input` at /columns/<i>, a column named twice is `invalid_input` at the second.
         *     3. The new cell is the source cells in the order of `columns` joined with `separator` (literal, 0 to 100 characters). Empty cells are parts like any other ("a", "", "c" with " " gives "a  c"); with `skip_empty` true empty cells are left out first (all empty gives "").
         *     4. Without `keep_originals` (default false) the source columns are removed and the new column takes the place of the leftmost source column; with `keep_originals` true every column stays and the new column is appended last. With a header it is named `into`; a name equal to a remaining column is `collision` at /into. Without a header `into` is not written. Data records keep their order.
         *     5. Output per RFC 4180 under `dialect`: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty. `row_count` is the number of data records.
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 10000 source columns (schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     7. Complexity: O(n + r·s) for s ≤ 10000 sources over r rows (r·s at most the cells): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); each new cell's length is added up before it is joined, so a combination that would pass `max_output_chars` is refused before its text is built; writing is linear, refused at the limit while writing.
         */
        post: operations["execute_csv_columns_combine_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-compare/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compares two CSV texts cell by cell by position (record, field) after parsing, so differences in quoting, line endings or a BOM do not count. Returns an equal flag and the differing cells with both values, null where one side has no such cell.
         * @description Rules:
         *     1. `left` and `right` are parsed with the one declared `dialect` (RFC 4180 as in csv-parse: quoted fields, "" as one quote, CRLF, LF or lone CR ending a record, one leading BOM dropped, a final line break adding no record). A CSV fault, including a record whose field count differs from the first record's, is `invalid_input` at /left or /right.
         *     2. Every record is compared, the header record included (it is record 1), by position: cell (record r, field f) of `left` against the same position of `right`. Two cells are equal when their parsed values are the same string, code point by code point; how a cell was quoted and which line ending ended it do not matter ("a" and a are equal, "1.0" and 1 differ).
         *     3. Where a position exists on one side only (one text has more records, or wider records), each such cell is a difference with null on the missing side.
         *     4. `differences` lists differing cells in record order, then field order (`record` and `field` are 1-based), at most `max_differences` (default 1000, 1 to 100000); `difference_count` counts them all and `truncated` is true when some were left out.
         *     5. With `header` true (default) each difference also carries `column`: the left header's name at that field, else the right header's, else null. With `header` false `column` is absent.
         *     6. `equal` is true exactly when `difference_count` is 0. `left_records` and `right_records` count records, header included.
         *     7. Limits: each input at most 262144 characters (schema), at most 10000 fields per record (`max_columns`, `limit_exceeded`), at most 100000 listed differences (`max_differences`), and the listed differences at most 262144 UTF-8 bytes as compact JSON (`max_output_bytes`, measured as each is found: `limit_exceeded` at /max_differences at the first that would pass it). The comparison is linear in the number of cells.
         *     8. Complexity: O(n + m) in the characters of the two texts: each is read in one pass, every position compared once, and each listed difference measured as it is found (a column name once per field) and refused at `max_output_bytes`, so a name repeated by many differences costs no more than the limit.
         */
        post: operations["execute_csv_compare_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-concat/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stacks several CSV tables into one. The output header is the union of the input headers in first-seen order; a table that lacks a column gets empty cells there, so tables whose columns come in different orders never misalign. Optionally adds a column naming each row's source table.
         * @description Rules:
         *     1. Each item of `tables` (1 to 64) is read with the one declared `dialect` (RFC 4180 as in csv-parse: strict quoting, all records of one table the same field count); a CSV fault is `invalid_input` at /tables/<k> with line and column.
         *     2. With `header` true (default) each table's first record is its header; an empty or duplicate name within one header is `invalid_input` at /tables/<k>. The output header is the union of all names in first-seen order (table 0's names in its order, then each new name of table 1 in its order, ...). Names match exactly (case- and space-sensitive: "Name" and "name " are two columns).
         *     3. Data rows are written table by table in `tables` order, rows in input order; each cell goes to the output column of its name, and columns the table lacks are empty cells. An empty text or a header-only table adds its names but no rows.
         *     4. With `header` false tables are stacked by position with no header; every table that has records must have the same field count, else `invalid_input` at /tables/<k>. Output `columns` are then "1", "2", ...
         *     5. `source_column`, when given, is appended as the last column and holds, on each row, the 0-based index of its table in `tables` ("0", "1", ...); a name already used by an input header is `invalid_input` at /source_column.
         *     6. Output: `csv` per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty. `columns` the output column names in order (the header, `source_column` included); `rows` the number of data rows; `rows_per_table` the data rows read from each table, in `tables` order.
         *     7. Limits: at most 64 tables (`max_tables`, schema: `invalid_input`); each at most 262144 characters; at most 10000 output columns (`max_columns`) and 262144 output characters (`max_output_chars`), checked before the rows are built (rows times columns counts the delimiters alone), `limit_exceeded` at /tables.
         *     8. Complexity: O(N + r·w) for the N characters of all tables, r output rows and w output columns, with r·w ≤ 262144 checked before any row is built: every table is read in one pass (each at most 262144 characters; a request carries at most 256 KiB in all), the union of names is one Map pass over the headers, and every cell is placed once; writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_concat_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-dedupe/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes duplicate data rows of a CSV table, judged on key columns (default: every column), keeping the first or last occurrence; returns the deduplicated CSV and the removed row numbers. Key equality is exact unless trim or ignore_case is set.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote. The header is never a duplicate of a data row.
         *     2. `columns` names the key columns by exact header name, or with `header` false by 1-based position ("1", "2", ...); unknown or ambiguous (held twice by the header) is `invalid_input` at /columns/<i>, a column named twice is `invalid_input` at the second. Without `columns` the key is the whole row.
         *     3. Two rows are duplicates when every key cell is equal, code point by code point. `trim` true first removes leading and trailing spaces and tabs (U+0020, U+0009 only); `ignore_case` true compares after Unicode full uppercase then full lowercase mapping, locale-independent ("ß" equals "SS"). Empty cells are ordinary values (two empty keys are equal). Cells are compared only; the kept row is written unchanged.
         *     4. Of each group of duplicates one row is kept: the first in input order (`keep` `first`, default) or the last (`last`). Kept rows stay at their own positions, in input order. `removed_rows` lists the 1-based data row numbers (header excluded) of the removed rows, ascending; `kept_count` and `removed_count` count both kinds.
         *     5. Output per RFC 4180 under `dialect`, header first when there is one: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 10000 key columns (schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     7. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every row's key cells are normalised (trim and case mapping linear in the cell) and joined into one Map key; writing is linear in the output, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_dedupe_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-dialect-convert/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-writes CSV text from one dialect to another (delimiter, quote, line ending, BOM). Every cell value stays the same code point for code point; quoting is recomputed minimally for the target.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under `source` (delimiter default ",", quote default '"', never sniffed): a field starting with the quote is quoted, may hold delimiters and line breaks, and a doubled quote inside it is one quote. One leading U+FEFF is dropped; CRLF, LF and a lone CR each end a record; a line break after the last record adds no record; a blank line is a record of one empty field. Every record is converted, the first one included; there is no header handling.
         *     2. Strict: a record whose field count differs from the first record's, an unterminated quoted field, a quote inside an unquoted field or text after a closing quote is `invalid_input` at /csv with line and column; nothing is repaired. `delimiter` equal to `quote` is `invalid_input` at /source/quote or /target/quote.
         *     3. Output under `target` (delimiter default ",", quote default '"', line_ending default crlf, bom default false): cell values unchanged, line breaks inside cells included (a CRLF inside a cell stays CRLF whatever the target line ending). A field is quoted only when it holds the target delimiter, the target quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF. Every record, the last included, ends with `line_ending`; `bom` true writes U+FEFF first, except that a text with no record is empty (an empty input gives the empty text, with `bom` or without), as every CSV writer of the catalog does.
         *     4. `record_count` is the number of records converted.
         *     5. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     6. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every field is written once, quoted and its quotes doubled in time linear in it; a record whose fields alone pass `max_output_chars` is refused before its text is built, and the text is refused at the limit while writing.
         */
        post: operations["execute_csv_dialect_convert_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-fill-down/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fills empty cells of chosen CSV columns with the nearest non-empty cell above them (forward fill), as needed after exporting grouped reports. Empty means zero-length unless whitespace_is_empty is set; empty cells before the first value stay empty.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. With `header` true (default) the header is kept and never filled, and empty or duplicate header names are `invalid_input`; with `header` false columns are named "1", "2", ...
         *     2. `columns` (1 to 10000 distinct names) are the columns to fill; unknown or repeated names are `invalid_input` at /columns/<k>. Other columns are unchanged.
         *     3. Going down each listed column in row order, an empty cell is replaced by the nearest non-empty cell above it in the same column, as written (the original value, never a value that was itself filled in, which is the same text). Empty cells above the column's first non-empty cell stay as they are.
         *     4. A cell is empty when it is zero-length. With `whitespace_is_empty` (default false) a cell made only of spaces (U+0020), tabs, CR and LF is empty too (it is replaced, and is never used as a fill value); other space characters such as U+00A0 are content.
         *     5. `filled_cells` counts the replaced cells. Output `csv` per RFC 4180 in the dialect, cell values unchanged except filled cells: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     6. Limits: input at most 262144 characters (schema); at most 10000 fields per record (`max_columns`) and 262144 output characters (`max_output_chars`), `limit_exceeded` at /csv. Work is linear in the number of cells.
         *     7. Complexity: O(n + c·r) with c·r the cells of the named columns (at most the table's cells): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every row is copied once and each named column walked once; writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_fill_down_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-filter/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps the CSV data rows that satisfy typed predicates (column, operator, value, comparison type) and returns them as CSV with their original row numbers. Comparisons are typed: "10" < "9" as strings, 10 > 9 as integers, decimals compared exactly.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. Each predicate in `where` has `column` (exact header name, or with `header` false the 1-based position "1", "2", ...; unknown or ambiguous is `invalid_input` at /where/<i>/column), `op`, `type` (default `string`) and `value`. `eq`, `ne`, `lt`, `le`, `gt`, `ge`, `contains`, `starts_with`, `ends_with` need `value`; `is_empty` and `not_empty` take none; otherwise `invalid_input` at /where/<i>/value. `contains`, `starts_with` and `ends_with` work on type `string` only (else `invalid_input` at /where/<i>/op).
         *     3. Types and their grammar: `string` (any text, compared code point by code point, case-sensitive, no trimming), `integer` -?(0|[1-9][0-9]*), `decimal` -?(0|[1-9][0-9]*)(.[0-9]+)? (compared exactly by value: "1.50" eq "1.5", "-0" eq "0"), `boolean` true|false lowercase (false < true), `date` YYYY-MM-DD naming a real day (compared chronologically). Numeric text over 1000 characters (`max_numeric_cell_chars`) is not a number. For an ordered operator the `value` must match the type, else `invalid_input` at /where/<i>/value.
         *     4. For a typed (non-string) ordered predicate, an empty cell has no value and satisfies no operator, `ne` included (as SQL NULL). A non-empty cell that does not match the type is `invalid_input` at /csv naming row, line and column when `on_mismatch` is `error` (default); with `no_match` the predicate is false for that cell. Every predicate is evaluated on every row, so such a fault is found whatever `match` is. `is_empty` is true for the cell "" only; `not_empty` for any other cell.
         *     5. A row is kept when all predicates hold (`match` `all`, default) or when at least one holds (`any`). Kept rows stay in input order; `row_numbers` are their 1-based data row numbers (header excluded), ascending; `matched_count` their number; `row_count` the number of data rows read.
         *     6. Output per RFC 4180 under `dialect`, header first when there is one: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     7. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 100 predicates (`max_predicates`, schema); `value` at most 4096 characters (schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     8. Complexity: O(n + p·r) for p ≤ 100 predicates over r ≤ 131072 rows: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every predicate is evaluated on every row (no short-circuit, rule 5), each in time linear in its cell and value (numeric cells at most 1000 characters, `contains` by the engine's linear string search); writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_filter_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-formula-escape/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Neutralizes spreadsheet formula injection in a CSV: every cell that starts with =, +, -, @, tab or carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it. Plain signed numbers such as -12.5 are left alone only if numeric_exempt is set.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse: quoted fields, "" as one quote, CRLF, LF or lone CR ending a record, one leading BOM dropped); a CSV fault, including a ragged record, is `invalid_input` at /csv. Every record is processed alike, the header record included (header names reach the spreadsheet too), so the `header` flag does not change the result.
         *     2. A cell is escaped when its first character is one of = + - @ U+0009 (tab) U+000D (carriage return), the set named by the OWASP CSV Injection guidance: a single apostrophe (') is put before it and nothing else changes. Other cells, the empty cell and cells already starting with an apostrophe are unchanged, so escaping twice is the same as escaping once.
         *     3. With `numeric_exempt` (default false) a cell that is a plain signed number, matching `^[+-][0-9]+(\.[0-9]+)?$` ("-12", "+3.50"), is not escaped; "-1e5", "-1,000" and "- 1" are still escaped.
         *     4. Only the first character counts: a formula character later in the cell ("a=b", " =1") is not escaped.
         *     5. `escaped_cells` counts the escaped cells. Output `csv` per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     6. Limits: input at most 262144 characters (schema); at most 10000 fields per record (`max_columns`) and 262144 output characters (`max_output_chars`), `limit_exceeded` at /csv.
         *     7. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); each cell is tested once by its first character (and, with `numeric_exempt`, one linear pattern); writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_formula_escape_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes an array of flat JSON objects as CSV text (RFC 4180) in a declared column order or the first-seen key order, quoting only the fields that need it; missing keys give empty cells and unexpected keys are an error unless ignored.
         * @description Rules:
         *     1. `rows` is an array of flat objects whose values are strings, numbers, booleans or null (schema; nested arrays and objects are `invalid_input`). The cell text is: a string as it is; null as the empty cell; true / false as "true" / "false"; a number in ECMAScript's shortest round-trip form (JSON.stringify: 2.5 -> "2.5", 1.0 -> "1", 1e21 -> "1e+21", -0 -> "0"). Send numbers as strings to keep their exact text.
         *     2. Columns: `columns` when given (names distinct, else `invalid_input` at /columns/<i>); otherwise the union of the rows' keys in first-seen order (row by row, each object's keys in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs)). Output `columns` repeats the order used.
         *     3. A key missing from a row gives an empty cell. A key not among `columns` is `invalid_input` at /rows/<i>/<key> unless `extra_keys` is `ignore` (default `error`), so a misspelt key never loses data silently. Rows that are non-empty but have no key at all (no column to write) are `invalid_input` at /rows.
         *     4. Output per RFC 4180 under `dialect`: with `header` true (default) the first record is the column names; one record per row in input order; a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty (so no rows and no columns give the empty text, with `bom` or without). `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     5. Limits: at most 100000 rows (`max_rows`, schema), 10000 columns (`max_columns`: `columns` by schema; a union of row keys wider than that is `limit_exceeded` at /rows), names in `columns` of at most 4096 characters (schema); output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /rows.
         *     6. Complexity: O(r·c) for r ≤ 100000 rows and c ≤ 10000 columns, with r·c bounded before building: the union of keys is one Set pass over every row's keys (at most the input's members), its width is checked against `max_columns`, and r records of c cells that could not fit in `max_output_chars` even empty are refused before any cell is built; writing is linear, refused at the limit while writing.
         */
        post: operations["execute_csv_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-group-aggregate/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Groups CSV rows by one or more columns and computes count, sum, mean, min and max per group, one output row per group in first-seen order. Sums and means are exact decimals (no floating point); empty cells are left out; a non-numeric cell in a numeric aggregate is an error naming its row and column.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. With `header` true (default) empty or duplicate header names are `invalid_input`; with `header` false columns are named "1", "2", ... and no header is written.
         *     2. `group_by` (0 to 64 distinct columns) defines the group key: the tuple of those cells, compared exactly (code point by code point; "a" != "A", "1" != "1.0"; the empty cell is a key value of its own). Groups are output in order of their first row. With no `group_by`, the whole table is one group, and that one output row exists even when the table has no data rows (like SQL without GROUP BY).
         *     3. Each aggregation is `{function, column, name}`; an unknown column is `invalid_input` at /aggregations/<k>/column. `count` without `column` counts the group's rows; `count` with `column` counts its non-empty cells. `sum`, `mean`, `min` and `max` need a `column` (`invalid_input` otherwise) and skip empty (zero-length) cells.
         *     4. Numeric cells follow the decimal grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 1000 characters (`max_numeric_cell_chars`): no plus sign, exponent, leading zeros ("007"), thousands separators or spaces. A non-empty cell outside it in a `sum`, `mean`, `min` or `max` column is `invalid_input` with pointers /csv and /aggregations/<k>, a message naming the data row (1-based, header excluded), its line and the column, and `extra` {row, column}.
         *     5. `sum` is exact, written with as many fraction digits as the longest fraction summed ("1.50" + "2" = "3.50", "0.1" + "0.2" = "0.3"), never "-0". `mean` is the exact sum divided by the number of numeric cells, rounded to `mean_scale` fraction digits (default 6, 0 to 100) with `rounding` (default half_even; also half_up, half_down, up, down, ceiling, floor: half_up/half_down round ties away from/toward zero), always written with exactly `mean_scale` fraction digits. `min` and `max` compare exactly by value and return the first such cell as written ("1.50" stays "1.50").
         *     6. A `sum`, `mean`, `min` or `max` over no numeric cell (all cells empty) is the empty cell, as SQL gives NULL; `count` is then "0".
         *     7. Output columns: the `group_by` columns in the given order (each group's key cells as written), then one column per aggregation in the given order, named `name` or by default "count" for a row count and <function>_<column> otherwise ("sum_amount"). With a header, two equal output names are `collision` at the later one's place. `columns` lists the output names; `groups` counts output rows.
         *     8. Output CSV per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     9. Limits: input at most 262144 characters (schema); at most 64 group columns and 32 aggregations (schema, `invalid_input`); at most 10000 columns per record (`max_columns`) and 262144 output characters (`max_output_chars`), `limit_exceeded`. Grouping is by hash of the key tuple; work is linear in rows times aggregations.
         *     10. Complexity: O(n + a·r) for a ≤ 32 aggregations over r rows: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); rows are grouped by one Map key per row (its key cells joined, linear in them); each aggregation walks its group's rows once, every cell parsed at most once per column (a shared cache); sums add each cell at its own scale (BigInt additions of at most 1000-digit cells) and rescale once per distinct scale, means divide once per group at `mean_scale` ≤ 100, and min and max compare digit strings, never rescaled BigInts; each output record is counted as it is built and refused at `max_output_chars`.
         */
        post: operations["execute_csv_group_aggregate_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-join/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joins two CSV tables on one or more key column pairs (inner, left, right or full outer join) and returns the joined CSV: every left column, then the right columns other than its key columns. Many-to-many keys yield every pair; rows come in left order, then unmatched right rows.
         * @description Rules:
         *     1. `left` and `right` are read with the one declared `dialect` (RFC 4180 as in csv-parse: strict quoting, all records the same field count); any CSV fault is `invalid_input` at /left or /right with line and column. With `header` true (default) the first record of each is its header; empty or duplicate header names are `invalid_input`. With `header` false columns are named "1", "2", ... by position and the output has no header.
         *     2. `on` lists 1 to 16 key pairs `{left, right}`, column names of each table; an unknown name is `invalid_input` at /on/<k>/left or /on/<k>/right; a column used twice on the same side is `invalid_input`.
         *     3. Two rows match when for every pair the key cells are equal. Equality is exact (code point by code point; "01" != "1", "a" != "A"). `match.trim` first removes leading and trailing spaces and tabs (only U+0020 and U+0009); `match.ignore_case` maps both cells with Unicode full uppercase then full lowercase (locale-independent, so "ß" equals "SS"). Empty key cells are ordinary values: an empty key matches an empty key (unlike SQL NULL).
         *     4. Output columns: every left column in left order, then every right column that is not a right key column, in right order. The key columns appear once, as the left key columns (like SQL JOIN ... USING).
         *     5. Output rows: for each left row in left order, one row per matching right row in right order (so a key present m times on the left and n times on the right gives m*n rows); a left row with no match is written once with empty right cells for `left` and `full` joins and dropped for `inner` and `right`. Then, for `right` and `full` joins, each right row that matched no left row, in right order, with empty left cells except the left key columns, which take the right row's key cells as written.
         *     6. With a header, a right column whose name equals a left column name (or an earlier output name) is renamed name + `right_suffix`; when no suffix is given (default "") or the suffixed name is still taken, the error is `collision` at /right.
         *     7. `rows` is the number of output data rows; `matched_rows` the number of (left, right) pairs; `left_unmatched_rows` and `right_unmatched_rows` count rows of each input that matched nothing, whatever the join type.
         *     8. Output CSV per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     9. Matching uses a hash of the key tuple (linear time). Limits, checked before the output is built: at most 100000 output rows (`max_output_rows`) and 262144 output characters (`max_output_chars`), both `limit_exceeded` at /on; at most 10000 columns per record (`max_columns`, `limit_exceeded`); each input at most 262144 characters (schema).
         *     10. Complexity: O(n + m + p) in the n and m characters of the two tables and the p ≤ 100000 output rows (`max_output_rows`): each right row is indexed once by its key (one Map key per tuple of normalised cells, normalising linear in the cell) and each left row looks its key up once; pairs are counted as they are found and stop at the first row past `max_output_rows` or `max_output_chars`, before any row is built, so many-to-many keys cost no more than the limit; writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_join_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-key-check/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks whether key columns of a CSV table form a unique, non-empty key, listing the duplicate groups and the rows with an empty key cell by row number. A non-unique key is an answer, not an error.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. `columns` names the key columns by exact header name, or with `header` false by 1-based position ("1", "2", ...); unknown or ambiguous (held twice by the header) is `invalid_input` at /columns/<i>, a column named twice is `invalid_input` at the second.
         *     3. Keys are compared exactly, cell by cell, code point by code point: no trimming, no case folding, no numeric reading ("1" and "01" differ). A duplicate group is two or more rows with equal keys; empty cells are compared like any value, so rows with equal empty keys also form a group.
         *     4. `duplicate_groups` lists each group in order of its first row, with `key` (the key cells, in the order of `columns`) and `rows` (1-based data row numbers, header excluded, ascending). `empty_key_rows` lists, ascending, the rows where at least one key cell is "".
         *     5. `unique` is true when there is no duplicate group; `is_key` is true when `unique` and no row has an empty key cell (the rule of a SQL primary key). `row_count` is the number of data rows; a table without rows is a key.
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 10000 key columns (schema); a record of more than 10000 fields is `limit_exceeded` at /csv (`max_columns`).
         *     7. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every row's key cells are joined into one Map key (linear in the cells) and grouped by one hash lookup; empty key cells are found in the same pass.
         */
        post: operations["execute_csv_key_check_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-parse/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parses CSV text under a declared dialect (delimiter, quote, header flag) into the header and the data rows as arrays of strings, strictly per RFC 4180, with the line each row starts on.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect`, never sniffed: fields are separated by `delimiter` (default ",", one character, not CR or LF). A field that starts with `quote` (default '"') is quoted: it ends at the next single quote character, may hold delimiters and line breaks, and a doubled quote inside it stands for one quote character (RFC 4180 section 2 rules 5-7). A quote character anywhere else, and text between a closing quote and the next delimiter or line break, are errors (rule 5). `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. Records: CRLF, LF and a lone CR each end a record (RFC 4180 writes CRLF; LF and CR are accepted as the common variants; line breaks inside quoted fields are kept as they are). A line break after the last record adds no record (rule 2); an empty text has no records; a blank line is a record of one empty field. One leading U+FEFF (byte order mark) is dropped. Spaces are part of fields, never trimmed (rule 4). A delimiter at the end of a record opens one more, empty, field.
         *     3. Strict: every record must have as many fields as the first record (rule 4). An unterminated quoted field, a quote inside an unquoted field, text after a closing quote, or a record with another field count is `invalid_input` at /csv; the message gives line, column (code points from 1), record and field of the first fault in text order. Nothing is repaired; csv-validate lists every fault.
         *     4. With `dialect.header` true (default) the first record is `header` (names as written; empty or repeated names are kept, not checked) and the rest are `rows`; with `header` false, `header` is null and every record is a row. An empty text gives header [] (or null) and no rows.
         *     5. `rows` are the data records in text order, each an array of exactly `column_count` strings; `row_lines[i]` is the 1-based physical line where `rows[i]` starts (a quoted line break, CRLF counted once, moves later records down). `column_count` is the first record's field count (0 for an empty text).
         *     6. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); a record of more than 10000 fields is `limit_exceeded` at /csv (`max_columns`).
         *     7. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the result holds every field once, so it is at most a constant times n before the service checks its 256 KiB result.
         */
        post: operations["execute_csv_parse_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-pivot/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pivots a long CSV table to wide: one output row per distinct row key, one new column per distinct value of the column key, holding the value column's cell. A repeated (row key, column key) pair is an error unless an aggregation (count, sum, mean, min, max, first, last) is named.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. A header is required (new columns are named by cell values): `header` false is `invalid_input` at /dialect/header; empty or duplicate header names are `invalid_input`.
         *     2. `index` (1 to 16 distinct columns) is the row key, `columns` the column key, `values` the value column; unknown names are `invalid_input` at their place, and `columns` or `values` also used in `index`, or `values` equal to `columns`, is `invalid_input`.
         *     3. Output rows: one per distinct row key (the tuple of index cells, compared exactly, code point by code point), in order of first appearance, with the index cells as written on that first row.
         *     4. New columns: one per distinct column-key cell, named by it exactly; in order of first appearance (`column_order` first_seen, default) or ascending by Unicode code point (`sorted`). An empty column-key cell cannot name a column and is `invalid_input` at /csv naming its row; a new name equal to an index column name is `collision` at /columns.
         *     5. Without `aggregation`, each (row key, column key) pair may occur once and its cell is the value cell as written (empty included); a second occurrence is `duplicate_key` at /csv naming both rows (1-based data rows, with lines), with `extra.rows`.
         *     6. With `aggregation`, every pair's value cells are combined: `count` the non-empty cells; `sum`, `mean`, `min`, `max` as csv-group-aggregate (decimal grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 1000 characters (`max_numeric_cell_chars`), empty cells skipped, exact sum with the longest fraction, mean rounded to `mean_scale` digits (default 6) with `rounding` (default half_even), min/max as written; a non-numeric non-empty cell is `invalid_input` naming row and column); `first` and `last` the first and last non-empty cell in row order. An aggregate over no non-empty cell is the empty cell (count "0").
         *     7. A pair that never occurs gets `fill` (default "").
         *     8. Output: `csv` (index columns, then the new columns) per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty. `columns` is its header, `rows` its data row count.
         *     9. Limits: input at most 262144 characters (schema); at most 10000 output columns (`max_columns`) and 262144 output characters (`max_output_chars`), checked before the table is built (rows times columns), `limit_exceeded` at /columns. Work is linear in rows (hash of the key tuple).
         *     10. Complexity: O(n + g·w) for g groups and w output columns, with g·w ≤ 262144 checked before building: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every row is placed by one Map lookup of its index key and one of its column value; the new column names are sorted once when asked (w log w); each cell aggregates its rows once (exact decimal sums as in csv-group-aggregate); writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_pivot_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-reconcile/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconciles two versions of a CSV table by key columns: rows added (key only in the new table), removed (key only in the old one) and changed (same key, with each differing cell's old and new value), plus columns present on one side only. Duplicate keys on either side are reported, never collapsed.
         * @description Rules:
         *     1. `left` (the old table) and `right` (the new table) are read with the one declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /left or /right. With `header` true (default) empty or duplicate header names are `invalid_input`; with `header` false columns are named "1", "2", ... by position.
         *     2. `key` (1 to 16 distinct names) must name columns present in both tables, else `invalid_input` at /key/<k>. A row's key is the tuple of its key cells; keys compare exactly, code point by code point ("01" != "1", "a" != "A", " a" != "a"); an empty cell is an ordinary key value.
         *     3. Compared columns: the non-key columns present in both tables, in left header order; `compare`, when given, restricts them to the listed names (each in both tables and not a key column, else `invalid_input` at /compare/<k>). Cells compare as exact strings ("1.0" != "1"). `columns.left_only` and `columns.right_only` list the non-key columns of one side only, in that side's header order.
         *     4. A key that occurs on more than one row of a side is a duplicate: it is listed in `duplicate_keys` (left side first, then right; each side in order of first occurrence) with its key cells as written on its first row and all its 1-based row numbers, and every row with that key, on both sides, is left out of `added`, `removed`, `changed` and `unchanged_rows`.
         *     5. `removed`: left rows whose key is not in the right table; `added`: right rows whose key is not in the left table; each with its 1-based data row number in its own table (header excluded), its key cells and all its cells as `values` (column name -> cell, members in its table's header order, names such as "10" included). `changed`: keys on both sides whose compared cells differ, with `left_row`, `right_row` and `cells` (`{column, old, new}` in compared-column order). `unchanged_rows` counts keys on both sides with no differing compared cell.
         *     6. `added` is in right row order; `removed` and `changed` in left row order.
         *     7. `in_sync` is true exactly when `added`, `removed`, `changed` and `duplicate_keys` are empty and, unless `compare` is given, no column is one-sided.
         *     8. Matching is by hash of the key tuple (linear time). Limits: each input at most 262144 characters (schema); at most 10000 columns per record (`max_columns`, `limit_exceeded`); `added`, `removed`, `changed` and `duplicate_keys` at most 262144 UTF-8 bytes as compact JSON (`max_output_bytes`, measured as each item is found, before it is built, within a few bytes per item: `limit_exceeded` at /right at the first item that would pass it).
         *     9. Complexity: O(n + m + w) in the characters of the two tables and their w ≤ 10000 columns: rows are grouped by one Map key per row (key cells joined), every matched pair compares each compared column once, columns resolve through Maps (no per-column search), and every item of the result is measured as it is found (a name once per column) and refused at `max_output_bytes` before it is built, so names repeated by many rows cost no more than the limit; the result is sorted by row (r log r).
         */
        post: operations["execute_csv_reconcile_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-row-count/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts the records of CSV text (RFC 4180, declared dialect): records, data rows, columns and physical lines. Records are counted after parsing, so quoted line breaks and a trailing newline add no rows.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed): quoted fields may hold delimiters and line breaks, a doubled quote is one quote. One leading U+FEFF is dropped; CRLF, LF and a lone CR each end a record; a line break after the last record adds no record; a blank line is a record of one empty field.
         *     2. Strict: a ragged record (field count differing from the first record's), an unterminated quoted field, a quote inside an unquoted field or text after a closing quote is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote. Counts are never given for a malformed text (csv-validate reports its faults).
         *     3. `record_count` is the number of records, header included. `has_header` is true when `dialect.header` is true (default) and the text has at least one record; `data_row_count` is `record_count` minus 1 when `has_header`, else `record_count`. `column_count` is the field count of the first record (0 for an empty text).
         *     4. `line_count` counts physical lines of the text (BOM excluded): every line break (CRLF counted once, LF, lone CR), including those inside quoted fields, plus 1 when the text does not end with a line break and is not empty.
         *     5. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); a record of more than 10000 fields is `limit_exceeded` at /csv (`max_columns`).
         *     6. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the physical lines are counted in one more pass.
         */
        post: operations["execute_csv_row_count_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-schema-infer/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Infers each column's type (integer, decimal, boolean, date, string) of a CSV table from one fixed grammar: a column gets a type only when every non-empty cell matches it, so "007" and "1e3" stay strings.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote. With `header` true (default) columns are named by the header as written; with `header` false they are "1", "2", ... by position. Every data row is examined.
         *     2. Cell grammar, exact and case-sensitive, no trimming: integer `-?(0|[1-9][0-9]*)`; decimal `-?(0|[1-9][0-9]*)\.[0-9]+` or an integer; boolean `true` or `false` (lowercase); date `YYYY-MM-DD` naming a real day of the proleptic Gregorian calendar, years 0000-9999 ("2023-02-29" is not a date). Numeric text longer than 1000 characters (`max_numeric_cell_chars`) is not a number. So "007", "+1", "1e3", ".5", "1.", "1,000", " 1", "TRUE", "yes", "2024-1-5" are strings.
         *     3. Empty cells ("") are skipped. The column's type is fixed by its first non-empty cell (integer if it matches integer, else decimal, boolean, date, string, in that order) and then widened by every later non-empty cell: an integer column meeting a decimal becomes decimal (a decimal column accepts integers); any other mismatch makes it string, for good. So one non-matching cell demotes the whole column.
         *     4. `columns` lists every column in file order with `name`, `type`, `empty_count`, `non_empty_count` and `all_empty` (true when the column has no non-empty cell; its type is then string). `demoted_at_row` is present only when a column held a narrower type and was demoted to string: the 1-based data row (header excluded) of the cell that did it. `row_count` is the number of data rows.
         *     5. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); a record of more than 10000 fields is `limit_exceeded` at /csv (`max_columns`).
         *     6. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every non-empty cell is checked against at most two grammars (its column's candidate type, then decimal when it widens an integer column), each linear in the cell, numeric grammars only on cells of at most 1000 characters (`max_numeric_cell_chars`).
         */
        post: operations["execute_csv_schema_infer_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-slice/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a window of a CSV table's data records: `limit` records starting at 0-based `offset`, with the header kept. Offsets count records, not lines, so a quoted cell spanning several lines is never cut.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. With `header` true (default) the first record is the header and is always written (even when no data record is selected); with `header` false every record is a data record. Header names are not checked.
         *     2. Data records are numbered from 0. The result holds the records with index offset <= i < offset + limit, in input order. `offset` defaults to 0; `limit` defaults to all remaining records; both are integers from 0 to 1000000000. An offset at or past the end selects nothing (not an error).
         *     3. Records are counted after parsing: a quoted field holding line breaks is one record, and a line break after the last record adds none.
         *     4. `total_rows` is the number of data records in the input; `rows` the number written; `next_offset` is offset + rows when records remain after the window, else null (for paging).
         *     5. Output: `csv` per RFC 4180 in the dialect, cell values unchanged: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     6. Limits: input at most 262144 characters (schema); at most 10000 fields per record (`max_columns`) and 262144 output characters (`max_output_chars`), `limit_exceeded`.
         *     7. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the slice is copied once and written in time linear in it, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_slice_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-sort/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sorts the data rows of a CSV table by one or more keys (column, direction, type, empty cells first or last). The sort is stable, numbers compare exactly, and the header stays first.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote. The header, when there is one, stays first and is not sorted.
         *     2. Each key has `column` (exact header name, or with `header` false the 1-based position "1", "2", ...; unknown or ambiguous is `invalid_input` at /keys/<i>/column), `direction` (`asc` default, `desc`), `type` (default `string`) and `empty` (`last` default, `first`).
         *     3. Types: `string` compares by Unicode code point (case-sensitive, no locale: "B" < "a", "10" < "9"); `integer` -?(0|[1-9][0-9]*) and `decimal` -?(0|[1-9][0-9]*)(.[0-9]+)? compare exactly by value (never as floats; "1.50" ties "1.5"); `boolean` true|false (false < true); `date` YYYY-MM-DD naming a real day, chronologically. Numeric text over 1000 characters (`max_numeric_cell_chars`) is not a number. Before sorting, every non-empty cell of a typed key column must match its type, else `invalid_input` at /csv naming row, line and column.
         *     4. Empty cells (""), for every type, string included, go after all non-empty cells with `empty` `last` and before them with `first`, whatever the direction (as spreadsheets and SQL NULLS FIRST / LAST). Empty cells tie with each other.
         *     5. Rows are compared key by key: the first key that differs decides, `desc` reversing that key's comparison. Rows equal on every key keep their input order (stable sort). `order` lists, for each output row, its 1-based input data row number.
         *     6. Output per RFC 4180 under `dialect`, cell values unchanged: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     7. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); 1 to 100 keys (`max_keys`, schema); a record of more than 10000 fields (`max_columns`) or output beyond 262144 characters (`max_output_chars`) is `limit_exceeded` at /csv.
         *     8. Complexity: O(n + k·r log r) for r ≤ 131072 rows: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); every non-empty key cell is checked once per distinct (column, type) pair; a key that an earlier key on the same column already decides is dropped, so the k effective keys are at most two per distinct key column and k·r is at most twice the key cells; each comparison of two cells is linear in their length (numeric cells at most 1000 characters); writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_sort_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-to-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Converts CSV text (RFC 4180, declared dialect) into an array of JSON objects keyed by column name. Values stay strings unless a column's type is declared (integer, number, boolean); duplicate or empty header names are rejected, never renamed.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed; quoted fields may hold delimiters and line breaks, a doubled quote is one quote; one leading U+FEFF dropped; CRLF, LF or lone CR end records; a line break after the last record adds none; a blank line is a record of one empty field). Any syntax fault or ragged record is `invalid_input` at /csv with line and column; `delimiter` equal to `quote` is `invalid_input` at /dialect/quote.
         *     2. Column names: with `header` true (default) the first record; an empty name or a name equal to an earlier one (code point by code point) is `invalid_input` at /csv, never renamed. With `header` false the names are "1", "2", ... by position. `columns` lists the names in file order. Any name, "__proto__" included, is an ordinary key.
         *     3. `rows` has one object per data record, in file order, with every column as a key in column order; values are the cell strings exactly.
         *     4. `types` maps a column name to `string` (default), `integer`, `number` or `boolean`; naming an unknown column is `invalid_input` at /types/<name>. In a typed column an empty cell becomes null. `boolean`: the cell must be `true` or `false` (lowercase). `integer`: the cell must match -?(0|[1-9][0-9]*) with magnitude at most 9007199254740991 (2^53 - 1), so it is exact as a JSON number. `number`: the cell must match -?(0|[1-9][0-9]*)(.[0-9]+)? and the JSON number must denote the same decimal value ("2.50" gives 2.5, "0.1" gives 0.1; a cell like "12345678901234567890" or "0.12345678901234567890" that a binary64 number cannot carry exactly is refused). "-0" gives 0. Exponents, "+1", "007", ".5", " 1" and numeric text over 1000 characters (`max_numeric_cell_chars`) do not match. A cell that does not fit is `invalid_input` at /csv naming the row, line and column; declare the column `string` to keep such values.
         *     5. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); a record of more than 10000 fields (`max_columns`) is `limit_exceeded` at /csv; so is output whose JSON would exceed about 262144 characters (`max_output_chars`; estimated as cells plus the repeated keys before building).
         *     6. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the JSON size is estimated row by row before any object is built and refused at `max_output_chars` (keys repeat in every row, so the output can outgrow the input); each typed cell is checked and converted in time linear in it (numeric cells at most 1000 characters).
         */
        post: operations["execute_csv_to_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-to-markdown-table/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Converts a CSV table to a GitHub Flavored Markdown table: header row, delimiter row with explicit per-column alignment, one row per record. Pipe characters in cells are backslash-escaped and line breaks become <br>, so every cell stays in its column.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. With `header` true (default) the first record is the table's header row (names are not checked: empty or repeated names are allowed); with `header` false the header row has empty cells, since a GFM table always has one. An empty text (no columns) is `invalid_input` at /csv.
         *     2. Layout (GFM spec, tables extension): each row is "| " + cells joined by " | " + " |" and LF; the second row is the delimiter row, per column `---` (none), `:---` (left), `:---:` (center) or `---:` (right). Columns are not padded to equal widths. The text ends with LF.
         *     3. `align` gives one alignment per column (its length must equal the column count, else `invalid_input` at /align); otherwise every column takes `default_align` (default none).
         *     4. Cell text: every | becomes \| (GFM table cell escaping); then each line break (CRLF, CR or LF) inside a cell becomes <br>. Other Markdown syntax in cells (*, _, `, [, <, \) is left as written and renders as Markdown, unless `escape_markdown` (default false) is set: then every ASCII punctuation character (CommonMark 2.4 backslash escapes, | and \ included) is preceded by a backslash, so the cell renders as its literal text.
         *     5. Renderers trim spaces at the edges of a cell; cells are written as they are (no trimming by the tool).
         *     6. `rows` is the number of data rows (header excluded), `columns` the number of columns.
         *     7. Limits: input at most 262144 characters (schema); at most 10000 fields per record (`max_columns`) and 262144 output characters (`max_output_chars`), `limit_exceeded` at /csv.
         *     8. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); a record whose cells and " | " separators alone would pass `max_output_chars` is refused before it is escaped; otherwise every cell is escaped once (one linear pass per pattern) and the line counted as it is added, so at most one line past the limit is built, and a line is at most 4 times its record (an escape doubles a character, <br> replaces a line break).
         */
        post: operations["execute_csv_to_markdown_table_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-transpose/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transposes a CSV table: record r, field f becomes record f, field r, the header record included, so the header becomes the first column. Ragged input (records of different lengths) is rejected, not padded.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse: quoted fields, "" as one quote, CRLF, LF or lone CR ending a record, one leading BOM dropped, a final line break adding no record). Every record is transposed, the first one too: the dialect's `header` flag does not change the result (the header record becomes the first output column), and no header check is made.
         *     2. Every record must have the same number of fields as the first; otherwise the input is ragged and the result is `invalid_input` at /csv naming the record and line (never padded). Other CSV faults (unterminated or stray quotes) are `invalid_input` too.
         *     3. With R input records of C fields each, the output has C records of R fields: output record f (1-based), field r is input record r, field f. Cell values are unchanged; output per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty.
         *     4. An empty text (no records) gives an empty text. `rows` is C (output records) and `columns` is R (fields per output record).
         *     5. Transposing twice gives back the same records.
         *     6. Limits: input at most 262144 characters (schema); at most 10000 fields per record (`max_columns`), so also at most 10000 input records (they become the fields of each output record; more would make a result that transposing back refuses), and 262144 output characters (`max_output_chars`), `limit_exceeded`. Work is linear in the number of cells.
         *     7. Complexity: O(n): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the r ≤ 10000 records (`max_columns`, checked before transposing) of w fields become w records of r fields, each cell moved once; writing is linear, refused at `max_output_chars` while writing.
         */
        post: operations["execute_csv_transpose_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-unpivot/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpivots (melts) a wide CSV table to long form: for each input row and each value column, one output row of the id cells, the value column's name and its cell. Rows come row by row, in value-column order; empty cells are kept unless drop_empty is set.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. A header is required (its names become cell values): `header` false is `invalid_input` at /dialect/header; empty or duplicate header names are `invalid_input`.
         *     2. `id_columns` (0 to 10000 distinct names) are repeated on every output row. `value_columns` (distinct names) are the columns to unpivot, in the given order; by default every column that is not an id column, in header order. Unknown or repeated names, or a value column that is also an id column, are `invalid_input` at their place.
         *     3. Output header: the id columns in the given order, then `variable_name` (default "variable") and `value_name` (default "value"); a name used twice among them is `collision` at /variable_name or /value_name.
         *     4. Output rows: for each input row in order, for each value column in order, one row: the id cells as written, the value column's header name, and its cell as written. With `drop_empty` (default false) a zero-length cell produces no row; cells of spaces are not empty.
         *     5. Output: `csv` per RFC 4180 in the dialect: a field is quoted only when it holds the delimiter, the quote, CR or LF (a quote inside is doubled), when it is the only field of its record and empty (written as two quotes, so the record is not a blank line), or when it is the first field of the text and starts with U+FEFF (a reader would drop it as a byte order mark); every record, the last included, ends with `line_ending` (default crlf); `bom` true writes U+FEFF first, except that a text with no record is empty. `columns` is its header, `rows` its data row count.
         *     6. Limits: input at most 262144 characters (schema); at most 10000 columns per record (`max_columns`); at most 262144 output rows (`max_output_rows`) and 262144 output characters (`max_output_chars`), checked before the table is built, `limit_exceeded` at /csv. Work is linear in rows times value columns.
         *     7. Complexity: O(n + o) for the o output cells, bounded before building: reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); the output rows and characters are counted first (each id cell counted once per value cell) and refused at `max_output_rows` or `max_output_chars` before any row is built; then each output row is built once and written in linear time.
         */
        post: operations["execute_csv_unpivot_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-validate/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks CSV text against RFC 4180 under a declared dialect and lists every fault with its record, line, column and field: ragged rows, unterminated quotes, stray quotes, text after a closing quote, and optionally empty or duplicate header names. Reports only; never repairs.
         * @description Rules:
         *     1. `csv` is read per RFC 4180 under the declared `dialect` (delimiter default ",", quote default '"', never sniffed): a field starting with the quote is quoted, may hold delimiters and line breaks, and a doubled quote inside it is one quote. One leading U+FEFF is dropped; CRLF, LF and a lone CR each end a record; a line break after the last record adds no record; a blank line is a record of one empty field. `delimiter` equal to `quote` is `invalid_input` at /dialect/quote (the only error besides schema faults and `limit_exceeded`).
         *     2. Faults (`reason`): `unterminated_quote` (a quoted field reaches the end of the text; reported where it opens), `stray_quote` (a quote character inside an unquoted field; the first one per field), `text_after_quote` (a closing quote followed by something other than a delimiter, a line break or the end; reported at that text), `ragged_row` (a record whose field count differs from the first record's; reported at column 1 of the record's first line, `field` the first missing or extra field, i.e. min(count, expected) + 1).
         *     3. With `require_unique_header` true and `dialect.header` true (default), the header is checked too: `empty_header_name` for a field "" and `duplicate_header_name` for a name equal (code point by code point) to an earlier one, reported at that header field. Without a header these checks do not apply.
         *     4. Reading goes on after a fault so that every fault is found, never changing what the text means for later records: a stray quote is kept as data, text after a closing quote is appended to the field, an unterminated quoted field runs to the end of the text, a ragged record is kept as it is.
         *     5. Each error has `record` (1-based, header included), `line` (1-based physical line; CRLF is one line break), `column` (1-based code point within that line), `field` (1-based within the record) and `message` = "line L, column C (record R, field F): " followed by a fixed description. Errors are ordered by record; within a record the `ragged_row` fault comes after the others, which are ordered by line, then column, then field.
         *     6. At most `max_errors` (1 to 1000, default 100) errors are listed; `truncated` is true when more existed. `valid` is true exactly when no fault was found. `record_count` is the number of records read (header included).
         *     7. Limits: `csv` at most 262144 characters (`max_input_chars`, schema); a record of more than 10000 fields is `limit_exceeded` at /csv (`max_columns`), as that is a size limit, not a syntax fault.
         *     8. Complexity: O(n + p log p): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step), tolerant of every fault; at most `max_errors` ≤ 1000 problems are kept (a problem past it costs O(1)), and with `require_unique_header` the header's h ≤ 10000 problems are found with one Map pass and merged with the kept ones by one sort of p ≤ h + 1000 problems.
         */
        post: operations["execute_csv_validate_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/csv-value-counts/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts the distinct values of one CSV column: each value with its number of rows, sorted by count descending, then by value in Unicode code point order. The empty cell is counted as a value of its own.
         * @description Rules:
         *     1. `csv` is read with the declared `dialect` (RFC 4180 as in csv-parse, strict); a CSV fault is `invalid_input` at /csv with line and column. With `header` true (default) the header is not counted and empty or duplicate header names are `invalid_input`; with `header` false every record is data and columns are named "1", "2", ...
         *     2. `column` names the counted column; an unknown name is `invalid_input` at /column.
         *     3. Values are the parsed cells compared exactly, code point by code point: "a", "A", " a" and "1.0" vs "1" are all different values; no trimming or case folding. The empty cell "" is a value like any other.
         *     4. `values` lists `{value, count}` sorted by count descending, ties by value ascending in Unicode code point order (not UTF-16 code unit order, not locale order). `top` (1 to 262144), when given, keeps only the first `top` entries and `truncated` tells whether any were dropped.
         *     5. `rows` is the number of data rows (the sum of all counts); `distinct` the number of distinct values before `top` is applied.
         *     6. Limits: input at most 262144 characters (schema); at most 10000 columns per record (`max_columns`, `limit_exceeded`). Counting is by hash, linear in rows; sorting is O(d log d) in distinct values.
         *     7. Complexity: O(n + d log d): reading is one pass over the n ≤ 262144 characters of `csv` (each character examined once, each field sliced once, a doubled quote costing one step); each cell of the column is counted in one Map; the d ≤ 131072 distinct values are sorted once (count, then code point order).
         */
        post: operations["execute_csv_value_counts_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/form-field-map/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames the field ids of a form definition, and the keys of one set of answers, through an explicit {from, to} mapping; unmapped fields are kept or dropped. Collisions are rejected naming the target and its sources; dropped answers are echoed, and every change is listed and counted.
         * @description Rules:
         *     1. Input: `definition.fields` (an ordered list), optional `answers` (one respondent's answers: an object keyed by the fields' original ids, values any JSON), `mapping` (a list of `{from, to}`) and `unmapped` (`keep` or `drop`). Field ids must be distinct: a repeated id is `invalid_input` at the later field's `/id`. Everything in a field other than its id is copied unchanged and not otherwise checked (type and choice consistency belong to form-definition-validate).
         *     2. Each `from` must be the id of a field, else `invalid_input` at `/mapping/<i>/from`; a `from` may appear in one entry only, a later entry with the same `from` is `invalid_input` at its `/from`. All entries apply at once and once only, never transitively: `{a->b}, {b->c}` renames a to b and b to c, and `{a->b}, {b->a}` swaps. Identity entries `{a->a}` are allowed: the field counts as mapped (it survives `drop`) and its id is unchanged. A `to` may be any non-empty id, in the definition or not.
         *     3. A field that no entry names keeps its id under `unmapped: keep` and is removed under `unmapped: drop`.
         *     4. Output ids must be distinct. Fields are scanned in original order; the first field whose output id an earlier field already takes raises `collision` for that target id. This covers two sources mapped to one target, and a mapped field landing on the id of a kept unmapped (or identity-mapped) field; a field that is dropped or renamed away frees its id. The message names the target and every source (original ids, in field order); `details` has one entry per source in field order, pointing at `/mapping/<k>/to` for a mapped source or `/definition/fields/<j>/id` for a kept unmapped one, with a message naming source and target. Nothing else is returned.
         *     5. Every key of `answers` must be the original id of a field; otherwise the call is `invalid_input`, with one detail per unmatched key (pointer `/answers/<key>`, RFC 6901 escaped) in Unicode code point order of the keys: answers are never dropped silently. An answer follows its field: a renamed field's answer moves to the new id (`answers_moved`), an unchanged field's answer stays (`answers_kept`), a dropped field's answer leaves `answers` and is echoed on its `dropped` row (`answers_dropped`). Answer values, `null` included, are copied unchanged and not checked against the field type.
         *     6. `definition` is `{fields}` in original order without the dropped fields; each field is `{id, label, type, required}` plus `choices` when given, with only `id` changed. `answers` holds the output ids of the answered fields, members in output field order (ids such as "10" included); it is `{}` when no answers are given. An answer value that is an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     7. Ids that look like prototype names (`__proto__`, `constructor`, `toString`, `hasOwnProperty`) are ordinary strings: as field ids, mapping entries and `answers` keys in the input, and as own keys of `answers` in the output. An unanswered field named `constructor` has no answer.
         *     8. `renamed`: one `{from, to}` row per output field whose id changed, in original field order (identity entries are not renames). `unchanged_ids`: the ids of output fields whose id did not change (kept unmapped and identity-mapped), in original field order. `dropped`: one row per removed field, in original field order: `{id, has_answer}` with the original id, plus `answer` (the echoed value) exactly when `has_answer` is true.
         *     9. `counts`: `fields_in` and `fields_out` are the field counts of the input and output definition; `renamed`, `dropped`, `unchanged_ids` are the lengths of those arrays (so fields_in = renamed + dropped + unchanged_ids = fields_out + dropped); `answers_moved`, `answers_kept`, `answers_dropped` as in rule 5 (their sum is the number of answer keys).
         *     10. No inferred renames, fuzzy, case-insensitive or label matching, and no silent merging: ids compare as exact strings (UTF-16 code units, no Unicode normalization), and only explicit mapping entries rename.
         *     11. Measures: depth counts the containers on the deepest path (a scalar is 0, the input object itself 1, so an answer value sits 2 levels down); nodes count every JSON value (object, array, string, number, boolean, null; member names are not nodes); bytes are the UTF-8 bytes of the compact JSON text (no whitespace, numbers in shortest form, as JSON.stringify writes it). String limits count UTF-8 bytes.
         *     12. Limits, each `limit_exceeded`, checked after the schema and before any mapping, in this order: the whole input (pointer empty) max_input_depth 16, max_input_nodes 20000, max_input_bytes 262144; then each field in order: id at most 128 bytes (max_id_bytes), label at most 256 (max_label_bytes), each choice at most 128 (max_choice_bytes); then each mapping entry: `from` and `to` at most 128 bytes (max_id_bytes); then each answer in code point order of its key: max_answer_depth 6, max_answer_nodes 50 (a scalar answer is depth 0, 1 node), and every string and member name inside it at most 4096 bytes (max_answer_string_bytes). Finally the result, measured as in rule 11, must be at most 262144 bytes (max_output_bytes, pointer empty).
         *     13. Bounds enforced by the schema (`invalid_input`): at most 100 fields (max_fields), `choices` 1..50 non-empty strings (max_choices), at most 100 mapping entries (max_mapping); ids, `from`, `to` and answer keys longer than 128 UTF-16 code units, labels longer than 256 and choices longer than 128 are over their byte limit for certain and fail the schema; a shorter string whose UTF-8 form is over the limit is `limit_exceeded` (rule 12). max_respondents 100: this tool takes one respondent's answers (the `answers` object), so a call carries at most 1. max_changes 500 (renamed and dropped rows plus moved and dropped answers) cannot exceed 200 under max_fields and needs no separate check.
         *     14. Other `invalid_input`: an unknown field, a missing `definition`, `fields`, `mapping` or `unmapped`, a field without `id`, `label`, `type` or `required`, a `type` outside string, number, integer, boolean, choice, multi, json, an empty `id`, `from`, `to` or choice, `unmapped` other than keep or drop, and a lone UTF-16 surrogate in any string or key. Faults are reported in this order: schema, limits (rule 12), repeated field ids, mapping sources, answer keys, collision, result size.
         *     15. Complexity: O(b) in the input's b ≤ 262144 bytes of compact JSON, plus O(a log a) to order the a answer keys (a ≤ 20000 by max_input_nodes): the input is measured in one walk before any mapping (so an oversized input costs one walk of what was sent), each id, label, choice and answer is checked once, field ids and mapping sources are found through hash maps (O(1) expected each, f ≤ 100 fields, m ≤ 100 entries), a collision is reported by one further scan of the f output ids, and the result, no larger than the input plus the f rows of `renamed`, `dropped` and `unchanged_ids`, is measured once.
         */
        post: operations["execute_form_field_map_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/hex-convert/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Converts between text and hex (base16, RFC 4648 section 8) in an explicit direction: UTF-8 text to hex, or hex to bytes shown as UTF-8 text when well-formed. Output case and byte separators are selectable; odd digit counts and stray characters are rejected.
         * @description Rules:
         *     1. `direction` is required. `text_to_hex`: the bytes are the UTF-8 encoding of `input` (no BOM, no line-ending conversion) and `text` echoes `input`. `hex_to_text`: the bytes are the ones spelled by the hex digits of `input` and `text` is their UTF-8 decoding when they are well-formed UTF-8 per RFC 3629 (a leading EF BB BF kept as U+FEFF), otherwise null.
         *     2. Hex digits are 0-9, a-f and A-F, read case-insensitively, two per byte, high nibble first. No 0x prefix is recognised.
         *     3. `input_separator` (for `hex_to_text` only; default `none`): `none` allows nothing but digits; `space`, `colon`, `hyphen` require the bytes as two-digit groups joined by exactly one " ", ":" or "-" (no leading, trailing or doubled separator); `whitespace` allows any run of space, tab, CR or LF before, between or after bytes but never between the two digits of one byte. Giving a value other than `none` with `text_to_hex` is `invalid_input` at /input_separator.
         *     4. Malformed hex is `invalid_input` at /input; the message starts with the reason and `extra` carries `reason` and `offset` (a character index, or null). Checked in this order: `invalid_character` (the first character that is neither a digit nor the allowed separator), then `odd_length` (an odd number of digits; offset null), then `misplaced_separator` (the first place where the grouping of rule 3 breaks).
         *     5. `hex` is the bytes in `hex_case` (`lower` default, or `upper`), with `separator` (`none` default, `space`, `colon`, `hyphen`) placed between consecutive bytes and nowhere else; no bytes give the empty string. `byte_length` is the number of bytes.
         *     6. Limits: `input` at most 262144 characters (`max_input_chars`; `invalid_input` beyond, by the schema); for `text_to_hex` its UTF-8 encoding at most 131072 bytes (`max_bytes`; `limit_exceeded` at /input beyond).
         *     7. A lone UTF-16 surrogate in `input` has no UTF-8 form and is `invalid_input`.
         *     8. Complexity: O(n) in the input's n ≤ 262144 characters: the digits are collected in one pass and the separators' places checked in one more; the at most 131072 bytes are formatted once, at most 3 output characters per byte.
         */
        post: operations["execute_hex_convert_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/hmac-compute/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * HMAC (RFC 2104) of a message under a key, each given as UTF-8 text, hex, Base64 or base64url, with one of 13 hash functions (MD5, SHA-1, RIPEMD-160, SHA-2, SHA-3); returns the MAC as lowercase hex, padded Base64 and unpadded base64url, and its length in bytes. The key is never echoed.
         * @description Rules:
         *     1. `key` and `message` become bytes by their own encoding, `key_encoding` and `message_encoding` (each default `utf8`): `utf8` is the UTF-8 encoding of the text exactly as given (no BOM, no Unicode normalization, no trimming, no line-ending conversion); `hex` is pairs of hexadecimal digits in either case and nothing else (no `0x`, spaces, colons or line breaks), so an odd length is malformed; `base64` is RFC 4648 section 4 (alphabet `A-Z a-z 0-9 + /`, `=` padding required so the length is a multiple of 4); `base64url` is RFC 4648 section 5 (alphabet `A-Z a-z 0-9 - _`, padding optional but correct when present). Both Base64 forms are canonical: no whitespace or line breaks, and the unused low bits of the last symbol must be zero. The empty text is valid under every encoding and gives zero bytes.
         *     2. A `key` or `message` text that is malformed under its encoding is `invalid_input` with pointer `/key` or `/message`. A string holding a lone UTF-16 surrogate has no UTF-8 form and is `invalid_input`.
         *     3. The MAC is HMAC as defined in RFC 2104 / FIPS 198-1 over the message bytes with the key bytes, using `algorithm`: `md5` (RFC 1321), `sha1`, `sha224`, `sha256`, `sha384`, `sha512`, `sha512-224` and `sha512-256` (FIPS 180-4; the last two are SHA-512/224 and SHA-512/256 with their own initial values, not truncated SHA-512), `ripemd160` (RIPEMD-160), `sha3-224`, `sha3-256`, `sha3-384`, `sha3-512` (FIPS 202). A key longer than the hash's block size (64 bytes for md5, sha1, ripemd160, sha224, sha256; 128 for sha384, sha512, sha512-224, sha512-256; 144, 136, 104, 72 for sha3-224, -256, -384, -512) is first hashed; a shorter key is padded with zero bytes.
         *     4. `mac_bytes` is the hash's native output length and the MAC is never truncated here: md5 16; sha1 20; ripemd160 20; sha224 28; sha256 32; sha384 48; sha512 64; sha512-224 28; sha512-256 32; sha3-224 28; sha3-256 32; sha3-384 48; sha3-512 64.
         *     5. The result carries the same MAC bytes three ways: `hex` (lowercase, 2 x `mac_bytes` digits), `base64` (RFC 4648 section 4, with `=` padding), `base64url` (RFC 4648 section 5, no padding). `algorithm` echoes the input.
         *     6. An empty key is valid and gives a normal HMAC (the key block is all zero bytes); an empty message is valid too.
         *     7. The key is never echoed: not in the result, not in an error message or detail, not even its length. Errors about the key carry only the pointer `/key`.
         *     8. Limits: `key` text at most 16384 characters (`max_key_chars`) and `message` text at most 262144 characters (`max_message_chars`) (Unicode code points; `invalid_input` beyond, from the schema). After decoding, the key may hold at most 4096 bytes (`max_key_bytes`) and the message at most 65536 bytes (`max_message_bytes`); more is `limit_exceeded` with pointer `/key` or `/message`. The key is decoded and checked before the message; a malformed text is `invalid_input` even when it is also long; no MAC is computed once a check fails.
         *     9. `algorithm` must be one of the 13 lowercase names above, spelled exactly; aliases (`SHA256`, `sha-256`), extendable-output functions (`shake128`, `shake256`, `blake3`) and other hashes are `invalid_input`. Verifying a received signature belongs to hmac-verify.
         *     10. Complexity: O(k + m) in the key's k ≤ 16384 and the message's m ≤ 262144 characters: each is decoded once and its byte limit checked before the MAC, which hashes at most 4096 + 65536 bytes.
         */
        post: operations["execute_hmac_compute_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/hmac-verify/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a received HMAC signature (RFC 2104) against a key and message: the signature may be hex, Base64 or base64url (detected or stated), may carry a literal prefix such as `sha256=` and may be truncated; returns valid, the reason it is not, and the encoding that was read. Constant-time comparison; the key and the computed MAC are never returned.
         * @description Rules:
         *     1. `key`, `key_encoding`, `message`, `message_encoding` and `algorithm` mean exactly what they mean in hmac-compute: `utf8` (default; the UTF-8 bytes as given, no normalization, trimming or line-ending conversion), `hex` (pairs of hex digits, either case, nothing else), `base64` (RFC 4648 section 4, padding required), `base64url` (RFC 4648 section 5, padding optional but correct when present); both Base64 forms canonical (no whitespace, unused low bits of the last symbol zero). A malformed key or message text is `invalid_input` at `/key` or `/message`; a lone UTF-16 surrogate anywhere is `invalid_input`. The full MAC is HMAC (RFC 2104 / FIPS 198-1) with one of the 13 algorithms `md5`, `sha1`, `ripemd160`, `sha224`, `sha256`, `sha384`, `sha512`, `sha512-224`, `sha512-256`, `sha3-224`, `sha3-256`, `sha3-384`, `sha3-512`; an empty key is valid.
         *     2. The comparison length L is `truncate_to_bytes` when given, else the native MAC length: md5 16; sha1 20; ripemd160 20; sha224 28; sha256 32; sha384 48; sha512 64; sha512-224 28; sha512-256 32; sha3-224 28; sha3-256 32; sha3-384 48; sha3-512 64. `truncate_to_bytes` must be at least max(10 (`min_truncate_to_bytes`), ceil(native / 2)) and at most the native length (RFC 2104 section 5: at least half the output and at least 80 bits), otherwise `invalid_input` at `/truncate_to_bytes`. The allowed ranges are md5 10..16; sha1 and ripemd160 10..20; sha224, sha512-224, sha3-224 14..28; sha256, sha512-256, sha3-256 16..32; sha384, sha3-384 24..48; sha512, sha3-512 32..64. The leftmost L bytes of the MAC are compared.
         *     3. Faults in the input are errors, never a `valid:false` result, and are checked in this order: `truncate_to_bytes` against rule 2, then the key (decoding, then its byte limit), then the message (decoding, then its byte limit). Only then are the prefix (rule 4), the signature's encoding (rules 5-7) and the bytes (rule 8) examined.
         *     4. When `signature_prefix` is given and `signature` does not start with it (literal, case-sensitive, code unit by code unit, no trimming), the result is `valid:false`, `reason:prefix_missing`, `matched_encoding:null` and no decoding is attempted. Otherwise that one leading occurrence is removed and the rest is decoded. Without `signature_prefix` nothing is removed, so a signature such as `sha256=<hex>` sent without the prefix field is not decodable.
         *     5. The signature text after the prefix is decoded exactly as given: surrounding spaces, quotes or line breaks make it undecodable. Hex digits may be in either case.
         *     6. With `signature_encoding` `auto` (the default), hex, then base64, then base64url are tried; the first whose syntax is valid and whose decoded length is exactly L is used, and `matched_encoding` names it; no further encoding is tried after that, whether the bytes then match or not (a text valid in two encodings decodes to the same bytes in both whenever both give L bytes). When none qualifies, the result is `valid:false`, `reason:signature_not_decodable`, `matched_encoding:null`; `auto` never reports `signature_wrong_length`. Consequences: unpadded standard Base64 qualifies only when it holds no `+` or `/` (it then reads as base64url); a text using only the shared Base64 alphabet is reported as `base64`; with sha384 or sha3-384 a 64-digit hex text (32 bytes as hex) is read as Base64 (48 bytes).
         *     7. With an explicit `signature_encoding` (`hex`, `base64` or `base64url`), its syntax is checked first (`valid:false`, `reason:signature_not_decodable`, `matched_encoding:null` on failure), then the decoded length (`valid:false`, `reason:signature_wrong_length`, `matched_encoding:null` when it is not L). An empty text left after removing the prefix is valid syntax for zero bytes: `signature_wrong_length` under an explicit encoding, `signature_not_decodable` under `auto`.
         *     8. The L decoded bytes are compared in constant time (no early exit on the first differing byte) with the leftmost L bytes of the MAC. Equal gives `valid:true`, `reason:null`; different gives `valid:false`, `reason:mismatch`. In both cases `matched_encoding` is the encoding the signature was read in: the detected one under `auto`, and the requested encoding itself under an explicit encoding.
         *     9. The result is `valid`, `reason` (null exactly when `valid` is true), `algorithm` (echo) and `matched_encoding` (`hex`, `base64`, `base64url` or null). The key, the computed MAC (full or truncated) and the signature are never returned, not in the result and not in error messages or details.
         *     10. Limits: `signature` 1..512 characters (`max_signature_chars`), `signature_prefix` 1..32 characters (`max_signature_prefix_chars`), `truncate_to_bytes` an integer 10..64 (`min_truncate_to_bytes`, `max_truncate_to_bytes`), `key` at most 16384 characters (`max_key_chars`) and `message` at most 262144 characters (`max_message_chars`), all `invalid_input` beyond (characters are Unicode code points). The decoded key may hold at most 4096 bytes (`max_key_bytes`) and the decoded message at most 65536 bytes (`max_message_bytes`); more is `limit_exceeded` at `/key` or `/message`.
         *     11. Complexity: O(k + m + s) in the key's k ≤ 16384, the message's m ≤ 262144 and the signature's s ≤ 512 characters: key and message are decoded once and their limits checked before the MAC (at most 4096 + 65536 bytes hashed); the signature is decoded at most three times (hex, Base64, base64url) and compared in constant time.
         */
        post: operations["execute_hmac_verify_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/iban-validate/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validates an IBAN (ISO 13616) in electronic or spaced print form, upper or lower case, against a pinned SWIFT IBAN Registry table (country, length, BBAN structure) and the ISO 7064 MOD 97-10 check digits; returns validity, the reason when invalid, country, check digits, BBAN and both formats.
         * @description Rules:
         *     1. Normalisation: every U+0020 space anywhere in `iban` is removed and ASCII a-z become A-Z; the result is `electronic_format`, and `print_format` is it cut into groups of 4 characters (the last may be shorter) joined by single spaces. Any other character (tab, hyphen, non-ASCII, punctuation) gives `reason` `bad_characters` with every other output field null. No "IBAN" prefix is recognised.
         *     2. Checks run in this order; the first failure gives `valid` false and its `reason`: `bad_characters` (rule 1); `bad_format` (fewer than 5 characters, or the first two are not letters, or the next two are not digits); `unknown_country` (the first two letters are not a prefix of the pinned table); `wrong_length` (the length differs from the table's); `bban_format_mismatch` (the BBAN does not follow the table's structure); `invalid_check_digits` (check digits 00, 01 or 99, which ISO 13616 never issues); `checksum_failed` (MOD 97-10 remainder not 1). An invalid IBAN is a normal result, not an error.
         *     3. The pinned table is the SWIFT IBAN Registry, Release 100: 89 prefixes, each with the total IBAN length and the BBAN structure in registry notation (`n` digits, `a` upper-case letters, `c` upper-case letters or digits, `4!n` exactly 4 digits). Territories the registry folds into a parent prefix (AX under FI; GF, GP, MQ, RE, PF, TF, YT, NC, BL, MF, PM, WF under FR; IM, JE, GG under GB) have no prefix of their own and are `unknown_country`.
         *     4. MOD 97-10 (ISO 7064): move the first 4 characters to the end, replace each letter by its value A=10 .. Z=35, read the digits as one decimal integer; the IBAN passes when that integer mod 97 is 1 (computed exactly).
         *     5. Once `bad_format` is passed, `country` is the first 2 characters, `check_digits` the next 2 and `bban` the rest; they are null before that. `expected_length` and `bban_structure` are the table's values when the country is known, else null. `expected_check_digits` (2 digits, 98 minus the MOD 97-10 value of the IBAN with check digits 00) is given once the length and BBAN structure pass, else null; it equals `check_digits` exactly when the IBAN is valid.
         *     6. `reason` is null exactly when `valid` is true. `electronic_format` and `print_format` are null only for `bad_characters`.
         *     7. Limit: `iban` at most 128 characters (`max_iban_chars`; `invalid_input` beyond, by the schema).
         *     8. Complexity: O(n) in the n ≤ 128 characters: one pass strips spaces and checks characters, then the BBAN structure check and two MOD 97-10 passes over at most 128 characters.
         */
        post: operations["execute_iban_validate_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/ini-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes {section: {key: value}} as INI text in a declared dialect (delimiter, spacing). Values must be scalars; values with edge spaces, comment characters or surrounding quotes are double-quoted; section and key order are kept.
         * @description Rules:
         *     1. `value` maps section names to objects of keys; key values must be strings, numbers, booleans or null (`invalid_input` by the schema otherwise). The output lines each end with LF; the empty object gives the empty text.
         *     2. Section "" is written first, as `key = value` lines with no header, wherever it appears in `value`. Every other section is written as `[name]` followed by its key lines, in input order; an empty line precedes every header except at the very start. Keys keep their input order.
         *     3. A key line is `key`, the separator, and the value text. The separator is `dialect.delimiter` (`=` default, or `:`) with one space on each side, or with none when `dialect.spaces_around_delimiter` is false.
         *     4. The value text is a string as is, a number in ECMAScript shortest round-trip form (-0 as `0`), `true`/`false`, or the empty text for null. It is wrapped in double quotes when it has a leading or trailing space or tab, contains `;` or `#`, or is at least 2 characters long and starts and ends with `"`; nothing inside is escaped. Reading the output with ini-to-json (same delimiter, unquote true) gives every value back as a string.
         *     5. Rejected with `invalid_input` at the offending pointer (`/value/<section>` or `/value/<section>/<key>`): an empty section name or key (except section ""); a name or key with a leading or trailing space or tab; a section name containing `[`, `]`, CR or LF; a key containing the delimiter, CR or LF, or starting with `;`, `#` or `[`; a value containing CR or LF.
         *     6. Input order means the member order of the parsed JSON objects: as in every ECMAScript JSON parser, keys that are canonical array indices ("0", "42") come first in ascending numeric order, then all other keys in the order written.
         *     7. Limits: at most 1000 sections and 10000 keys per section, key and value strings at most 65536 characters (`invalid_input` beyond, by the schema); the request body bounds the rest. Writing is linear.
         *     8. Complexity: O(n) in the n characters of the value (bounded by the 256 KiB request body), plus O(s log s) to move section "" first among the s ≤ 1000 sections: each name, key and value is checked by a constant number of scans (trimming by two index scans, no regex, so inner runs of blanks cost their length once) and written once; the output is the input's text plus at most a header, separator and quote pair per line, so it grows linearly.
         */
        post: operations["execute_ini_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/ini-to-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads INI text in a declared dialect (comment prefixes, delimiter, duplicate-key policy, unquoting) into {section: {key: value}}. Keys before any section go under ""; every value stays a string; nothing is interpolated.
         * @description Rules:
         *     1. `text` is split into lines at LF, CR LF or CR; a leading U+FEFF is ignored. Each line is trimmed of spaces and tabs at both ends and read as exactly one of the kinds below; there are no continuation lines.
         *     2. An empty line, or one whose first character (after trimming) is one of `dialect.comment_prefixes` (default `;` and `#`), is skipped. Comments are whole lines only: a `;` or `#` later in a line is part of the value.
         *     3. A line starting with `[` is a section header: it must end with `]`, and the name between (trimmed) must be non-empty and hold no `[` or `]`, else `syntax_error`. Names are case-sensitive. A header naming a section seen before continues that section.
         *     4. Any other line must contain `dialect.delimiter` (`=` by default, or `:`): the key is the text before its first occurrence, trimmed, and must be non-empty (else `syntax_error`); the value is the text after it, trimmed (possibly empty). A line without the delimiter is `syntax_error`.
         *     5. With `dialect.unquote` true (default), a value at least 2 characters long that starts and ends with `"` loses exactly that outer pair; nothing inside is unescaped (`"a"b"` gives `a"b`). Values are never interpolated, converted or unescaped otherwise.
         *     6. Keys are case-sensitive. A key repeated within one section (a repeated header included) follows `dialect.duplicate_keys`: `error` (default) is `duplicate_key` at the repeat, `first` keeps the first value, `last` keeps the last value. Either way the key keeps the position of its first appearance.
         *     7. `value` holds the sections in order of first appearance, each an object of its keys in order of first appearance. Keys before the first header form the section "", which is then first; it is absent when there are none. A section with no keys is an empty object. "__proto__" is an ordinary name.
         *     8. Every error carries the detail pointer `/text` and `extra.line` / `extra.column` (1-based, columns in code points; the column of the line's first non-blank character, or of the delimiter for an empty key), also at the start of the message.
         *     9. Limit: `text` at most 262144 characters (`invalid_input` beyond, by the schema). Reading is linear in the text size.
         *     10. Complexity: O(n) in the text's n characters (n ≤ 262144): the text is split into lines once, each line is trimmed by two index scans (no regex, so a long run of inner blanks costs its length once), searched once for the delimiter, and each key is looked up in its section's hash map in O(1) expected time, so many sections or repeated keys add no more than a constant per line.
         */
        post: operations["execute_ini_to_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-aggregate/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Groups a JSON array of records by zero or more key pointers and computes count, sum, min, max and mean per group, like SQL GROUP BY. Sums, extremes and means are exact decimals (means rounded to an explicit scale and rounding mode); a non-number where a number is needed is an error.
         * @description Rules:
         *     1. `array` is a JSON array of any items (at most 10000). `group_by` is a list of 0..8 distinct RFC 6901 pointers; each item's group is the tuple of its values at those pointers. A pointer that does not resolve (absent member, index out of range, scalar in the way) is missing, and missing is its own group value, separate from null. Group values compare by JSON equality: same type, no coercion ("1" != 1), objects regardless of member order, numbers by value.
         *     2. `groups` are in order of each group's first item in the input. Without `group_by` there is exactly one group with `key` {} holding every item, even when `array` is empty (as SQL aggregates without GROUP BY); with `group_by` an empty array gives no groups.
         *     3. A group is `{key, count, values}`: `key` maps each `group_by` pointer that resolved in the group's items to its value (taken from the group's first item), in `group_by` order; a missing pointer has no member. `count` is the number of items in the group. `values` maps each aggregation's `as` name to its result, in `aggregations` order, names such as "10" included. A key value that is an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     4. `aggregations` is a list of 1..32 `{op, pointer, as}`; `as` names are distinct (a repeat is `invalid_input` at `/aggregations/<k>/as`) and any string ("__proto__" is an ordinary member). `op` `count` without `pointer` is the number of items in the group (SQL COUNT(*)); with `pointer` the number of items where it resolves to a non-null value (SQL COUNT(column)); count never fails. `sum`, `min`, `max` and `mean` need `pointer` (else `invalid_input` at `/aggregations/<k>`).
         *     5. For `sum`, `min`, `max`, `mean` the value at `pointer` must be a JSON number: a string (even "12"), boolean, array or object is `invalid_input` at `/array/<i><pointer>`. A missing or null value is `invalid_input` at that pointer under `missing` `error` (default); under `missing` `skip` it is left out, as SQL ignores NULL.
         *     6. Numbers are exact decimals: each JSON number is read by its shortest round-trip decimal (the double 0.1 is exactly 1/10), so 0.1 + 0.2 is exactly 0.3; no floating-point arithmetic. `sum`, `min` and `max` are decimal strings in plain notation (no exponent: 1e21 is "1000000000000000000000"), without trailing fractional zeros, "-" only for negative values, never "-0".
         *     7. `mean` is the exact sum divided by the number of values aggregated, rounded to `mean_scale` fraction digits (0..100, default 10) with `rounding` (default `half_even`; also `half_up` and `half_down` (ties away from / toward zero), `up` (away from zero), `down` (toward zero), `ceiling`, `floor`), then written as in rule 6 (trailing zeros dropped, so a mean of 2.50 is "2.5").
         *     8. A `sum`, `min`, `max` or `mean` over no values (every value skipped, or an empty array without `group_by`) is null, as in SQL.
         *     9. Errors, in this order: schema faults (`invalid_input`); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (`limit_exceeded` at `/array/<i>`); a repeated `group_by` pointer (`invalid_input` at `/group_by/<j>`); per aggregation in order: a repeated `as`, a missing `pointer`; then value faults of rule 5 for the first offending item in input order (aggregations in order within an item); finally a result larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""), measured group by group while it is built, so the work stops at the first group past it.
         *     10. Work is linear: one pass over the items with hashed group keys; at most 10000 x 32 exact additions and comparisons of decimals that a binary64 can denote.
         *     11. Complexity: O(n·(g + a)) in the n ≤ 10000 items, g ≤ 8 group pointers and a ≤ 32 aggregations (one Map lookup per item by its key tuple, each distinct pointer read once per item), plus exact decimal sums whose digits grow with the spread of the values' exponents (at most about 650 digits for binary64); the result is measured group by group and refused at the first group past `max_output_bytes`, so a refused result costs no more than its limit.
         */
        post: operations["execute_json_array_aggregate_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-dedupe/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes duplicates from a JSON array, keeping the first occurrence. Items are compared by JSON value (member order ignored, numbers by value, no type coercion), either whole or by a list of RFC 6901 key pointers. Lists the kept indices and, for each removed item, the index it duplicates.
         * @description Rules:
         *     1. `array` is any JSON array (at most 10000 items). `keys` is an optional list of 1..16 distinct RFC 6901 pointers evaluated against each item; without `keys` the whole item is the identity (as if `keys` were `[""]`).
         *     2. Two items are duplicates when, for every key pointer, either the pointer resolves in neither item, or it resolves in both to JSON-equal values. A pointer that does not resolve (absent member, index out of range, scalar in the way) is missing, and missing is never equal to a present null. Only own members count ("/__proto__" is an ordinary member).
         *     3. JSON equality: same type (no coercion: "1" != 1, 0 != false, null != ""), strings by exact code units (no Unicode normalization or case folding), arrays element by element in order, objects with the same member names and equal values whatever the member order. Numbers are equal when their values are equal: 1, 1.0 and 1e0 are equal, and -0 equals 0. Numbers are read as binary64 doubles by the service's JSON parser, so literals that round to the same double (9007199254740993 and 9007199254740992) are equal.
         *     4. Items are scanned in input order; the first item of each identity is kept. `unique` is the kept items in input order, unchanged (the whole item, not only its keys); `kept_indices` their zero-based input indices, ascending. Objects taken from the input keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     5. `removed` has one `{index, first_index}` per dropped item, ascending by `index`: `first_index` is the kept item it duplicates. `kept_indices` and the `index` values of `removed` together are exactly 0..n-1.
         *     6. Errors, in this order: schema faults (`invalid_input`; `keys` must be non-empty, each a pointer of at most 1024 characters matching RFC 6901); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (a scalar 0, [] 1) (`limit_exceeded` at `/array/<i>`); a repeated key pointer (`invalid_input` at `/keys/<k>` of the repeat).
         *     7. Work is linear: each item's identity is hashed once (a canonical serialization with sorted member names), so 10000 items cost one pass.
         *     8. Complexity: O(n·k·s) in the n ≤ 10000 items, k ≤ 16 key pointers and the s values each key holds: each item's key tuple is written once as a canonical text (members sorted by name, O(m log m) per object of m members) and looked up in a Map; items are at most 64 levels deep and 262144 bytes in all.
         */
        post: operations["execute_json_array_dedupe_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-group/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Groups the items of a JSON array by the value at an RFC 6901 key pointer. Groups come in first-seen order with their key, count, input indices and items; keys compare by JSON value without coercion, and items lacking the key form their own group, separate from a null key.
         * @description Rules:
         *     1. `array` is any JSON array (at most 10000 items); `key` is an RFC 6901 pointer evaluated against each item ("" is the whole item). A pointer that does not resolve (absent member, index out of range, scalar in the way) makes the key missing; only own members count ("/__proto__" is an ordinary member).
         *     2. Two items are in the same group when both lack the key, or both have JSON-equal key values: same type, no coercion ("1" != 1, false != 0, null != missing), strings by exact code units, arrays in order, objects regardless of member order, numbers by value (1 equals 1.0 and -0 equals 0; numbers arrive as binary64 doubles).
         *     3. `groups` are in the order of each group's first item in the input. Within a group, `indices` (zero-based, ascending) and `items` (unchanged) are in input order; `count` is their number. Objects taken from the input (items and keys) keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     4. A group with a present key has `key_present` true and `key`, the key value of its first item; the group of items lacking the key has `key_present` false and no `key` member. A present null key forms its own group with `key_present` true and `key` null.
         *     5. `include_items` (default true): when false, groups carry no `items` member, only `indices`, to keep the result small.
         *     6. Errors, in this order: schema faults (`invalid_input`, including a `key` that is not an RFC 6901 pointer of at most 1024 characters); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (a scalar 0, [] 1) (`limit_exceeded` at `/array/<i>`); a result larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""; keys repeat parts of the items, so grouping large items by a large key can outgrow the input: set `include_items` false).
         *     7. Work is linear: each key is hashed once by a canonical serialization (member names sorted).
         *     8. Complexity: O(n·s) in the n ≤ 10000 items and the size s of each key value (one canonical text and Map lookup per item); the result holds the items and the key values by reference and is measured once, O(n) in the input's 262144 bytes, before it is returned.
         */
        post: operations["execute_json_array_group_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-index-by/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns a JSON array of records into an object keyed by the value at an RFC 6901 key pointer (a lookup table). Duplicate keys are a `collision` error unless first or last is chosen; non-string keys are errors unless coerce turns numbers, booleans and null into their JSON text.
         * @description Rules:
         *     1. `array` is any JSON array (at most 10000 items); `key` is an RFC 6901 pointer evaluated against each item ("" is the whole item). Only own members count ("/__proto__" is an ordinary member).
         *     2. The key value must be a string; it becomes the member name exactly (no trimming, case folding or normalization). A number, boolean or null key is `invalid_input` at `/array/<i><key>` unless `coerce` is true, which uses its JSON text: numbers in ECMAScript shortest round-trip form (1.0 -> "1", -0 -> "0", 1e21 -> "1e+21", 0.000001 -> "0.000001", 1e-7 -> "1e-7"), `true`, `false`, `null`. An array or object key is `invalid_input` even with `coerce`. Coerced keys collide with equal strings (1 and "1").
         *     3. An item where the pointer does not resolve is `invalid_input` at `/array/<i><key>` under `missing` `error` (default); under `missing` `skip` it is left out and its index listed in `skipped` (ascending).
         *     4. `duplicates` `error` (default): the second item with an already seen key is `collision`, whose `details` point at the key of the earlier item and of this item (`/array/<j><key>`, `/array/<i><key>`). `first` keeps the first item with each key; `last` keeps the last one.
         *     5. Output: `index` maps each key to its item, unchanged; names like "__proto__" and "constructor" are ordinary own members. `keys` lists the keys in order of first appearance in the input, and `indices[k]` is the input index of the item stored under `keys[k]` (the last one under `duplicates` `last`). `index` lists its members in ECMAScript own-property order: names that are canonical array indexes ("0" to "4294967294", no leading zero) first, ascending, then the other names in order of first appearance; use `keys` for the input order. Items keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     6. Errors, in this order: schema faults (`invalid_input`, including a `key` that is not an RFC 6901 pointer of at most 1024 characters); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (`limit_exceeded` at `/array/<i>`); then, for the first offending item in input order, a missing or unusable key (`invalid_input`) or a duplicate (`collision`).
         *     7. Work is linear in the number of items (one hash lookup per item).
         *     8. Complexity: O(n·p) in the n ≤ 10000 items and the key pointer's p ≤ 1024 characters (one lookup and one Map operation per item); the output holds the items by reference, and the key strings are parts of the input.
         */
        post: operations["execute_json_array_index_by_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-join/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joins two JSON arrays of records on key pointers (inner, left, right or full outer join, as in SQL). Key equality is type-strict JSON equality; many-to-many matches yield every pair. Each row carries the matched left and right items with their indices; rows come in a defined order.
         * @description Rules:
         *     1. `left` and `right` are JSON arrays (at most 10000 items each). `on` is a list of 1..8 key pairs `{left, right}`: RFC 6901 pointers evaluated against left and right items; `right` defaults to `left`. Only own members count ("/__proto__" is an ordinary member).
         *     2. A left item and a right item match when, for every pair in `on`, both pointers resolve and the two values are JSON-equal: same type, no coercion ("1" does not match 1, true does not match 1), strings by exact code units, arrays in order, objects regardless of member order, numbers by value (1 matches 1.0; numbers arrive as binary64 doubles).
         *     3. As in SQL, an item whose key is missing (the pointer does not resolve) or null at any pair matches nothing; under an outer join it still appears unmatched.
         *     4. `type`: `inner` (default) keeps only matched pairs; `left` adds each left item with no match; `right` adds each right item with no match; `full` adds both. Many-to-many: a left item matching k right items yields k rows, one per pair.
         *     5. Row order, the same for every type: left items in input order, each followed by its matches in right input order (or, when it has none and the type keeps it, one left-only row); then the unmatched right items in right input order (for `right` and `full`).
         *     6. A row is `{left_index, right_index, left, right}`: the zero-based indices and the unchanged items. On a left-only row `right_index` is null and `right` absent; on a right-only row `left_index` is null and `left` absent (an item that is itself null is present as null). `counts` gives `rows`, `pairs` (matched rows), `left_only` and `right_only`. Objects taken from the input keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     7. Limits, checked before any row is built: the rows at most 10000 (`max_output_rows`); the compact JSON bytes of the items placed in the rows (each item counted once per row it appears in) at most 262144 (`max_output_bytes`); both `limit_exceeded` with pointer "".
         *     8. Errors, in this order: schema faults (`invalid_input`, including a pointer that is not RFC 6901 or longer than 1024 characters); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (`limit_exceeded` at `/left/<i>` or `/right/<i>`); then rule 7.
         *     9. Work is a hash join, O(|left| + |right| + rows): each key tuple is hashed once by a canonical serialization.
         *     10. Complexity: O((l + r)·k) in the l, r ≤ 10000 items and k ≤ 8 key pointers (a hash join); the rows are counted and their bytes summed from each item's size before any row is built, so a many-to-many join of 10000 x 10000 pairs is refused in O(l + r) steps.
         */
        post: operations["execute_json_array_join_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-set-compare/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compares two JSON arrays as sets (or as multisets, counting repeats) by JSON value equality: the values only in the first, only in the second, and in both, each in a defined input order, with counts and an equal flag.
         * @description Rules:
         *     1. `first` and `second` are JSON arrays of any values (at most 10000 items each). Values are compared by JSON equality: same type, no coercion ("1" != 1, 0 != false), strings by exact code units (no normalization), arrays in order, objects with equal members whatever their order, numbers by value (1 equals 1.0, -0 equals 0; numbers arrive as binary64 doubles, so literals rounding to the same double are equal).
         *     2. Set mode (`multiset` false, default): each array is reduced to its distinct values, keeping the first occurrence. `common` is the distinct values of `first` that occur in `second`, and `only_in_first` those that do not, both in order of first occurrence in `first`; `only_in_second` is the distinct values of `second` absent from `first`, in order of first occurrence in `second`. A common value is shown as it appears in `first`.
         *     3. Multiset mode (`multiset` true): a value occurring c1 times in `first` and c2 times in `second` yields min(c1, c2) entries in `common` and max(0, c1 - c2) in `only_in_first` (or max(0, c2 - c1) in `only_in_second`). Occurrences are paired in order: the first min(c1, c2) occurrences in each array are common. `common` and `only_in_first` list occurrences of `first` in its order; `only_in_second` lists the unpaired occurrences of `second` in its order.
         *     4. `equal` is true when `only_in_first` and `only_in_second` are both empty (equal as sets, or as multisets in multiset mode). `counts` gives the length of each of the three arrays. Objects taken from the input keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     5. Errors, in this order: schema faults (`invalid_input`); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (a scalar 0, [] 1) (`limit_exceeded` at `/first/<i>` or `/second/<i>`).
         *     6. Work is linear: each value is hashed once by a canonical serialization (member names sorted).
         *     7. Complexity: O(s) in the total size s of both arrays (n ≤ 10000 items each, 262144 bytes in all): each item is written once as a canonical text (members sorted by name, O(m log m) per object of m members) and counted in a Map.
         */
        post: operations["execute_json_array_set_compare_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-array-sort/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stably sorts a JSON array by one or more keys, each an RFC 6901 pointer into the items with a direction, a comparison type (JSON total order, exact number, or code point string) and a place for items that lack the key. Returns the sorted array and the original index of each item.
         * @description Rules:
         *     1. `array` is any JSON array (at most 10000 items). `keys` is a list of 1..16 sort keys `{pointer, direction, type, missing}`; when `keys` is absent the items are sorted by their whole value as if `keys` were `[{pointer: ""}]`.
         *     2. `pointer` is an RFC 6901 JSON Pointer evaluated against each item ("" is the item itself; array items are addressed by decimal index, "-" never resolves). A pointer that does not resolve (absent member, index out of range, or a scalar in the way) makes the key missing for that item. Only own members count, so "/__proto__" is an ordinary member name.
         *     3. Items are compared key by key; the first key that differs decides; items equal on every key keep their input order (the sort is stable).
         *     4. `type` `json` (default) is a total order over all JSON values: null < boolean < number < string < array < object; false < true; numbers by value; strings by Unicode code point; arrays element by element with a proper prefix first; objects by their sorted member-name lists, then by the values in that name order.
         *     5. `type` `number`: the key must be a JSON number or a string that is exactly an RFC 8259 number literal ("10", "-2.50", "1e3"; no spaces, "+", hex, NaN or Infinity); values compare by exact decimal value, so "9" < "10", "1.0" ties 1 and "0.1" < "0.10000000000000001". A JSON number in the input is read by its shortest round-trip decimal (the double 0.1 is 0.1). Any other present value is `invalid_input` at `/array/<i><pointer>`.
         *     6. `type` `string`: the key must be a string (else `invalid_input` at `/array/<i><pointer>`), compared by Unicode code point, no locale, case folding or normalization.
         *     7. `direction` `asc` (default) or `desc`; `desc` reverses the value comparison only, never the tie-break of rule 3, so equal items keep input order in both directions.
         *     8. `missing` `last` (default) or `first` places items lacking the key after or before every item that has it, whatever the direction (SQL NULLS LAST / FIRST); a present null is a value, not missing. Items lacking the key compare equal on it.
         *     9. Output: `sorted` is the reordered items, unchanged; `order[k]` is the zero-based input index of `sorted[k]`, so `order` is a permutation of 0..n-1. Objects taken from the input keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     10. Errors, in this order: schema faults (`invalid_input`); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (a scalar 0, [] 1) (`limit_exceeded` at `/array/<i>`); a key pointer that is not RFC 6901 (`invalid_input` at `/keys/<k>/pointer`, also caught by the schema); then type faults of rules 5 and 6 for the first offending item in input order, keys in order within an item.
         *     11. Work is O(n log n) comparisons of pre-computed keys; with n <= 10000 and at most 16 keys this finishes well under a second.
         *     12. Complexity: O(n log n) comparisons of the n ≤ 10000 items (a stable merge sort; keys read once per item), each comparing up to 16 keys; a json-type comparison walks both values as far as they are equal (object member names sorted, O(m log m)), so the work is at most O(B·k·log n) in the 262144 input bytes B and k ≤ 16 keys.
         */
        post: operations["execute_json_array_sort_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-canonicalize/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns a JSON text into its RFC 8785 JSON Canonicalization Scheme (JCS) form: no whitespace, members sorted by UTF-16 code units, numbers in ECMAScript shortest form, minimal string escapes. Returns the canonical text, its UTF-8 byte length and its SHA-256, ready for hashing or signing.
         * @description Rules:
         *     1. `text` must be one strict RFC 8259 JSON text (as json-parse-check reads it); a fault is `invalid_input` at /text whose `extra` carries `reason`, `line`, `column` and `offset` (json-parse-check's reasons).
         *     2. The data must be I-JSON (RFC 8785 section 3.1, RFC 7493), checked in text order; the first violation is `invalid_input` at /text with `extra` `{reason, document_pointer, line, column, offset}`: `duplicate_key` (a member name already used in the same object, names compared after escape decoding; place of the later name), `lone_surrogate_escape` (a string or name whose escapes leave a surrogate unpaired), `number_out_of_range` (a literal whose nearest binary64 value is an infinity, such as 1e400, or zero although the literal is not zero, such as 1e-400; the service refuses rather than silently turn a value into 0).
         *     3. Numbers (section 3.2.2.3): each literal is read as the nearest IEEE 754 binary64 value (round half to even) and written with ECMAScript Number::toString, the shortest digits that read back as that double: integers below 1e21 in plain digits, `e+`/`e-` exponents outside 1e-7 <= |x| < 1e21, negative zero as `0`. So 1.0 becomes 1, 1E30 becomes 1e+30, and 9007199254740993 becomes 9007199254740992 (use json-number-inspect to find such numbers first).
         *     4. Strings and names (section 3.2.2.2): the decoded text is written between double quotes with `\"` and `\\`, the controls U+0008, U+0009, U+000A, U+000C, U+000D as `\b \t \n \f \r`, the other controls U+0000..U+001F as `\u00xx` with lowercase hex, and every other character, U+007F and non-ASCII included, as itself.
         *     5. Objects (section 3.2.3): members sorted by name compared as arrays of UTF-16 code units (so U+1F600 sorts before U+FB33), recursively; arrays keep their order. Literals are `true`, `false`, `null`. No whitespace anywhere.
         *     6. `canonical` is the canonical text; `byte_length` its UTF-8 byte count; `sha256` the lowercase hex SHA-256 of its UTF-8 bytes.
         *     7. Limits: `text` at most 262144 UTF-16 code units (schema); nesting deeper than 512 levels (max_depth) is `limit_exceeded` at /text. The canonical text is never longer than the input text plus the growth of number forms, well inside the response limit.
         *     8. Complexity: O(n + Σ k log k) in the text's n ≤ 262144 characters and the k members of each object (sorted by code units): one scan, one walk, each literal read once by its digits; nesting at most 512 levels. The canonical text is at most about 4.2 times the text (a 4-character number such as 1e20 becomes 21 digits), which the service's 262144-byte result limit refuses.
         */
        post: operations["execute_json_canonicalize_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-diff/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compares two JSON documents and lists every difference as a change with its JSON Pointer, kind (added, removed, changed) and old and new values. Arrays are compared by index or by a longest common subsequence, as chosen.
         * @description Rules:
         *     1. Values are compared as JSON values: numbers by value (the service parses the request, so 1 and 1.0 arrive as the same number and are equal; 0 equals -0), strings by exact characters, object member order ignored, "1" never equal to 1. `equal` is true exactly when `changes` is empty.
         *     2. Two objects are compared member by member: first the members of `source` in source order (a member missing from `target` is `removed` with its `old` value; a member in both is compared recursively), then the members only in `target`, in target order, as `added` with their `new` value. Source and target order are ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs); objects in `old` and `new` keep that order.
         *     3. Two arrays with `array_mode` `index` (default): items at the same index are compared recursively; extra source items are `removed` and extra target items `added`, in ascending index order.
         *     4. With `array_mode` `lcs`: the common prefix and the common suffix of equal items are matched first; the middle is aligned by a longest common subsequence of equal items (dynamic programming, matching equal items at the front greedily and, on ties, taking a removal before an addition). Items between two matches are paired in order (the k-th removed with the k-th added item) and compared recursively; the leftovers are `removed` or `added`. Changes follow the alignment from left to right.
         *     5. Any other pair of different values (different types, or unequal scalars) is one `changed` entry with `old` and `new`; the whole documents give pointer "".
         *     6. `pointer` (RFC 6901) locates the change in `source` for `removed` and `changed`, and in `target` for `added`. A `changed` entry whose location differs between the two documents (an lcs pairing shifted by earlier additions or removals) also carries `target_pointer`.
         *     7. Limits: `source` and `target` each at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /source or /target. The lcs tables (middle part of each compared array pair, n x m cells) may total at most 4000000 cells over the whole call (`max_lcs_cells`), so time and memory stay O(4000000); beyond it `limit_exceeded` at /source (use `index`). `changes` at most 262144 bytes as compact JSON (`max_output_bytes`: every change repeats its whole path, so they can outgrow both documents), measured change by change as they are found, else `limit_exceeded` at /source at the first change past it.
         *     8. Complexity: O(n·d) in the n ≤ 100000 values of each document and their depth d ≤ 64 (paths are copied per value), plus with `lcs` one id per value, computed once from its items' or members' ids (O(n log n) with member names sorted), and the lcs tables, at most 4000000 cells over the call (`max_lcs_cells`); `changes` is measured as it is built, so a refused result costs no more than its limit.
         */
        post: operations["execute_json_diff_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-flatten/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flattens a nested JSON document into a flat object that maps each leaf's path (a JSON Pointer by default, or an escaped dotted path) to its value. Empty objects and arrays are kept as leaves, so json-unflatten can rebuild the document.
         * @description Rules:
         *     1. A leaf is a string, number, boolean, null, empty object {} or empty array []. Every leaf of `document` becomes one member of `flat`, in document order (depth first; array items by index; object members in parsed order: canonical array-index names "0".."4294967294" ascending first, then the other names as written). `count` is the number of leaves.
         *     2. `style` `pointer` (default): the key is the leaf's RFC 6901 JSON Pointer ("/a/0/b", ~ as ~0, / as ~1); a scalar or empty document has the key "".
         *     3. `style` `dotted`: the path segments (member names, and array indexes as decimals) joined by ".", each segment with "\" written as "\\" and "." as "\."; an empty member name is an empty segment ("a..b" is a, "", b); a scalar or empty document has the key "". A top-level member named "" whose value is a leaf would also get the key "", so it is `invalid_input` at /document/ in this style (use `pointer`).
         *     4. Reversible: json-unflatten with the same `style` and `array_indices` true rebuilds a document equal to the input, except that an object whose member names are exactly "0".."n-1" comes back as an array (the keys cannot tell them apart; with `array_indices` false every container comes back as an object).
         *     5. Member names in `flat` are data: "__proto__" keys are ordinary members.
         *     6. Limits: `document` at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /document; `flat` at most 262144 bytes as compact JSON (`max_output_bytes`: every key repeats its whole path, so `flat` can outgrow the document), measured leaf by leaf while it is built, else `limit_exceeded` at /document at the first leaf past it.
         *     7. Complexity: O(n·d) in the document's n ≤ 100000 values and its depth d ≤ 64 (each value's path is copied once), plus the keys and leaves written, which `max_output_bytes` bounds: `flat` is measured leaf by leaf as it is built, so a refused result costs no more than its limit.
         */
        post: operations["execute_json_flatten_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-format/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-lays out a JSON text as pretty (indented) or compact text, optionally with object members sorted by name. Only whitespace and member order change: every number, string and literal is copied exactly as written, so 1.0 stays 1.0, 1e2 stays 1e2 and "\u00e9" keeps its escape.
         * @description Rules:
         *     1. `text` must be one strict RFC 8259 JSON text, read as json-parse-check reads it. A fault is `invalid_input` at /text whose `extra` carries `reason`, `line`, `column` and `offset` of the first fault (json-parse-check's reasons and places); a leading byte order mark is such a fault.
         *     2. Tokens are copied verbatim: number literals keep their digits, sign, fraction and exponent (`1.0`, `-0`, `1E+2`, `12345678901234567890` are unchanged); string literals, member names included, keep their exact escapes; `true`, `false`, `null` are unchanged. Duplicate member names are kept, each where it is.
         *     3. `style` `pretty` (default): an empty object or array is `{}` or `[]`; otherwise the opening bracket, then each member or item on its own line indented by one more level than the container, separated by `,` at the end of the line, then the closing bracket on its own line at the container's level. A member is written as name, `: ` (colon and one space), value. Lines end with LF. This is the layout of Python `json.dumps(indent=N)` and JavaScript `JSON.stringify(v, null, N)`.
         *     4. One indentation level is `indent` spaces (1..8, default 2) or one tab when `indent` is `"tab"`. `indent` is ignored under `style` `compact`.
         *     5. `style` `compact`: no whitespace at all between tokens (`{"a":[1,2]}`).
         *     6. `sort_keys` true orders the members of every object by name in Unicode code point order of the decoded names (as Python `sort_keys` does); members with the same name keep their text order (stable sort). Default false keeps text order. For RFC 8785 (UTF-16 order, numbers rewritten) use json-canonicalize.
         *     7. The output has no trailing newline unless `final_newline` is true, which appends one LF.
         *     8. Limits: `text` at most 262144 UTF-16 code units (schema); nesting deeper than 512 levels (max_depth) is `limit_exceeded` at /text; an output longer than 262144 UTF-8 bytes (max_output_bytes) is `limit_exceeded` at /text, found while writing and before any output is returned.
         *     9. Complexity: O(n + Σ k log k) in the text's n ≤ 262144 characters (one scan, each token written once) and the k members of each object when `sort_keys` sorts them; the output is counted while it is written and refused at `max_output_bytes`, so deep nesting that multiplies the indentation costs no more than the limit.
         */
        post: operations["execute_json_format_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-keys-rename/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames object member names by an old -> new map, in the top-level object only or in every object at any depth. A rename onto a name that is already present is an error, never an overwrite; values and member positions are kept.
         * @description Rules:
         *     1. `renames` maps exact old member names to new names (case-sensitive, code unit for code unit). All renames of one object happen at once: {"a": "b", "b": "a"} swaps a and b; names not in the map stay.
         *     2. `scope` `recursive` (default) renames in every object at any depth, inside arrays too; `top_level` renames only the members of the root object (a root that is not an object is returned unchanged).
         *     3. A renamed member keeps its position and its value. Positions are those of the parsed object, ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs); a member renamed to a name such as "10" stays in its position; `renamed_count` counts the members whose name was in the map (an identity rename a -> a counts and changes nothing).
         *     4. When two members of one object would end up with the same name (a rename onto a member that is not itself renamed away, or two names renamed to one), the tool fails with `collision`; its details point at both members under /document. Nothing is overwritten.
         *     5. Member names are data: "__proto__" and "constructor" are ordinary members and may be renamed from or to.
         *     6. Limits: at most 1000 renames, names at most 1024 characters (schema); `document` at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /document.
         *     7. Complexity: O(n·d) in the document's n ≤ 100000 values and depth d ≤ 64 (one Map lookup per member; each value's path is copied once), with at most 1000 renames in a Map; the result has the document's size.
         */
        post: operations["execute_json_keys_rename_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-merge-deep/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deep-merges an ordered list of JSON documents: objects merge member by member, later documents win for scalars, and arrays follow a chosen strategy (replace, concat, merge by index, or merge items by a key pointer). Unlike an RFC 7396 merge patch, null is an ordinary value, never a delete.
         * @description Rules:
         *     1. `documents` is a list of 1..100 JSON values, merged in order: the result is merge(...merge(merge(d0, d1), d2)..., dn). One document is returned unchanged.
         *     2. merge(a, b) of two objects: every member of a and of b; a member in both gets merge(a.m, b.m); members keep a's order, then b's new members in b's order (so the result lists names in order of first appearance across the documents). "__proto__" and "constructor" are ordinary member names.
         *     3. merge(a, b) when b is a scalar (string, number, boolean) or null, or when a and b differ in kind (object, array, other): the result is b. Later wins; null is a value like any other and replaces a (RFC 7396 would delete the member instead); an object replaced by an array or a scalar is gone whole.
         *     4. merge(a, b) of two arrays follows `arrays`: `replace` (default) gives b; `concat` gives a's items then b's; `merge_by_index` merges the items at each index present in both and keeps the longer array's tail (lodash merge); `merge_by_key` (see rule 5). The strategy applies to every pair of arrays at any depth, including the top level.
         *     5. `merge_by_key` needs `array_key`, an RFC 6901 pointer evaluated against the items of arrays. An item has a key when it is an object and the pointer resolves in it; keys compare by JSON equality (same type, no coercion, objects regardless of member order, numbers by value). For the arrays at one position across the documents (in document order): every item of the first array takes its own slot, in order; each item of a later array whose key equals the key of an existing slot (the first slot to hold that key, as the items are written in the input) joins that slot; any other item takes a new slot at the end. Each slot's items are merged in order by these rules; items without a key never merge.
         *     6. Object member order in the output follows rule 2, each document's own order being ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs). The result lists its members the same way: names that are canonical array indexes ("0", "12") first, ascending, then the other names in the order of rule 2.
         *     7. Errors, in this order: schema faults (`invalid_input`, including `array_key` that is not an RFC 6901 pointer of at most 1024 characters); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); a document nesting deeper than 64 levels (a scalar 0, [] 1) (`limit_exceeded` at `/documents/<i>`); `merge_by_key` without `array_key` (`invalid_input` at `/arrays`); `array_key` with another strategy (`invalid_input` at `/array_key`).
         *     8. Work is linear in the total size of the documents (merged level by level, members hashed); the result is never larger than the documents together, so it stays within 262144 bytes.
         *     9. Complexity: O(s) in the documents' total size s (262144 bytes, at most 100 documents 64 levels deep): the left fold is computed level by level over all documents at once, so each member and item is visited once per level it sits at; merge_by_index reads each array once; merge_by_key writes each item's key value once as a canonical text.
         */
        post: operations["execute_json_merge_deep_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-merge-patch-apply/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies an RFC 7396 JSON Merge Patch to a JSON document: members of an object patch are merged recursively, null deletes a member, arrays and scalars replace the old value whole, and a patch that is not an object replaces the whole document.
         * @description Rules:
         *     1. The result is MergePatch(target, patch) of RFC 7396 section 2: when `patch` is an object, the target is taken as is if it is an object and as {} otherwise; for each patch member in patch order, a null value removes that member from the target (if present) and any other value replaces the member by MergePatch(old member or nothing, value).
         *     2. When `patch` is not an object (array, string, number, boolean or null), the result is `patch` itself: arrays are never merged item by item, and a null patch gives null.
         *     3. Nulls inside a merged object are deletions at every depth, so a merge patch can never set a member to null (a null member added under a new object disappears); nulls inside arrays are ordinary values.
         *     4. Member order: members of the target keep their positions; members the patch adds are appended in patch order; a member replaced by a patch keeps its position. Target and patch order are ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs); the result lists its members the same way, so a name that is a canonical array index ("10") added by the patch goes among the index names, ascending, not at the end.
         *     5. Object member names are plain data: "__proto__" and "constructor" are ordinary members.
         *     6. Limits: `target` and `patch` each at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /target or /patch. The result then has at most 64 levels, and the work is linear in the sizes of both.
         *     7. Complexity: O(n) in the n ≤ 100000 values of the target and of the patch (both at most 64 levels deep): the target is copied once, and each patch member is applied once (a removal is one delete); the result is never larger than both documents.
         */
        post: operations["execute_json_merge_patch_apply_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-merge-patch-create/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Computes an RFC 7396 JSON Merge Patch that turns `source` into `target`. Fails when the target holds a null member the patch would have to set, because in a merge patch null means delete.
         * @description Rules:
         *     1. The patch P satisfies MergePatch(source, P) = target (RFC 7396 section 2) as JSON values (member order aside). When `source` or `target` is not an object, P is `target` itself (a non-object patch replaces the whole document), even when they are equal.
         *     2. When both are objects, P is an object with: each member of `source` missing from `target` set to null (a deletion), in source order; then, in target order, each member of `target` that is absent from `source` or differs from it (JSON value equality: numbers by value, member order ignored) set to the value it needs: the recursive patch of rule 1-2 when the source member exists, else the target member itself. Members equal on both sides are left out, so equal objects give {}. Source and target order are ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs); P lists its members the same way: names that are canonical array indexes first, ascending, then the others in the order above.
         *     3. A merge patch cannot set a member to null: a target member whose value is null and which is absent from the source or differs from it, or a null member anywhere inside an object that must be sent whole (a new member, or one replacing a non-object) is error `null_not_representable` at its pointer under /target. Nulls inside arrays are fine (arrays are sent whole), and so is a top-level null target (the patch is null). Use json-patch-create for such changes.
         *     4. Arrays are never diffed: an array that differs in any way is sent whole.
         *     5. Limits: `source` and `target` each at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /source or /target.
         *     6. Complexity: O(n·d) in the n ≤ 100000 values of each document and their depth d ≤ 64: two objects are compared by building their patch (empty exactly when they are equal), so each member pair is visited once; other values are compared once with JSON equality (members sorted by name, O(k log k) per object of k members); paths are copied per value. The patch holds parts of `target`, so it is never larger than the documents.
         */
        post: operations["execute_json_merge_patch_create_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-number-inspect/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads every number literal of a JSON text exactly as written and reports those that a binary64 (IEEE 754 double) parser would change, or whose magnitude exceeds 2^53-1, with their pointer, place in the text and the value a double would hold.
         * @description Rules:
         *     1. `text` must be one strict RFC 8259 JSON text (as json-parse-check reads it); a fault is `invalid_input` at /text whose `extra` carries `reason`, `line`, `column` and `offset` (json-parse-check's reasons).
         *     2. Every number literal is examined in document order (which is text order), member values and array items alike; member names are strings and never numbers.
         *     3. `double` is the nearest IEEE 754 binary64 value to the literal's exact decimal value (round half to even), written in its shortest round-trip form (ECMAScript Number::toString, exponent as `e+`/`e-`; negative zero as `-0`); null when the literal is beyond the largest finite double and would become an infinity.
         *     4. `round_trips` is true when `double` denotes exactly the same decimal value as the literal (compared on the digits: `1.0`, `1e2`, `0.1`, `-0` and `2.50` round-trip; `9007199254740993`, `0.1000000000000000055511151231257827` and `1e400` do not). `out_of_range` is true when the literal is nonzero and the double is zero (underflow, such as `1e-400`) or infinite (overflow, such as `1e400`).
         *     5. `exceeds_safe_integer` is true when the literal's exact magnitude is greater than 2^53-1 = 9007199254740991 (Number.MAX_SAFE_INTEGER), whether or not the literal is written as an integer: beyond it, distinct integers share one double.
         *     6. A literal is flagged when `round_trips` is false or `exceeds_safe_integer` is true. `report` `flagged` (default) lists flagged literals only; `all` lists every literal. `number_count` counts all literals, `flagged_count` the flagged ones.
         *     7. Each row: `pointer` (RFC 6901 pointer of the number in the document; with duplicate member names several rows can share one), `line` and `column` (from 1, column in code points; a line ends at LF, CR or CRLF) and `offset` (UTF-8 bytes from 0) of the literal's first character, `literal` (verbatim; only its first 1000 characters when longer) and `literal_length` (its full length), `double`, `round_trips`, `out_of_range`, `exceeds_safe_integer`.
         *     8. Limits: `text` at most 262144 UTF-16 code units (schema); nesting deeper than 512 levels (max_depth) is `limit_exceeded` at /text; more than 1000 rows to list (max_rows) is `limit_exceeded` at /text (use `report` `flagged` or split the document). The compact JSON of `numbers` at most 262144 bytes (`max_output_bytes`: a pointer repeats every member name on its path, so rows under one deep path of long names outgrow the text), measured row by row as the rows are built, else `limit_exceeded` at /text.
         *     9. Complexity: O(n) in the text's n ≤ 262144 characters: one scan, one walk in which each pointer extends its parent's, and each literal read once by its digits (the exponent is never expanded; a literal of all 262144 characters costs its length); rows are at most 1000 (`max_rows`) and measured as they are built, so a refused result costs no more than its limit.
         */
        post: operations["execute_json_number_inspect_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-parse-check/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks whether a text is one strict RFC 8259 JSON text. Answers valid or the first fault with its reason, line, column and byte offset, and lists duplicate member names and lone-surrogate escapes, which RFC 8259 allows but makes unpredictable.
         * @description Rules:
         *     1. Grammar: RFC 8259 section 2 exactly. The text is optional whitespace (space, tab, LF, CR only), one value of any type (a bare scalar such as `42` is a JSON text), optional whitespace. Literals are lowercase `true`, `false`, `null`; numbers follow section 6 (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`); strings are double-quoted, with U+0000..U+001F escaped and only the escapes `\" \\ \/ \b \f \n \r \t \uXXXX`. No comments, trailing commas, single quotes, unquoted names, NaN, Infinity, hex numbers, leading zeros or leading plus signs.
         *     2. A leading byte order mark (U+FEFF) is a fault (`byte_order_mark`): RFC 8259 section 8.1 forbids adding one and this checker does not ignore it.
         *     3. The text is read left to right and the first character at which it stops being the start of a valid JSON text is the fault; `error` gives its `reason`, a short `message`, `line` and `column` (from 1; column counts Unicode code points; a line ends at LF, CR or CRLF) and `offset` (UTF-8 bytes from 0). When the text ends too early the place is the end of the text.
         *     4. `reason` is one of: `empty_text` (nothing but whitespace), `byte_order_mark`, `unexpected_end`, `comment` (a `/` where a token is expected), `single_quote` (a `'` where a value or member name is expected), `trailing_comma` (`]` or `}` right after a comma; the place is the bracket), `unquoted_key` (a letter, `_` or `$` where a member name is expected), `missing_colon`, `missing_comma` (something other than `,` or the closing bracket after a value), `invalid_number` (a leading zero, a `.` or `+` starting a value, a missing digit after `-`, `.` or the exponent, or a letter, digit, `.`, `+` or `-` right after a number), `non_finite_number` (`NaN`, `Infinity`, `-Infinity`), `invalid_literal` (a word other than true, false, null), `invalid_escape` (an escape not in rule 1, or `\u` without four hex digits; the place is the first wrong character after the backslash), `control_character` (an unescaped U+0000..U+001F inside a string), `trailing_content` (more than whitespace after the value), `unexpected_character` (anything else).
         *     5. For a valid text `value_type` is the type of the top-level value (`object`, `array`, `string`, `number`, `boolean`, `null`); for an invalid one it is null and the lists are empty.
         *     6. Duplicate member names (RFC 8259 section 4: names SHOULD be unique) do not make the text invalid. Names compare after escape decoding, as exact UTF-16 strings (`"a"` and `"\u0061"` are duplicates). Every member whose name already occurred earlier in the same object is listed in `duplicate_keys` with its RFC 6901 `pointer` in the document and the place of its name's opening quote.
         *     7. A `\uD800`..`\uDFFF` escape that is not part of a high-low pair is valid grammar (RFC 8259 section 8.2) but decodes to no Unicode text; each string holding one is listed in `lone_surrogate_escapes`: the pointer of the string value, or of the member whose name it is, and the place of its opening quote.
         *     8. Both lists are in text order and hold at most the first 100 entries (max_listed); `duplicate_key_count` and `lone_surrogate_escape_count` give the full counts.
         *     9. Limits: `text` at most 262144 UTF-16 code units (`invalid_input` by the schema); containers nested deeper than 512 levels (max_depth; `[]` at the top is level 1) are `limit_exceeded` at /text, because the text is not checked past that point.
         *     10. Complexity: O(n) in the n ≤ 262144 characters: the scanner reads each character once and stops at level 513 (max_depth) without reading further; duplicate names are found with one set per object (O(1) per member); the duplicate and lone-surrogate places are sorted, O(k log k) for k ≤ n/6 places, and only the first 100 get line and column, in one pass over the text.
         */
        post: operations["execute_json_parse_check_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-patch-apply/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies an RFC 6902 JSON Patch (add, remove, replace, move, copy, test) to a JSON document and returns the patched document. Atomic: if any operation fails, "test" included, nothing is applied and the error names the failing operation's index.
         * @description Rules:
         *     1. `patch` is an RFC 6902 JSON Patch: an array of operation objects applied in order to a copy of `document`. The patch is atomic: the result is returned only when every operation succeeded; otherwise the first failing operation is reported and no result is returned.
         *     2. `path` and `from` are RFC 6901 JSON Pointers ("" is the whole document; "~1" decodes to "/" before "~0" to "~"). A token addressing an array item must be "0" or a decimal without leading zeros; "-" means "after the last item" and is accepted only as the last token of an `add` (or of the target of `move`/`copy`). A member name is matched exactly and case-sensitively ("0" and "1e0" are ordinary names in an object).
         *     3. `add` (section 4.1): the parent of `path` must exist. In an object the member is created, or replaced in place when it exists; in an array the value is inserted before the index (0 to length; length or "-" appends; an array value is inserted as one item, never spread). `path` "" replaces the whole document. A new object member is placed after the existing ones in the result's member order, which like the document's is ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs); so a new name that is a canonical array index ("10") goes among the index names, ascending.
         *     4. `remove` (4.2): the target must exist; array items after it shift down. Removing "" (the whole document) is `invalid_input`.
         *     5. `replace` (4.3): the target must exist and is replaced in place (an object member keeps its position); "" replaces the whole document.
         *     6. `move` (4.4): the value at `from` must exist; it is removed and then added at `path` (evaluated after the removal, so moving an array item to a higher index counts positions without it). `from` equal to `path` changes nothing. `from` being a proper prefix of `path` (moving a value into its own child) is `invalid_input` at /patch/i/from.
         *     7. `copy` (4.5): the value at `from` must exist; a deep copy is added at `path` as by `add`.
         *     8. `test` (4.6): passes when the value at `path` equals `value` as JSON values: same type, numbers by value (1 and 1.0 are the same JSON number once parsed), strings by exact characters, arrays item by item, objects with the same member names and equal values in any order; "1" never equals 1. A failed comparison, or a `path` that does not exist, is `patch_test_failed`.
         *     9. Every operation needs `op` (one of add, remove, replace, move, copy, test) and `path`; `move` and `copy` need `from`; `add`, `replace` and `test` need `value` (null is a value). A missing or unknown `op`, a missing member or a pointer that is not RFC 6901 syntax is `invalid_input` at that member (/patch/i/op, /patch/i/path, /patch/i/from or /patch/i/value). Members not used by the operation are ignored (section 4, appendix A.11).
         *     10. Errors name the failing operation: the message starts with `operation i:`, the detail pointer is under /patch/i, and `extra.op_index` is i (0-based). `patch_path_not_found`: `path` or `from` does not resolve (a missing member or parent, an index out of range, a malformed index such as "01" or "1e0" on an array, "-" where an item must exist, or a scalar parent). `patch_test_failed`: a `test` operation failed. `invalid_input`: a malformed operation (rule 9), removing the root, or moving a value into its own child.
         *     11. Limits: `patch` at most 10000 operations (schema); `document` at most 64 levels deep and 100000 values (`max_depth`, `max_nodes`, `limit_exceeded` at /document), the patch likewise (`limit_exceeded` at /patch); no operation may make the result deeper than 64 levels, and the whole patch may cost at most 4000000 steps (`max_work`: one per operation, per pointer token, per value added, copied, moved or compared, and per array item shifted), else `limit_exceeded` at /patch/i. These bounds make a patch of repeated copies fail instead of doubling the document.
         *     12. Complexity: every operation is charged to max_work (4000000 steps) as it runs: the tokens of each pointer walked, the values a write or copy brings in (counted only up to the budget), the array items an insertion or removal shifts, and every value pair and member a test compares; so a patch of at most 10000 operations costs O(max_work) steps beyond the O(n) copy and bounds checks of the n ≤ 100000 values of document and patch, however its copies grow the document.
         */
        post: operations["execute_json_patch_apply_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-patch-create/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Computes an RFC 6902 JSON Patch (add, remove, replace operations) that turns `source` into `target`, ordered so that every array index is valid at the moment its operation is applied. Arrays are compared by index or by a longest common subsequence, as chosen.
         * @description Rules:
         *     1. The patch uses only `add`, `remove` and `replace` (never move, copy or test). Applying it in order with RFC 6902 (json-patch-apply) to `source` gives a document JSON-equal to `target` (member order aside: members added by the patch come after the existing ones). Equal documents give an empty patch.
         *     2. Equality is JSON value equality: numbers by value (1 and 1.0 arrive as the same parsed number), strings exactly, member order ignored, "1" never equal to 1.
         *     3. Two objects: for the members of `source` in source order, a member missing from `target` gives `remove`, a member in both is compared recursively; then each member only in `target`, in target order, gives `add` with its value. Source and target order are ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     4. Two arrays are aligned as json-diff does: `array_mode` `index` (default) pairs items by position, then removes the extra source items or adds the extra target items; `lcs` matches the common prefix and suffix, then a longest common subsequence of equal items (ties: removal first), pairing the leftover items between matches in order. Paired items are compared recursively.
         *     5. Index-safe order: array operations are emitted from left to right and each path uses the position in the array as patched so far: a `remove` takes the item at the current position (later items shift down), an `add` inserts at the current position and advances it, kept and paired items advance it. So removals of trailing items repeat the same index (remove /a/1, remove /a/1).
         *     6. Any other pair of different values (different types or unequal scalars) gives one `replace` with the target value; different roots give `replace` at path "".
         *     7. Paths are RFC 6901 pointers (~ as ~0, / as ~1); `count` is the number of operations.
         *     8. Limits: `source` and `target` each at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /source or /target; lcs tables at most 4000000 cells in total (`max_lcs_cells`), else `limit_exceeded` at /source (use `index`).
         *     9. Complexity: O(n·d) in the n ≤ 100000 values of source and target at depth d ≤ 64 (each value compared once, each operation's path formed from its d tokens); array_mode lcs adds O(a·b) per pair of arrays of a and b items after their common prefix and suffix, summed over all arrays at most max_lcs_cells (4000000, checked before each table is built), plus a canonical key per item (O(its size)).
         */
        post: operations["execute_json_patch_create_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-pick/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps only the parts of a JSON document named by a list of JSON Pointers and drops everything else. Missing paths are reported, never created; picked array items keep their order.
         * @description Rules:
         *     1. Each entry of `pointers` is an RFC 6901 JSON Pointer ("" is the whole document; "~1" decodes to "/" before "~0" to "~"); one that is not valid syntax is `invalid_input` at /pointers/i. It exists when every token resolves: an own object member, or for an array a canonical index ("0" or no leading zeros) below the length; "-" never exists.
         *     2. Every input pointer appears once in `found` or in `missing`, in input order (duplicates repeated). Missing paths are never created, as null or otherwise.
         *     3. `result` holds exactly the values at the found pointers with the containers leading to them: each object keeps only members on a picked path, in the document's member order (ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs)); each array keeps only items on a picked path, in their original relative order, packed together (indexes are renumbered from 0). A pointer inside a value already picked whole adds nothing.
         *     4. With nothing found, `result` is an empty object or array of the document's type, or null when the document is a scalar.
         *     5. Member names are data: "__proto__" and "constructor" are ordinary members.
         *     6. Limits: at most 1000 pointers of at most 4096 characters (schema, `invalid_input`); `document` at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /document.
         *     7. Complexity: O(n + p·d) in the n ≤ 100000 values of the document and the p ≤ 1000 pointers of d ≤ 64 tokens (≤ 4096 characters each): every pointer is parsed and resolved once into a trie, and the result is built by one walk that visits only the arrays and objects on picked paths (each item of such a container once) and copies each picked subtree once.
         */
        post: operations["execute_json_pick_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-pointer-convert/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Converts one path into a JSON document between RFC 6901 JSON Pointer, RFC 9535 JSONPath (singular query in, normalized path out) and an escaped dotted form (`a.b[0]`), escaping every segment for the target form and listing the segments. Ambiguous dotted paths are rejected.
         * @description Rules:
         *     1. `from` and `to` are each `pointer`, `jsonpath` or `dotted`; `path` is read in the `from` form into segments, each a member name or a non-negative array index, and written in the `to` form. `segments` lists them in order as `{name}` or `{index}`. The empty path ("" as pointer or dotted, `$` as JSONPath) has no segments.
         *     2. pointer in (RFC 6901): "" or `/`-prefixed tokens, `~1` decoded to `/` before `~0` to `~`; otherwise `invalid_input`. A pointer does not say whether a token addresses an array or an object, so `pointer_digits` decides for tokens that are `0` or digits without a leading zero: `index` (default) makes them indices, `name` makes them names. Other tokens (`01`, `-`, `a`) are names. pointer out: each segment `/` + token with `~` as `~0` and `/` as `~1`.
         *     3. jsonpath in (RFC 9535): `$` followed by segments `.name` (member-name-shorthand: first character a letter, `_` or non-ASCII, then also digits), `['name']` or `["name"]` (string literal with the escapes of section 2.3.1.1: `\b \f \n \r \t \/ \\`, the quote itself, `\uXXXX` with surrogate pairs), or `[n]` with n a non-negative integer without leading zeros; blank space is allowed inside brackets. Wildcards, `..`, slices, unions and filters select many nodes (`not_singular`); a negative index needs the document (`negative_index`).
         *     4. jsonpath out: the normalized path of RFC 9535 section 2.7: `$` then `['name']` or `[n]` per segment; in names `'` is `\'`, `\` is `\\`, U+0008, U+0009, U+000A, U+000C, U+000D are `\b \t \n \f \r`, other U+0000..U+001F are `\u00xx` (lowercase), everything else is itself.
         *     5. dotted in: names separated by `.`, indices as `[n]` (no leading zeros) after a name or another index or at the start; `\` makes the next character literal (so `\.`, `\[`, `\]`, `\\` are those characters in a name). Faults (`invalid_dotted`): an empty name (`a..b`, leading or trailing `.`), an unescaped `]`, a bracket not holding an index, a trailing lone backslash. A name made only of unescaped digits (`a.0`) is `ambiguous_dotted`: tools read it as an index or as a name; write `[0]` or `\0`.
         *     6. dotted out: names joined by `.`, indices as `[n]`; `.`, `[`, `]` and `\` in a name are preceded by `\`, and a digit-only name gets a `\` before its first digit. An empty name has no dotted form (`not_representable`).
         *     7. Every fault is `invalid_input` at /path whose `extra` carries `reason` (`invalid_pointer`, `invalid_jsonpath`, `not_singular`, `negative_index`, `index_too_large` for an index above 2^53-1, `invalid_dotted`, `ambiguous_dotted`, `not_representable`) and `offset` (UTF-16 code unit position in `path` where it was found).
         *     8. Limits: `path` at most 8192 UTF-16 code units (schema); more than 1000 segments (max_segments) is `limit_exceeded` at /path.
         *     9. Complexity: O(p + s) in the p ≤ 8192 path characters and the s ≤ 1000 segments: the path is parsed once and each segment written once in the target notation (escapes grow it by a constant factor at most).
         */
        post: operations["execute_json_pointer_convert_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-pointer-get/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluates an RFC 6901 JSON Pointer against a JSON document. Returns the value and its type, or, when nothing is there, a not-found answer naming the deepest part that resolved, the token that failed and why.
         * @description Rules:
         *     1. `pointer` follows RFC 6901 section 3: "" (the whole document) or a sequence of `/`-prefixed reference tokens. In a token `~1` decodes to `/` and then `~0` to `~`, in that order (section 4), so `~01` is the key `~1`. A pointer that is not empty and does not start with `/`, or has a `~` not followed by `0` or `1`, is `invalid_input` at /pointer; a URI fragment (`#/a`) is not accepted and must first be percent-decoded and stripped of `#`.
         *     2. Tokens are followed left to right. On an object the token names a member, compared as an exact string (no Unicode normalization); only the object's own members count, so `__proto__` and `constructor` are ordinary names.
         *     3. On an array the token must be `0` or a digit string without leading zeros (section 4) whose value is below the array's length. `-` (the position after the last element, meaningful only for JSON Patch add) never selects a value when reading (section 7).
         *     4. When found: `found` true, `value` the selected value (any JSON, the whole document for ""), `type` one of null, boolean, number, string, array, object. A member whose value is null is found, with `value` null.
         *     5. When not found: `found` false, `resolved_pointer` the pointer made of the tokens that did resolve (re-escaped), `failed_token` the decoded token that failed, and `reason`: `missing_member` (object without that member), `index_out_of_range` (valid index not below the length), `invalid_array_index` (a token on an array that is not a valid index, such as `01`, `+1`, `a`), `end_of_array_marker` (`-` on an array), `not_a_container` (the token would step into a string, number, boolean or null). Not found is a normal answer, not an error.
         *     6. Numbers arrive as the service's JSON parser reads them (binary64) and are returned as such; objects keep their members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     7. Limits: `pointer` at most 8192 UTF-16 code units (schema). The document is bounded by the request size (256 KiB); the walk is linear in the pointer's length.
         *     8. Complexity: O(p) in the p ≤ 8192 pointer characters: the pointer is parsed once and followed token by token, one member lookup or index per token; the document is not walked.
         */
        post: operations["execute_json_pointer_get_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-query/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluates an RFC 9535 JSONPath query against a JSON document and returns the resulting nodelist: each node's value with its normalized path ($['a'][0]) and its RFC 6901 JSON Pointer (/a/0). Filters, slices, descendants and the five standard functions are supported; comparisons are type-strict.
         * @description Rules:
         *     1. `query` is an RFC 9535 JSONPath query: root `$`, then child segments (`.name`, `.*`, `[selectors]`) and descendant segments (`..name`, `..*`, `..[selectors]`); selectors are names ('a' or "a" with the RFC's escapes), `*`, indexes (negative counts from the end), slices `start:end:step` (section 2.3.4.2.2) and filters `?expr`. Blank space is allowed only where the RFC's ABNF allows it (not before `$` or after the query). Integers must lie within +-(2^53 - 1), "-0" and leading zeros are not integers.
         *     2. The result is the nodelist in RFC 9535 order: a child segment applies its selectors in the order written to each input node in turn; a descendant segment visits the input node and then its descendants, each node before its own descendants and array items in index order, and applies the selectors to each. Duplicates are kept (`$[0,0]` yields the node twice).
         *     3. Object members are visited in the order of the parsed input object: names that are canonical array indexes ("0" to "4294967294") first in ascending numeric order, then the other names in the order written (ECMAScript own-property order). RFC 9535 leaves member order open; this fixes it. Objects in the returned values keep that order.
         *     4. Each node is returned as `{path, pointer, value}`: `path` is the normalized path of RFC 9535 section 2.7 (`$`, then `['name']` or `[index]`; inside names only ' and \ are escaped with \, plus \b \f \n \r \t and \u00xx (lowercase hex) for other control characters); `pointer` is the same location as an RFC 6901 JSON Pointer ("" for the root, ~ as ~0, / as ~1). `count` is the number of nodes.
         *     5. Filter comparisons (section 2.3.5.2.2) are type-strict: `==` is true for two missing values (empty singular queries), for numbers of equal value, equal strings, equal booleans, both null, and deeply equal arrays or objects; a string never equals a number ("1" != 1) and a missing member never equals null. `<`, `<=`, `>`, `>=` order only two numbers or two strings (strings by Unicode code point); any other pair is false for `<` and `>`. `!=` is the negation of `==`.
         *     6. Numbers compare by exact decimal value: literals in the query as written (1.0 == 1, 0.1000000000000000001 != 0.1), document numbers (parsed as binary64 by the service) by their shortest round-trip decimal, so a document 0.1 equals the literal 0.1. A literal's exponent must lie within +-10000.
         *     7. A query inside a comparison must be singular (only name and index segments, one selector each, no `..`); a query used alone is an existence test (true when it selects at least one node, even a null). The functions are length (string length in Unicode scalar values, array items, object members; otherwise nothing), count (nodes), value (the single node's value, else nothing), match (the whole string matches) and search (some substring matches); match and search are false unless both arguments are strings and the pattern is a valid I-Regexp (RFC 9485), with ^ and $ read as start and end anchors as native engines do. Function calls must be well-typed (section 2.4.3): length, count and value must be compared, match and search must not be; a wrong argument type is an error.
         *     8. Regular expressions run on our own automaton (Thompson NFA, no backtracking): a pattern may compile to at most 4096 states (`max_regex_states`, `{n,m}` counts expand), and its cost is at most (text length + 1) x states steps.
         *     9. An invalid or ill-typed query is `invalid_input` at /query, with the 0-based UTF-16 offset of the fault in the message and in `extra.offset`; filter expressions nest at most 32 deep (`max_filter_nesting`).
         *     10. Limits, checked before evaluation: `query` at most 4096 characters (`invalid_input` by the schema); the document at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /document. During evaluation: at most 4000000 steps (`max_work`: one per node a segment visits or selects, per filter test and per regex step), at most 10000 result nodes (`max_result_nodes`) and 262144 bytes of compact JSON over all result values, paths and pointers (`max_result_bytes`, counted node by node as the result is built); beyond any of them `limit_exceeded` at /query.
         *     11. Complexity: evaluation is bounded by max_work (4000000 steps) whatever the query: a step is charged for every node a segment visits or selects, every filter test, every state an I-Regexp automaton crosses (its epsilon closures included) and every character of a string given to match, search or length or compared (deep equality charges every value pair and member); so nested descendant queries (O(n·d) in the n ≤ 100000 nodes of depth d ≤ 64 per filter level) stop at the budget. Parsing is O(q) in the q ≤ 4096 query characters; compiling a pattern costs O(its states ≤ 4096), once per distinct pattern. The result is measured node by node as it is built, values, paths and pointers, and refused at max_result_bytes, so a refused result costs no more than its limit plus one node.
         */
        post: operations["execute_json_query_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-redact/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the values at given JSON Pointers, and the values of members with given names at any depth, by a fixed placeholder. Everything else, including structure and member order, is kept; the redacted locations are listed.
         * @description Rules:
         *     1. A value is redacted when its RFC 6901 pointer is one of `pointers`, or when it is the value of an object member whose name is exactly (case-sensitively, code unit for code unit) one of `keys`, at any depth. Array items are redacted only by pointer. The value is replaced whole by `placeholder` (default "[REDACTED]"; any string, number, boolean or null), and nothing inside it is visited further.
         *     2. Everything else is copied unchanged: member order (ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs)), array order, types and values.
         *     3. `redacted` lists the pointers of the replaced values in document order (depth first, members in parsed order, arrays by index); `count` is their number. The pointer "" redacts the whole document.
         *     4. A pointer that does not resolve in the document (rules of RFC 6901: own members, canonical array indexes, never "-") is listed in `missing` in input order; it is not an error. A pointer that is not valid syntax is `invalid_input` at /pointers/i.
         *     5. Member names are data: "__proto__" and "constructor" are ordinary members.
         *     6. Limits: at most 1000 pointers and 1000 key names (schema); `placeholder` string at most 1000 characters; `document` at most 64 levels deep (`max_depth`) and 100000 values (`max_nodes`), else `limit_exceeded` at /document.
         *     7. Complexity: O(n·d) in the n ≤ 100000 values of depth d ≤ 64: the walk visits each value once and forms its RFC 6901 pointer (O(its depth) tokens) to look it up in the set of redacted pointers; each of the p ≤ 1000 pointers is parsed and resolved once, O(its length), and each member name is looked up in the set of names in O(1). The placeholder is shared, not copied.
         */
        post: operations["execute_json_redact_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-ref-resolve/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Inlines the local references of a JSON document: every object {"$ref": "#/..."} is replaced by a copy of the value its JSON Pointer fragment names, recursively. Cycles are errors naming the cycle; members beside "$ref" follow an explicit policy (error, drop or override).
         * @description Rules:
         *     1. A reference is an object with an own member `$ref` whose value is a string (JSON Reference, draft-pbryan-zyp-json-ref-03, as used by JSON Schema and OpenAPI). An object whose `$ref` is not a string (for example a property named `$ref` inside `properties`) is ordinary data and its members are walked as usual.
         *     2. A local reference's value is `#` followed by a percent-encoded RFC 6901 pointer (RFC 6901 section 6): it is percent-decoded and then evaluated against the input document as given, never through other references. `#` alone is the whole document. A malformed percent-encoding, a fragment that is not a pointer (anchors such as `#foo`), or a pointer that selects nothing are `invalid_input` at /document/<location>/$ref.
         *     3. A reference not starting with `#` (`other.json#/a`, `https://...`) is never fetched: with `non_local` `error` (default) it is `invalid_input` at its /$ref; with `keep` the object is copied unchanged (its other members still resolved).
         *     4. The reference is replaced by its target, itself resolved (references inside it are followed). Every occurrence is expanded separately; the output shares nothing. Everything else, `$defs` and `definitions` included, is copied in place with member order kept: ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs). Objects built by rule 6 list their members the same way (names that are canonical array indexes first, ascending).
         *     5. Cycles: if resolving a target reaches a reference naming a target that is already being expanded on the current chain, including a target that contains the reference itself (`{"a": {"b": {"$ref": "#/a"}}}`) or `#` anywhere, the call fails with `cyclic_reference`, pointer /document/<location>/$ref of the reference that closes the cycle; the message and `extra.cycle` list the references forming the loop as `{at, target}` pairs (the location of each `$ref` object and the pointer it names), in the order followed, ending with the reference that closes it (`{"a": {"$ref": "#/a"}}` gives one pair).
         *     6. `sibling_keys` decides members beside `$ref`: `error` (default) is `invalid_input` at the first sibling; `drop` ignores them (JSON Reference semantics); `override` takes the resolved target (which must then be an object, else `invalid_input`) and lays the resolved siblings over it: target members in their order with a same-named sibling's value in place, then the remaining siblings in their order (OpenAPI 3.1 `summary`/`description` style).
         *     7. `references_resolved` counts the replacements made (each expansion counts once).
         *     8. Limits, `limit_exceeded` at /document: input nested deeper than 128 levels (max_input_depth), checked first; an output holding more than 100000 values (max_output_nodes, counted while expanding, so exponential reference fan-out stops early) or nested deeper than 256 levels (max_output_depth).
         *     9. Complexity: O(v) in the v ≤ 100000 values of the output, plus O(n) in the input for the depth check: every value is counted before it is built (each link of a chain of references counting as one), so exponential fan-out stops at max_output_nodes; a chain of references is followed in a loop and a repeated target is found in a set of the targets on the current path, O(1) per link; each distinct `$ref` string is percent-decoded and looked up once (O(its length)), and each member name escaped for locations once. Recursion is bounded by max_output_depth.
         */
        post: operations["execute_json_ref_resolve_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-schema-infer/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Infers a JSON Schema 2020-12 from sample documents: the types seen at each position (integer and number kept apart), properties in first-seen order, `required` as the keys present in every sample object, and array items merged. Never invents enums, formats, patterns or bounds.
         * @description Rules:
         *     1. `samples` is a list of 1..1000 JSON values; the result describes all of them as one value: every sample is valid against the inferred schema (JSON Schema 2020-12).
         *     2. At each position the types seen are collected: `null`, `boolean`, `integer` (a number with no fractional part; numbers arrive as binary64, so 1.0 is the integer 1, which 2020-12 also treats as an integer), `number` (any other number), `string`, `array`, `object`. When both integer and number are seen only `number` is kept (integer is a subset). One type is written as `"type": "x"`, several as an array in the order null, boolean, integer, number, string, array, object.
         *     3. Objects: `properties` has one entry per member name seen in any object at that position, in first-seen order (samples in order, the members of each sample in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs); a name first seen in a later sample stays after the earlier ones, "10" included), each with the schema inferred from every value seen under that name. `required` lists, in the same order, the names present in every object at that position; it is omitted when empty. With `closed_objects` true every object schema also gets `"additionalProperties": false`; by default objects stay open.
         *     4. Arrays: all items of all arrays at a position are merged into one `items` schema; `items` is omitted when only empty arrays were seen. No tuple (`prefixItems`), `minItems` or `uniqueItems` inference.
         *     5. Nothing else is invented: no `enum`, `const`, `format`, `pattern`, `minimum`, `maximum`, lengths or `description`. Keywords of different types live side by side in one schema (a position seen as object and null has `type: [null, object]` plus `properties`), as 2020-12 applies each only to its type.
         *     6. The result is `schema` with `"$schema": "https://json-schema.org/draft/2020-12/schema"` first, then `type`, `properties`, `required`, `additionalProperties`, `items` in that order where present, and `sample_count`. Member names such as `__proto__` are ordinary names.
         *     7. Limits, `limit_exceeded`, checked before inference: each sample nests at most 64 levels (max_depth; pointer /samples/<i>); all samples together hold at most 100000 values (max_nodes; pointer of the sample where the total passes it); the schema at most 262144 bytes of compact JSON (max_output_bytes; pointer /samples). 1..1000 samples (max_samples) is checked by the schema (`invalid_input`).
         *     8. Complexity: O(n) in the n ≤ 100000 values of the samples (counted before any work): each value is observed once into a tree of seen positions (a map lookup per member), and the schema is emitted once from that tree, which has at most one node per observed value position, so it is O(n) too; its size is measured after it is built, and it is at most a constant times n (about 30 bytes per distinct property).
         */
        post: operations["execute_json_schema_infer_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-schema-validate/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validates a JSON instance against a JSON Schema 2020-12 given in the same call. Returns a valid flag and every failure with its instance pointer, schema pointer, keyword and message in a stable order. Remote $ref is never fetched; "format" is an annotation unless format_assertion is set.
         * @description Rules:
         *     1. `schema` is a JSON Schema 2020-12 schema (object or boolean) evaluated with Ajv 8 (Ajv2020, all errors collected, non-strict so unknown keywords are ignored as 2020-12 requires). A `$schema` other than `https://json-schema.org/draft/2020-12/schema` is `invalid_input` at /schema/$schema with `extra.reason` `unsupported_dialect`. Only the instance's own members count: a member named like an Object.prototype property (valueOf, constructor, __proto__) is present only when the instance has it. `const`, `enum` and `uniqueItems` compare values as JSON data: numbers by value, arrays item by item, objects by the same own member names with equal values, whatever the names (a member named valueOf is data, never a method); `uniqueItems` reports the last item that repeats an earlier one, with the latest such earlier item.
         *     2. A schema the 2020-12 meta-schema rejects is `invalid_input` at /schema (`extra.reason` `invalid_schema`). `$ref` resolves inside the schema only (JSON Pointer fragments, `$id`, `$anchor`, `$defs`, and the bundled 2020-12 meta-schemas); anything else, including any http(s) URL, is `invalid_input` at /schema with `extra.reason` `unresolvable_ref`: nothing is ever fetched.
         *     3. `format` is an annotation only (always passes) unless `format_assertion` is true; then the ajv-formats formats (date, time, date-time, duration, uri, uri-reference, uri-template, email, hostname, ipv4, ipv6, regex, uuid, json-pointer, relative-json-pointer, and more) are asserted and unknown format names are ignored.
         *     4. Numbers in the instance and schema arrive as binary64 and are read by their shortest round-trip decimal; `multipleOf` is decided exactly on those decimals (0.3 is a multiple of 0.1; 1e308 is not a multiple of 0.123456789), unlike floating-point division. `integer` accepts any number with no fractional part (1.0 is an integer, per 2020-12).
         *     5. `valid` is the result of validation. Each error row has `instance_pointer` (RFC 6901 pointer into the instance, "" for the root), `schema_pointer` (RFC 6901 pointer, percent-decoded, to the failing keyword within the schema resource that holds it: the root schema unless an `$id` starts an embedded resource), `keyword` and an English `message` (Ajv's wording), cut to at most 4096 UTF-16 units (max_message_chars; a cut message ends with "…", never inside a surrogate pair), since messages echo names from the schema. Identical rows are merged.
         *     6. Rows are sorted by `instance_pointer`, then `schema_pointer`, then `message`, each by Unicode code point order, so the order does not depend on schema member order. `error_count` counts all rows; `errors` holds the first 100 (max_listed). Applicators report their subschemas' failures too (an `anyOf` lists each branch's errors and its own).
         *     7. Patterns (`pattern`, `patternProperties` names) are ECMA-262 regular expressions with the u flag, and run in time linear in the text (RE2, after translating ECMAScript syntax: `.` excludes LF, CR, U+2028 and U+2029; `\s` and `\S` are ECMAScript's white space and line terminators; `\d`, `\w` and `\b` are ASCII; `\uXXXX`, `\u{...}`, `\cX`, `[^]` and `\p{...}` of General_Category, Script and Any keep their ECMAScript meaning). A pattern that is not a valid ECMAScript regex is `invalid_input` at its pointer with `extra.reason` `invalid_pattern`; lookahead, lookbehind, backreferences, other Unicode properties and repetition counts over 1000, which have no linear-time form, are `invalid_input` with `extra.reason` `unsupported_pattern`; a pattern longer than 1000 characters is `limit_exceeded` at its pointer.
         *     8. Limits, `limit_exceeded`, checked in this order before compiling: schema nested deeper than 32 levels (max_schema_depth), more than 10000 values (max_schema_nodes), larger than 65536 bytes of compact JSON (max_schema_bytes), all at /schema; instance nested deeper than 128 levels (max_instance_depth) at /instance; then pattern length (rule 7). A compiled schema is kept for later calls with the same schema text and `format_assertion` (64 schemas, 4 MiB of schema text, least recently used first out); reuse never changes an answer.
         *     9. Evaluation is bounded by max_evaluation_steps (250000): evaluating one schema object at one instance value costs 1 plus 1 per keyword, a data keyword (`required`, `enum`, `const`, `dependentRequired`, `type`, ...) 1 per JSON value it holds; comparing values for `const`, `enum` and `uniqueItems` costs 1 per value visited. Past the budget the call is `limit_exceeded` at /schema with `extra.reason` `max_evaluation_steps`. Applicators can make the evaluation exponential in the instance's depth (a recursive `oneOf` with overlapping branches evaluates both at every level); the budget refuses such a pair instead of running it.
         *     10. Complexity: compiling is linear in the schema's ≤ 10000 values; evaluating costs at most max_evaluation_steps steps (rule 9), and every error row comes from a step (so at most that many rows before merging); `uniqueItems` keys each item once (O(n) in the items' size, not pairwise); patterns are linear in the text; merging the r rows is O(r), and listing the first 100 in order costs about one comparison per row.
         */
        post: operations["execute_json_schema_validate_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-string-escape/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Converts between a text and its JSON string literal, in the direction asked: `escape` writes the RFC 8259 literal of a text (optionally ASCII-only, with surrogate pairs for astral characters); `unescape` decodes a literal back to its text, rejecting escapes that leave a lone surrogate.
         * @description Rules:
         *     1. `direction` is required: `escape` (text to literal) or `unescape` (literal to text).
         *     2. escape: the text is written between double quotes (RFC 8259 section 7). `"` becomes `\"` and `\` becomes `\\`; U+0008, U+0009, U+000A, U+000C, U+000D become `\b \t \n \f \r`; every other U+0000..U+001F becomes `\u00xx` (lowercase hex). `/` is never escaped and U+007F is written as itself. This is the output of JavaScript JSON.stringify and of RFC 8785.
         *     3. escape with `ascii_only` true additionally writes every character above U+007F as `\uxxxx` (lowercase hex); a character above U+FFFF as its UTF-16 surrogate pair, two escapes (U+1F600 is `\ud83d\ude00`). This matches Python `json.dumps` except that U+007F stays unescaped. Default false: non-ASCII characters, U+2028 and U+2029 included, are written as themselves.
         *     4. `include_quotes` (default true): with false, escape returns the body without the surrounding quotes, and unescape reads `text` as a body (the text between the quotes, where an unescaped `"` is a fault).
         *     5. unescape: `text` must be exactly one RFC 8259 string literal: starting with `"` (no leading whitespace), only the escapes `\" \\ \/ \b \f \n \r \t \uXXXX` (hex in either case), no unescaped U+0000..U+001F, nothing after the closing quote. A `\uD800`..`\uDBFF` escape followed by a `\uDC00`..`\uDFFF` escape decodes to one character; any other surrogate escape is a fault, since the result would not be Unicode text.
         *     6. Faults are `invalid_input` at /text whose `extra` carries `reason`, `line`, `column` (from 1, code points) and `offset` (UTF-8 bytes from 0) in `text`: `not_a_string` (does not start with a quote), `unexpected_end`, `invalid_escape`, `control_character`, `trailing_content`, `unescaped_quote` (body mode), `lone_surrogate_escape` (the place is the start). `ascii_only` given with `unescape` is `invalid_input` at /ascii_only.
         *     7. Limits: `text` at most 262144 UTF-16 code units (schema); an escaped result longer than 262144 UTF-8 bytes (max_output_bytes) is `limit_exceeded` at /text, measured before it is built. A lone surrogate in `text` itself is refused by the service (`invalid_input`) before the tool runs.
         *     8. Complexity: O(n) in the n ≤ 262144 characters, both ways: escape sizes the literal in one pass and refuses it at max_output_bytes before building anything, then builds it in one more pass; unescape scans the literal once.
         */
        post: operations["execute_json_string_escape_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/json-unflatten/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebuilds a nested JSON document from a flat object whose keys are paths (JSON Pointers by default, or escaped dotted paths) and whose values are the leaves. Conflicting paths are errors; numeric segments create arrays only when array_indices is set.
         * @description Rules:
         *     1. Each key of `flat` is a path: with `style` `pointer` (default) an RFC 6901 JSON Pointer ("" is the root, "/a/0" two segments), with `style` `dotted` segments joined by "." where "\\" is a backslash and "\." a dot inside a segment ("" is the root). A key that is not valid in its style is `invalid_input` at /flat/<key>.
         *     2. Each value is placed at its path as a whole (a non-empty object or array value is placed as is). Keys are processed in the order of the parsed `flat` object, which is ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs). Pointer keys start with "/" and so keep the written order; dotted keys such as "10" come first. Containers are created as needed.
         *     3. Conflicts are `invalid_input` at the later key: a key under a path that another key sets to a value (/a and /a/b), or a key setting a value where other keys already place children, or the root key "" together with any other key.
         *     4. A container becomes an array only when `array_indices` is true and all its segments are canonical array indexes ("0" or no leading zeros); they must then be exactly 0..n-1 in any order, else `invalid_input` at the key of the out-of-range index. Otherwise it becomes an object whose members appear in the order their first key appeared; names such as "__proto__" are ordinary members.
         *     5. An empty `flat` gives the empty object {}.
         *     6. Limits: at most 100000 keys (`max_keys`, schema); each key at most 64 segments (`max_path_segments`, else `limit_exceeded` at /flat/<key>); `flat` at most 64 levels deep and 100000 values (`max_depth`, `max_nodes`, else `limit_exceeded` at /flat).
         *     7. Complexity: O(c) in the c characters of the k ≤ 100000 keys (each key parsed once and inserted into a trie, one map lookup per segment, at most 64 segments), plus O(n) to copy the n ≤ 100000 values and build one container per trie node; the array_indices check looks at each child name once.
         */
        post: operations["execute_json_unflatten_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/jsonl-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a JSON array of values as JSON Lines text: one compact value per line, LF line endings, a newline after every line. U+2028 and U+2029 inside strings are always escaped; optionally all non-ASCII is escaped and object members are sorted.
         * @description Rules:
         *     1. `values` is a JSON array (at most 10000 items); each item becomes one line, in order, written as compact JSON (RFC 8259, no insignificant whitespace) and followed by LF (U+000A). Every line, the last included, ends with LF; no CR is written. An empty array gives the empty text.
         *     2. Strings and member names are written as ECMAScript JSON.stringify writes them: `\"` and `\\` escaped, U+0008, U+0009, U+000A, U+000C, U+000D as `\b \t \n \f \r`, other control characters below U+0020 as lowercase `\u00XX`, "/" not escaped. U+2028 and U+2029 are always written as `\u2028` and `\u2029`, so no line holds a character that JavaScript or a Unicode-aware reader treats as a line break. An item holding a string with a raw LF can therefore never split a line.
         *     3. `ascii_only` (default false): when true, every character above U+007F is written as `\uXXXX` with lowercase hex, characters above U+FFFF as their UTF-16 surrogate pair (U+1F600 is `\ud83d\ude00`); otherwise they are written as UTF-8 text.
         *     4. Numbers are written in ECMAScript shortest round-trip form (JSON.stringify): 1.0 is `1`, -0 is `0`, 1e21 is `1e+21`, 1e-7 is `1e-7`, 0.000001 is `0.000001`. Numbers arrive as binary64 doubles, so digits beyond double precision are already gone (RFC 8259 section 6).
         *     5. Object members: in the order the service received them, except that names that are canonical array indices ("0", "17") come first in ascending order, as ECMAScript orders object properties; with `sort_keys` true, every object's members are sorted by Unicode code point of their names, at every depth. "__proto__" is an ordinary member name.
         *     6. Output: `text`, `line_count` (the number of values) and `bytes` (UTF-8 bytes of `text`).
         *     7. Errors, in this order: schema faults (`invalid_input`); the input larger than 262144 bytes as compact JSON (`limit_exceeded`, pointer ""); an item nesting deeper than 64 levels (a scalar 0, [] 1) (`limit_exceeded` at `/values/<i>`); the text growing beyond 262144 UTF-8 bytes (`max_output_bytes`, `limit_exceeded` at `/values/<i>` of the first value that does not fit; `ascii_only` can make text up to six times longer).
         *     8. Complexity: O(n) in the input bytes (≤ 262144, checked first) plus O(k log k) per object of k members under sort_keys; each value is written once, and the running byte count refuses the text at the first line that passes max_output_bytes, so a refused text costs no more than its limit plus one line.
         */
        post: operations["execute_jsonl_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/jsonl-parse/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parses JSON Lines (newline-delimited JSON) text into an array of values, each with its line number, plus per-line errors with line, column and reason. Every line is strict RFC 8259 JSON; blank lines are errors unless allowed; a last line without a newline is still a record.
         * @description Rules:
         *     1. Lines: `text` is split at every LF (U+000A), as JSON Lines (jsonlines.org) requires. A final LF ends the last line and does not start a new one; a last line without LF is still a record. The empty text has no lines. Lines are numbered from 1. A CR before LF (or anywhere a JSON value allows whitespace) is JSON whitespace, so CRLF text parses the same as LF text.
         *     2. Each line must hold exactly one JSON value by RFC 8259 (objects, arrays, strings, numbers, true, false, null), with optional whitespace (space, tab, CR) around it and inside it where the grammar allows: no comments, trailing commas, single quotes, NaN, Infinity, leading zeros, "+", or raw control characters in strings.
         *     3. A blank line (empty, or only spaces, tabs and CR) is an error with reason `blank_line`, unless `allow_blank_lines` is true, which skips it silently. A U+FEFF byte order mark at the start of the text is an error (`byte_order_mark`) on line 1 (JSON Lines texts are UTF-8 without a BOM, RFC 8259 section 8.1).
         *     4. Values are read as JSON.parse reads them: numbers become binary64 doubles (so 9007199254740993 reads as 9007199254740992 and 1e-400 as 0); a number whose magnitude overflows binary64 (1e400) is an error (`number_out_of_range`); a \u escape that encodes a lone UTF-16 surrogate is an error (`lone_surrogate`), as the service never returns text without a UTF-8 form; duplicate member names keep the last value (RFC 8259 leaves this open; ECMAScript JSON.parse, Python json and most readers keep the last) at the place of the first; "__proto__" is an ordinary member name. Objects keep their members in text order, names such as "10" and "2" included (which JSON.parse would list first).
         *     5. Output: `values` holds the values of the valid lines in line order and `lines[k]` is the line number of `values[k]`; `line_count` is the number of lines (blank ones included); `valid` is true when there is no error; `error_count` counts every faulty line.
         *     6. `errors` lists the first 100 faulty lines (`max_errors_listed`) in line order, one entry per line: `{line, column, reason, message}`. `column` is the 1-based position of the fault in the line, counted in Unicode code points (for a line that ends too early, one past its last character); `reason` is one of `blank_line`, `byte_order_mark`, `unexpected_end` (the line ends inside a value), `unexpected_character` (including anything after the value), `invalid_string` (bad escape or unescaped control character), `invalid_number`, `number_out_of_range`, `lone_surrogate`, `max_depth` (a value nesting deeper than 64 levels: a scalar 0, [] 1); `message` is a fixed text per reason and never quotes the line.
         *     7. Limits: `text` at most 262144 characters (schema, `invalid_input`); at most 10000 lines (`max_lines`, `limit_exceeded` at `/text`); values nested at most 64 levels (rule 6, a line error); a result larger than 262144 bytes as compact JSON is `limit_exceeded` at `/text` (numbers such as 1e20 grow when written out).
         *     8. Work is one linear scan per line plus JSON.parse of the valid lines.
         *     9. Complexity: O(n) in the n ≤ 262144 characters: the text is split once, each line scanned once (64 levels at most) and JSON.parse read once; the column of a faulty line is counted within that line. The result is measured once after it is built; numbers written out can make it about 4 times the text (1e20 becomes 21 digits), so a refused result costs at most about 4 x 262144 bytes.
         */
        post: operations["execute_jsonl_parse_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/luhn-check/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Luhn (mod 10, ISO/IEC 7812-1 annex B) check of a digit string whose last digit is the check digit: whether it is valid, the correct check digit for the digits before it, and the digit to append to the whole string to make it valid. Spaces and hyphens only with strip_separators.
         * @description Rules:
         *     1. `number` holds ASCII digits 0-9 only. With `strip_separators` true, every U+0020 space and U+002D hyphen anywhere in it is removed first; with false (default) they are `invalid_input`. Any other character (letters, other whitespace, non-ASCII digits such as U+0660) is `invalid_input` at /number, as is a number with no digit left.
         *     2. `digits` is the digit string after rule 1. Its last digit is the check digit (`given_check_digit`); the digits before it are the payload (possibly empty).
         *     3. `check_digit` is the correct check digit for the payload: going from the rightmost payload digit leftwards, every first, third, fifth, ... digit is doubled (the doubling starts at the digit left of the check digit) and 9 is subtracted from a doubled value above 9; with S the sum of all payload digits so processed, the check digit is (10 - S mod 10) mod 10. The empty payload gives 0.
         *     4. `valid` is true exactly when `given_check_digit` equals `check_digit` (equivalently, when the Luhn sum over all of `digits` is divisible by 10). A failing number is a normal result with `valid` false, not an error.
         *     5. `check_digit_to_append` is the check digit for all of `digits` taken as a payload: appending it to `digits` always gives a valid number. Use it to generate a check digit; use `check_digit` to correct the last digit.
         *     6. Limit: `number` at most 1000 characters (`max_number_chars`; `invalid_input` beyond, by the schema). Leading zeros are kept and do not change the result.
         *     7. Complexity: O(n) in the n ≤ 1000 characters: one pass collects the digits, and each of the two Luhn sums is one pass over them.
         */
        post: operations["execute_luhn_check_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds tools for a task described in plain English; only confident candidates.
         * @description A query equal to a tool id, or to one of a tool's supported operation phrases (case, spacing and punctuation aside), gives that tool first with score 1. Otherwise English lexical matching (BM25F over ids, operation phrases, descriptions and categories, with stemming and a small synonym table) scores tools from 0 to 1; a tool whose unsupported operations match the query is pushed down. Only candidates at or above the calibrated confidence threshold are returned, by score then id: an empty list means no confident match.
         */
        get: operations["search_tools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-edit-distance/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Weighted edit distance between two sequences (JSON arrays, or texts split into lines or code points) with integer costs for insert, delete, substitute and, optionally, adjacent transposition (optimal string alignment, not full Damerau), and one optimal alignment.
         * @description Rules:
         *     1. Input: `a` and `b` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line; a lone CR is ordinary content. With `split` `code_points` both must be strings, split into Unicode code points. A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field.
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1.
         *     3. `costs` are integers 0..1000: `insert`, `delete`, `substitute` (each default 1) and `transpose` (no default: absent means no transposition step, plain Levenshtein). Keeping an equal item costs 0.
         *     4. Distance (Wagner-Fischer, with the optimal string alignment restriction): D[0][0] = 0, D[i][0] = i x delete, D[0][j] = j x insert, and D[i][j] is the minimum of D[i-1][j-1] (+ 0 when a[i-1] equals b[j-1], else + substitute), D[i][j-1] + insert, D[i-1][j] + delete, and, only when `transpose` is given, i, j >= 2, a[i-1] equals b[j-2], a[i-2] equals b[j-1] and a[i-1] differs from a[i-2], D[i-2][j-2] + transpose. `distance` = D[n][m]. A transposed pair is never edited again (OSA: CA to ABC is 3, where unrestricted Damerau-Levenshtein gives 2).
         *     5. Alignment: recovered backwards from (n, m); at each cell the first step in this order that attains D[i][j] is taken: equal/substitute (diagonal), transpose, insert, delete. Read forwards, this puts deletions before insertions inside a change.
         *     6. `alignment` lists the steps in forward order, each `{op, a_index, b_index}` with `op` `equal`, `substitute`, `transpose`, `insert` or `delete`; `a_index` and `b_index` are the 0-based positions in `a` and `b` where the step starts (an insert consumes b[b_index] before a[a_index]; a delete consumes a[a_index]; a transpose consumes a[a_index], a[a_index+1] and b[b_index], b[b_index+1]). `counts` gives the number of steps of each kind; the costs of the steps sum to `distance`.
         *     7. Limits, checked before the table is built: each sequence at most 20000 items after splitting (`max_items`, `limit_exceeded` at /a or /b); (n + 1) x (m + 1) at most 10000000 table cells (`max_cells`, `limit_exceeded` at /b); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`). Work is O(n x m) time and one byte per cell.
         *     8. Complexity: O(n x m) in the (n + 1) x (m + 1) <= 10000000 table cells, each filled once in constant time (the transposition test included), with three rolling rows of integers and one byte per cell (at most 10 MB); the walk back and the alignment are O(n + m) (at most 40000 steps); reading and interning items are linear in the input size.
         */
        post: operations["execute_sequence_edit_distance_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-edit-script-apply/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies an edit script (runs of equal, delete and insert items, as sequence-edit-script returns them) to a JSON array and returns the result. Every kept and deleted item, and every stated position, is checked against the array, so a stale script fails instead of corrupting data.
         * @description Rules:
         *     1. `sequence` is a JSON array of any values; `script` is a list of runs `{op, items, a_start?, b_start?}` with `op` `equal`, `delete` or `insert` and at least one item per run, applied in order with a cursor at the start of `sequence` and an empty result.
         *     2. `equal`: the next len(items) items of `sequence` must equal `items` one for one; they are appended to the result and the cursor moves past them. `delete`: the same check; the cursor moves past them and nothing is appended. `insert`: `items` are appended; the cursor stays.
         *     3. Equality is JSON value equality (RFC 8259 data model): member order ignored, numbers by value (1 equals 1.0), "1" never equals 1. The result holds the items of `sequence` for kept runs and the script's items for inserted runs, as parsed: an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     4. When given, `a_start` must equal the cursor (items of `sequence` consumed so far) and `b_start` the result length so far; they are optional so hand-written scripts may omit them.
         *     5. A script that does not fit is `script_mismatch`, with a pointer: at /script/k/a_start or /script/k/b_start for a wrong stated position, at /script/k/items when an equal or delete run reaches past the end of `sequence`, at /script/k/items/t for the first item that differs, and at /sequence/c when the script ends with items from index c neither kept nor deleted. Runs are checked in order; the first fault is reported and no partial result is returned.
         *     6. Output: `result` (the new array), `kept`, `deleted` and `inserted` item counts; `kept` + `deleted` = length of `sequence` and `kept` + `inserted` = length of `result`. An empty script applies only to an empty sequence.
         *     7. Limits, checked before applying: `sequence` at most 100000 items (`max_items`) and all runs together at most 100000 items (`max_script_items`), `limit_exceeded` at /sequence or /script; items nested at most 64 levels (`max_item_depth`, `limit_exceeded`). Work is linear in the input size.
         *     8. Complexity: O(size of `sequence` + size of `script`): each run's items are depth-checked once and compared once (JSON equality, linear in the item) with the one sequence item they meet; nothing is revisited, and a mismatch stops at the first fault.
         */
        post: operations["execute_sequence_edit_script_apply_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-edit-script/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shortest insert/delete edit script turning sequence `a` into sequence `b` (Myers' O(ND) algorithm): runs of equal, deleted and inserted items with their positions in both sequences, and the counts. Items are JSON values compared by value, or lines or code points of two texts.
         * @description Rules:
         *     1. Input: `a` and `b` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line (so "a\nb" and "a\nb\n" give the same two lines); a lone CR is ordinary content; the empty text has no lines. With `split` `code_points` both must be strings, split into Unicode code points (a surrogate pair is one item). A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field. Grapheme clusters are not offered (they would need the full UAX #29 rules).
         *     2. Two items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order is ignored, numbers compare by value (1 equals 1.0, 0 equals -0), "1" never equals 1, arrays compare element by element. Items are returned as parsed: an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     3. The script is a shortest edit script: its number of deleted plus inserted items, `distance`, is minimal, equal to n + m - 2 x LCS(a, b). No substitutions: a changed item is one deletion plus one insertion.
         *     4. Among shortest scripts the one of Myers' greedy forward algorithm (1986, section 2) is chosen: for cost d = 0, 1, ... and diagonal k = -d, -d+2, ..., d, the furthest-reaching path on k comes from diagonal k+1 by an insertion when k = -d, or when k != d and V[k-1] < V[k+1]; otherwise from diagonal k-1 by a deletion (so ties go to the deletion); after every step the path follows equal items as far as they match. The first path to reach (n, m) is taken.
         *     5. Within every maximal run of non-equal steps, all deletions are listed before all insertions (deletions before insertions at each change).
         *     6. `script` lists maximal runs in order, each `{op, a_start, b_start, items}`: `op` is `equal`, `delete` or `insert`; `a_start` and `b_start` are 0-based positions in `a` and in `b` where the run starts (for a deletion `b_start` is the position in `b` where the deleted items would have been; for an insertion `a_start` is the position in `a` before which the items go); `items` are the run's items as they appear in `a` (equal, delete) or in `b` (insert). Two consecutive runs never have the same `op`; identical inputs give one `equal` run, two empty inputs an empty script.
         *     7. `equal`, `deletions` and `insertions` count items; `distance` = `deletions` + `insertions`; `equal` is the LCS length. Feeding `a` and `script` to sequence-edit-script-apply gives `b`.
         *     8. Limits, checked before any comparison: each sequence at most 20000 items after splitting (`max_items`; `limit_exceeded` at /a or /b); items nested at most 64 levels deep (`max_item_depth`; `limit_exceeded` at the field); the distance at most 2000 (`max_edit_distance`; `limit_exceeded` at /b once the search passes cost 2000). Work is O((n + m) x D) time and O(D^2) memory with D <= 2000.
         *     9. Complexity: Myers' search is O((n + m) x D) in the n, m <= 20000 items and the distance D <= 2000: at most (D + 1)^2 diagonal steps (about 4 million), plus the steps along equal items, which a diagonal never repeats, so at most (2D + 1) x min(n, m) (80 million) in principle and about 11 million in the worst shapes found (texts with a y every 18 and every 20 code points); the trace holds (D + 1)^2 integers. A pair further apart is refused once cost 2000 is passed, after at most the same work. Reading (splitting, the nesting check, interning items by their canonical JSON), the walk back and building the script are linear in the input size.
         */
        post: operations["execute_sequence_edit_script_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-hamming-distance/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hamming distance of two equal-length sequences (JSON arrays, or texts split into lines or code points): the number of positions whose items differ, and those positions. Unequal lengths are an error, never padded.
         * @description Rules:
         *     1. Input: `a` and `b` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line; a lone CR is ordinary content. With `split` `code_points` both must be strings, split into Unicode code points (so an astral character is one position, not two UTF-16 units). A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field.
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1.
         *     3. `a` and `b` must have the same number of items after splitting; otherwise `invalid_input` at /b (never padded or truncated).
         *     4. `distance` is the number of positions i with a[i] not equal to b[i]; `positions` lists them ascending (0-based); `length` is the common length. Two empty sequences have distance 0.
         *     5. Limits: each sequence at most 100000 items after splitting (`max_items`, `limit_exceeded` at /a or /b); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`). Work is O(n).
         *     6. Complexity: O(n) in the n <= 100000 items per sequence: one comparison per position; reading, the nesting check and interning items are linear in the input size.
         */
        post: operations["execute_sequence_hamming_distance_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-hunks/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Groups the shortest edit script of two sequences (JSON arrays, or texts split into lines or code points) into unified-diff hunks: 1-based old/new start and length, the "@@ -l,s +l,s @@" header and the equal, deleted and inserted items, with a chosen amount of context.
         * @description Rules:
         *     1. Input: `a` (old) and `b` (new) are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line (so a missing newline at end of file is not reported); a lone CR is ordinary content. With `split` `code_points` both must be strings, split into Unicode code points. A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field.
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1. Items are returned as parsed: an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     3. The changes are those of sequence-edit-script: Myers' shortest edit script with its tie-break, deletions before insertions inside each change.
         *     4. Grouping follows GNU diff's unified format as Python's difflib.SequenceMatcher.get_grouped_opcodes(n) computes it, with n = `context` (default 3, 0..10000): a change keeps up to n equal items on each side; two changes separated by at most 2n equal items share one hunk; a longer equal run splits them. Identical inputs give no hunks.
         *     5. Each hunk gives `old_start`/`old_length` and `new_start`/`new_length`: the length is the number of old (equal + deleted) or new (equal + inserted) items; the start is 1-based, except that an empty range (length 0) starts at the item before it (0 at the very start), as in unified diff. `header` is "@@ -S,L +S,L @@" with ",L" omitted when L is 1 (difflib's and GNU diff's form).
         *     6. `lines` lists the hunk's items in order, each `{op, item}` with `op` `equal`, `delete` or `insert`; within a change, deleted items come before inserted ones. Hunks are in ascending order and do not overlap.
         *     7. Limits: each sequence at most 20000 items after splitting (`max_items`, `limit_exceeded` at /a or /b); the edit distance at most 2000 (`max_edit_distance`, `limit_exceeded` at /b); `context` at most 10000 (schema); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`). Work is O((n + m) x D).
         *     8. Complexity: the diff is sequence-edit-script's, O((n + m) x D) in the n, m <= 20000 items and the distance D <= 2000 (at most (D + 1)^2 diagonal steps plus (2D + 1) x min(n, m) equal-item steps, about 11 million in the worst shapes found), refused once cost 2000 is passed; grouping and the hunks are linear: each item of `a` and `b` is in at most one hunk line (the equal run between two hunks is cut, never repeated), whatever `context`.
         */
        post: operations["execute_sequence_hunks_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-is-subsequence/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a needle sequence occurs in a haystack sequence in order, gaps allowed (JSON arrays, or texts split into lines or code points), with the earliest matching haystack indices; an empty needle always matches.
         * @description Rules:
         *     1. Input: `needle` and `haystack` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line; a lone CR is ordinary content. With `split` `code_points` both must be strings, split into Unicode code points. A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field.
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1.
         *     3. The needle is a subsequence when there are haystack indices h1 < h2 < ... < hk (k = needle length) with haystack[ht] equal to needle[t]. An empty needle always is (k = 0), even in an empty haystack.
         *     4. Matching is greedy leftmost: each needle item takes the first equal haystack item after the previous match. This gives the earliest indices (each index is the smallest possible) and the longest needle prefix that can be matched at all.
         *     5. Output: `is_subsequence`; `matched_length`, the number of needle items matched by rule 4 (the whole needle when true); `indices`, the haystack indices of rule 4 when true, null when false.
         *     6. Limits: each sequence at most 100000 items after splitting (`max_items`, `limit_exceeded` at /needle or /haystack); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`). Work is O(n + m).
         *     7. Complexity: O(n + m) in the needle's n and the haystack's m <= 100000 items: the greedy scan looks at each haystack item once; reading, the nesting check and interning items are linear in the input size.
         */
        post: operations["execute_sequence_is_subsequence_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-lcs/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One longest common subsequence of two sequences (JSON arrays, or texts split into lines or code points) with the index of each of its items in both; among several, the earliest-matching one (smallest index pairs, compared in order) is returned.
         * @description Rules:
         *     1. Input: `a` and `b` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line; a lone CR is ordinary content; the empty text has no lines. With `split` `code_points` both must be strings, split into Unicode code points. A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field. Grapheme clusters are not offered (they would need the full UAX #29 rules).
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1. Items are returned as parsed: an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     3. A common subsequence is a list of index pairs (i1, j1), (i2, j2), ... with i1 < i2 < ... and j1 < j2 < ... and a[ik] equal to b[jk]; `length` is the largest possible number of pairs (the LCS length).
         *     4. Earliest-matching: among all common subsequences of that length, the one whose pair list is lexicographically smallest is returned, pairs compared by a-index first, then b-index. Equivalently: the first pair has the smallest a-index that can start a longest one and, for it, the smallest b-index; each later pair is chosen the same way after the previous one.
         *     5. Output: `length`; `items`, the common items as they appear in `a`; `a_indices` and `b_indices`, ascending, with `a[a_indices[k]]` equal to `b[b_indices[k]]`. Two empty inputs, or no common item, give length 0 and empty lists.
         *     6. Algorithm and bound: the common prefix is matched directly (it always starts the earliest-matching LCS); the rest uses the O(n x m) dynamic-programming table of suffix LCS lengths. Limits, checked before the table is built: each sequence at most 20000 items after splitting (`max_items`, `limit_exceeded` at /a or /b); after removing the common prefix of length p, (n - p) x (m - p) at most 10000000 (`max_cells`, `limit_exceeded` at /b); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`).
         *     7. Complexity: O(n x m) after the common prefix, with (n - p) x (m - p) <= 10000000: the table (2 bytes per cell, at most 20 MB) is filled once, and the earliest-matching walk visits each remaining row of `a` at most once, scanning at most its m - p columns, so at most twice (n - p) x (m - p) cell visits in all; the prefix, reading, interning and the output are linear in the input size.
         */
        post: operations["execute_sequence_lcs_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-longest-common-substring/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The longest contiguous run of items that two sequences (JSON arrays, or texts split into lines or code points) have in common: its length, its items and its start index in both; ties go to the earliest start in the first sequence, then in the second.
         * @description Rules:
         *     1. Input: `a` and `b` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` both must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line; a lone CR is ordinary content. With `split` `code_points` both must be strings, split into Unicode code points. A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field. Grapheme clusters are not offered.
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1. Items are returned as parsed: an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     3. A common run of length L is a pair of starts (i, j) with a[i+t] equal to b[j+t] for t = 0..L-1; `length` is the largest such L.
         *     4. Tie-break: among runs of that length, the smallest start `a_start` in `a`, then the smallest `b_start` in `b`.
         *     5. Output: `length`, `a_start`, `b_start` (0-based) and `items` (the run as it appears in `a`). When nothing is common (including empty inputs), `length` is 0, both starts are null and `items` is empty.
         *     6. Algorithm and bound: dynamic programming over all n x m pairs with one row of run lengths, O(n x m) time and O(m) memory. Limits, checked before the scan: each sequence at most 20000 items after splitting (`max_items`, `limit_exceeded` at /a or /b); n x m at most 25000000 (`max_cells`, `limit_exceeded` at /b); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`).
         *     7. Complexity: O(n x m) in the n x m <= 25000000 pairs, two passes of m steps per item of `a`, with O(m) memory; reading and interning items are linear in the input size.
         */
        post: operations["execute_sequence_longest_common_substring_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-longest-increasing-subsequence/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One longest increasing subsequence of a list of numbers or of strings, strictly or non-strictly increasing, with its indices; among equally long answers the lexicographically smallest index list is returned. O(n log n).
         * @description Rules:
         *     1. `values` is a JSON array whose items are all numbers or all strings; a mix is `invalid_input` (schema). Numbers compare by value as the JSON numbers parsed to IEEE 754 doubles (0 equals -0; integers beyond 2^53 are compared as the doubles they parse to); strings compare by Unicode code point, never by locale.
         *     2. `strict` (default true): each chosen value must be greater than the one before; with `strict` false, greater or equal (non-decreasing).
         *     3. `length` is the largest size of a subsequence (indices i1 < i2 < ...) satisfying rule 2; an empty list gives 0.
         *     4. Tie-break: among all subsequences of that length, the one whose index list is lexicographically smallest (the first index as small as possible, then the second, ...).
         *     5. Output: `length`, `indices` (ascending, 0-based) and `values` (the chosen values in order).
         *     6. Algorithm: for each position the length of the longest valid subsequence starting there, computed right to left in O(n log n) with binary search over the best first values per length; then one left-to-right pass picks, each time, the first index that keeps a longest subsequence possible.
         *     7. Limits: at most 100000 values (`max_items`, `limit_exceeded` at /values), each string at most 262144 characters (schema).
         *     8. Complexity: O(n log n) comparisons in the n <= 100000 values: n binary searches of at most ceil(log2 n) + 1 steps, then one pass of n; a number comparison takes constant time, a string comparison walks the two strings' common prefix, so strings of L characters cost up to O(n log n x L), bounded by the size of the request (1000 equal strings of 256 characters take about as much work as 100000 numbers).
         */
        post: operations["execute_sequence_longest_increasing_subsequence_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/sequence-merge-three-way/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Three-way merge (diff3) of two edited versions of a common base sequence (JSON arrays, or texts split into lines or code points): stable, one-sided and identical changes merge cleanly; overlapping or adjacent different changes become conflict regions carrying all three versions.
         * @description Rules:
         *     1. Input: `base`, `ours` and `theirs` are JSON arrays of any values when `split` is `none` (the default). With `split` `lines` all three must be strings, split at LF; a CR right before an LF belongs to the terminator; a final terminator adds no empty line; a lone CR is ordinary content. With `split` `code_points` all must be strings, split into Unicode code points. A string under `none`, or an array under `lines` or `code_points`, is `invalid_input` at that field.
         *     2. Items are equal exactly when they are equal JSON values (RFC 8259 data model): object member order ignored, numbers by value (1 equals 1.0), "1" never equals 1. Items are returned as parsed: an object keeps its members in ECMAScript own-property order, the order in which the service's JSON parser leaves the members of every object of the request: names that are canonical array indexes ("0" to "4294967294", no leading zero) first in ascending numeric order, then the other names in the order written (so {"b": 1, "10": 2, "2": 3} arrives as 2, 10, b; the written order of index-like names is lost before the tool runs).
         *     3. base is diffed against ours and against theirs with sequence-edit-script's algorithm (Myers, with its tie-break); each diff matches some base items to items of that side.
         *     4. Regions follow diff3 as formalised by Khanna, Kunal and Pierce (2007, the behaviour of GNU diff3): from the current positions in the three sequences, a stable region is the longest run of base items each matched, in both diffs, to the next item of ours and of theirs; otherwise an unstable region runs up to (not including) the next base item matched in both diffs and its partners, or to the ends of all three.
         *     5. An unstable region is classified by content: ours equal to base and theirs equal to base -> `stable`; only ours equal to base -> `theirs` (their change is taken); only theirs equal to base -> `ours`; ours equal to theirs -> `both` (the same change on both sides is not a conflict, as in git; GNU diff3 -m would mark it); otherwise `conflict`. Adjacent changes with no base item kept by both sides between them are one region, so different edits to neighbouring items conflict.
         *     6. `regions` lists every non-empty region in order, consecutive stable regions joined; each has `kind`, `base_start`, `base_length`, `ours_start`, `ours_length`, `theirs_start`, `theirs_length` (0-based) and `items`: the merged items (base for `stable`, ours for `ours` and `both`, theirs for `theirs`), or null for a `conflict`, which instead carries `base`, `ours` and `theirs` item lists (possibly empty).
         *     7. `conflicts` counts conflict regions; `clean` is true when it is 0; `merged` is the concatenation of all regions' `items` when clean, else null. Identical `ours` and `theirs` always merge cleanly to that sequence.
         *     8. Limits: each sequence at most 20000 items after splitting (`max_items`, `limit_exceeded` at its field); each of the two diffs at most 2000 inserted plus deleted items (`max_edit_distance`, `limit_exceeded` at /ours or /theirs); items nested at most 64 levels (`max_item_depth`, `limit_exceeded`). Work is O((n + m) x D) per diff, then linear.
         *     9. Complexity: two diffs of sequence-edit-script, base against ours and then against theirs, each O((n + m) x D) in the n, m <= 20000 items and D <= 2000 (at most (D + 1)^2 diagonal steps plus (2D + 1) x min(n, m) equal-item steps, about 11 million in the worst shapes found), each refused once cost 2000 is passed; then one pass over the three sequences: each base item is visited once by the region scan and each region's items are compared and copied once, linear in the input size.
         */
        post: operations["execute_sequence_merge_three_way_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/toml-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a JSON object as a TOML 1.0 document: plain values as `key = value`, nested objects as [tables], arrays of objects as [[array tables]], {type, value} objects as date-time literals. null is rejected (TOML has none); keys are quoted only when bare keys cannot express them.
         * @description Rules:
         *     1. `value` must be a JSON object (the root table). The output is TOML 1.0.0 text, each line ended by LF; the empty object gives the empty text.
         *     2. In every table, members whose value is neither an object nor an array of tables are written first as `key = value` lines in input order; then each member that is an object is written as a table `[path]`, and each array of tables as one `[[path]]` section per element, in input order. `path` is the dotted key path from the root. A blank line precedes every header except at the very start. Key order is therefore kept except that plain values come before sub-tables, as TOML requires.
         *     3. An array of tables is a non-empty array whose every element is an object that is not a date object (rule 6). Any other array is written inline: `[a, b, c]`, `[]` when empty; objects inside inline arrays are inline tables `{ k = v, k2 = v2 }` (`{}` when empty), nested as deep as the data.
         *     4. A key is written bare when it matches `^[A-Za-z0-9_-]+$`, otherwise as a basic string (rule 5); the empty key is `""`.
         *     5. Strings are basic strings: `"` as `\"`, `\` as `\\`, and `\b \t \n \f \r` for those characters; other U+0000-U+001F and U+007F as `\uXXXX` (uppercase hex); all other characters as themselves. Booleans are `true`/`false`.
         *     6. Numbers that are safe integers (|n| <= 2^53-1) are TOML integers (`-0` as `0`). Every other number is a TOML float in its ECMAScript shortest round-trip text, with `.0` appended when that text has neither `.` nor `e` (9007199254740992 is `9007199254740992.0`, 1e21 is `1e+21`).
         *     7. With `typed_dates` true (default), an object with exactly the members `type` and `value`, where `type` is `offset-date-time`, `local-date-time`, `local-date` or `local-time`, is a date object and is written as the bare literal `value`; `value` must then be a string that is a valid TOML literal of that type (calendar-valid date, hour <= 23, minute and second <= 59; `1979-05-27T07:32:00Z`, `1979-05-27`, `07:32:00.5`), else `invalid_input` at its pointer. With `typed_dates` false such objects are ordinary tables. This inverts toml-to-json rule 5.
         *     8. null anywhere is `toml_null_rejected` at its pointer (`/value/a/0`), since TOML has no null.
         *     9. Reading the output with toml-to-json gives the input back, except that integers beyond ±(2^53-1) given as JSON numbers are written as floats (rule 6).
         *     10. Limits, checked before writing: the value nests at most 64 arrays/objects deep (`max_depth`) and holds at most 100000 values (`max_nodes`); the output is at most 262144 characters (`max_output_chars`). Each is `limit_exceeded` at `/value`.
         *     11. Input order means the member order of the parsed JSON object: as in every ECMAScript JSON parser, keys that are canonical array indices ("0", "1234", up to 4294967294) come first in ascending numeric order, then all other keys in the order written.
         *     12. Complexity: O(d·v + c) in the v ≤ 100000 values, their nesting d ≤ 64 and the c characters of the input, plus the output, which is at most 262144 characters: the value is measured once (depth, nodes) before writing; each value is visited once, copying a path of at most 64 entries, and each object is tested once for a date or an array of tables; each table header is written with its full dotted path (up to 64 keys). Inline values are written straight to the output and strings escaped in slices of 4096 characters, so an output that grows faster than its input (a DEL written as \u007F, a long header per array element) is refused at the output limit while it is written, not after a line is built.
         */
        post: operations["execute_toml_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/toml-to-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a TOML 1.0 document and returns it as a JSON object. Date-times become typed objects ({type, value}); integers beyond ±(2^53-1) come back as decimal strings; redefining a key or table is `duplicate_key`; other faults are `syntax_error` with line and column.
         * @description Rules:
         *     1. `text` is read as a TOML 1.0.0 document (https://toml.io/en/v1.0.0); the result `value` is always a JSON object. Tables and inline tables become objects with keys in the order they are first defined; arrays keep their order; `[[name]]` array tables become arrays of objects. Keys such as "__proto__" are ordinary keys.
         *     2. Strings (basic, literal, multi-line) become JSON strings with their escapes decoded; booleans stay booleans.
         *     3. Integers (decimal, 0x, 0o, 0b, with underscores) must lie in the signed 64-bit range (TOML 1.0 section Integer), else `invalid_input`. Those with absolute value at most 2^53-1 become JSON numbers; larger ones become canonical decimal strings ("9007199254740993"), so no digit is lost.
         *     4. Floats become the nearest binary64 number (1.0 becomes 1; -0.0 becomes 0). `inf`, `+inf`, `-inf` and `nan` are `invalid_input`, as JSON has no such numbers.
         *     5. Date-times become objects `{type, value}`: `type` is `offset-date-time`, `local-date-time`, `local-date` or `local-time`; `value` is RFC 3339 text with `T` as the separator and `Z` uppercase, seconds always present, and the fraction of a second kept to millisecond precision (digits beyond are truncated, as TOML 1.0 allows) with trailing zeros dropped: 1979-05-27 07:32:00Z gives `1979-05-27T07:32:00Z`, 00:32:00.999999 gives `00:32:00.999`. Impossible dates and times (1979-02-30, 24:00:00, second 60) are `syntax_error`.
         *     6. Defining a key twice, or a table twice (`[a]` ... `[a]`), or appending to a table defined as a value, is `duplicate_key` (TOML 1.0 sections Keys and Table).
         *     7. Any other violation of the TOML 1.0 grammar (a value missing after `=`, two key/value pairs on one line, an unclosed string or array, a control character in a string, a leading zero ...) is `syntax_error`.
         *     8. Every text error carries the detail pointer `/text`; `syntax_error`, `duplicate_key` and the inline depth limit also give `extra.line` / `extra.column` (1-based), also at the start of the message. Errors of rules 3 and 4 name the value by its JSON Pointer in the message.
         *     9. Limits: `text` at most 262144 characters (`invalid_input` beyond, by the schema); tables and arrays nest at most 64 deep (`limit_exceeded`). Reading is linear in the text size.
         *     10. Complexity: O(n) in the text's n characters (n ≤ 262144), in four passes: smol-toml parses the text once (inline tables and arrays deeper than 64 are refused while parsing; a dotted key or header path is walked part by part, O(1) expected per part through hash-keyed tables, so re-opening a table or appending to an array of tables costs its own length); one scan checks every date-time literal; one scan re-reads the keys for their order (a quoted key is decoded from that key alone); conversion visits each value at most once, copying a path of at most 64 entries, and stops at the first level past 64. Each value of the text gives at most one value of the result.
         */
        post: operations["execute_toml_to_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/tsv-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes an array of flat objects as TSV (IANA text/tab-separated-values) with a header line in the given column order. Quotes are never added; a tab or line break in a value is rejected unless the backslash escape mode is chosen.
         * @description Rules:
         *     1. The output is the header line (the `columns` names joined by tabs) followed by one line per element of `rows`, in order; every line, the last included, ends with LF.
         *     2. A record holds, for each column in `columns` order, the row's value for that name: a string as is, a number in ECMAScript shortest round-trip form (-0 as `0`), `true`/`false`, and the empty field for null or a missing member. A row member that is not one of `columns` is `invalid_input` at `/rows/<i>/<name>`; an object or array value is `invalid_input` at its pointer.
         *     3. With `escapes` `none` (default) a column name or value holding a tab, LF or CR is `invalid_input` at its pointer (`/columns/<i>` or `/rows/<i>/<name>`), because TSV cannot hold it; nothing is ever quoted, so `"` is written as is. With `backslash`, backslash, tab, LF and CR are written as `\\`, `\t`, `\n`, `\r` in names and values.
         *     4. `columns` must be non-empty and distinct (`invalid_input` by the schema). Reading the output with tsv-to-json in the same escape mode gives `columns` back and each row as strings (rule 2's texts), with missing members as "".
         *     5. Limits: at most 1000 columns and 100000 rows (`invalid_input` beyond, by the schema); the output at most 262144 characters (`max_output_chars`, `limit_exceeded` at `/rows`).
         *     6. Complexity: O(r·k + c) in the r ≤ 100000 rows, the k ≤ 1000 columns and the c characters of the input, plus the output, which is at most 262144 characters: each row's members are checked against a hash set of the columns, and each field is formatted once and pushed to the output as it is made (escaped in slices of 4096 characters under `backslash`), so a doubled backslash or a row of many empty fields is refused at the output limit while it is written.
         */
        post: operations["execute_tsv_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/tsv-to-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads TSV (IANA text/tab-separated-values) whose first line is a header into column names and an array of row objects. TSV has no quoting, so " is literal; \t \n \r \\ escapes are decoded only in the declared backslash mode; every record must have as many fields as the header.
         * @description Rules:
         *     1. `text` is a header line followed by zero or more record lines (IANA media type text/tab-separated-values). Lines end at LF or CR LF; a CR not followed by LF is data. One line break at the very end of the text ends the last line and does not start an empty record; any other empty line is a record (one empty field).
         *     2. Every line is split at each tab into fields. Nothing is quoted: `"` is an ordinary character, and leading or trailing spaces are kept.
         *     3. With `escapes` `none` (default) fields are taken as written. With `backslash`, in header and records alike, `\t` `\n` `\r` `\\` decode to tab, LF, CR and backslash; any other character after a backslash, or a backslash ending the field, is `syntax_error`.
         *     4. The header's fields are the column names, in order, returned as `columns`; they must be distinct (after decoding), else `duplicate_key` at the second one. An empty name is allowed. Faults are reported in text order: a repeated header name comes before any fault of a later record. The empty text is `syntax_error` (no header).
         *     5. Every record must have exactly as many fields as the header, else `syntax_error` at that line (the column of the first extra field, or the end of a short line).
         *     6. `rows` holds one object per record in text order, mapping each column name to its field string, members in column order. All values are strings. Column names like "__proto__" are ordinary keys.
         *     7. Every error carries the detail pointer `/text` and `extra.line` / `extra.column` (1-based, columns in code points), also at the start of its message.
         *     8. Limits: `text` at most 262144 characters (`invalid_input` beyond, by the schema); the compact JSON of `rows` at most 262144 UTF-8 bytes (`max_output_bytes`, computed before the objects are built; `limit_exceeded` at the first line that would pass it). Reading is linear.
         *     9. Complexity: O(n) in the text's n characters (n ≤ 262144): the header and every record are split once, and each field is decoded and measured once.
         */
        post: operations["execute_tsv_to_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/utf8-inspect/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks bytes (hex or Base64) against UTF-8 as RFC 3629 defines it and lists the code points with their byte offsets up to the first ill-formed sequence, whose offset and reason are reported. Overlong forms, surrogates (ED A0 80) and values above U+10FFFF are invalid.
         * @description Rules:
         *     1. The bytes are `input` decoded per `input_encoding`: `hex` (default; an even number of digits 0-9 a-f A-F, nothing else) or `base64` (RFC 4648 section 4, padded, canonical). Malformed `input` is `invalid_input` at /input.
         *     2. Well-formed UTF-8 is exactly RFC 3629 section 4: 00-7F; C2-DF then 80-BF; E0 then A0-BF then 80-BF; E1-EC or EE-EF then two of 80-BF; ED then 80-9F then 80-BF; F0 then 90-BF then two of 80-BF; F1-F3 then three of 80-BF; F4 then 80-8F then two of 80-BF.
         *     3. Decoding runs from offset 0 and stops at the first byte where no well-formed sequence starts. `first_invalid_offset` is the offset of that sequence's first byte and `reason` is: `unexpected_continuation_byte` (80-BF where a sequence must start); `overlong_encoding` (lead C0 or C1, E0 followed by 80-9F, F0 followed by 80-8F); `surrogate` (ED followed by A0-BF, i.e. U+D800..U+DFFF); `above_max_code_point` (lead F5-F7, or F4 followed by 90-BF); `invalid_lead_byte` (F8-FF); `missing_continuation_byte` (a byte outside 80-BF where a sequence needs a continuation byte); `truncated_sequence` (the input ends inside an otherwise valid sequence). The lead-byte reasons are checked first, then each following byte in order.
         *     4. `valid` is true when the whole input is well-formed (the empty input is valid); then `first_invalid_offset` and `reason` are null. Otherwise `valid` is false: invalid data is a normal result, not an error.
         *     5. `code_points` lists, in increasing `offset` order, the well-formed code points before the first invalid sequence (all of them when valid), at most `max_code_points` (0..10000, default 1000) of them: `offset` (byte offset of its first byte), `length` (1..4 bytes), `value` (the scalar value as an integer) and `code_point` ("U+" and at least 4 uppercase hex digits). `code_point_count` is the number of such code points, counted in full; `truncated` is true when `code_point_count` exceeds the number listed.
         *     6. `has_bom` is true when the bytes start with EF BB BF; the BOM is also listed as U+FEFF. `text` is the decoded text (BOM kept) when `valid`, else null. `byte_length` is the number of bytes.
         *     7. Limits: `input` at most 262144 characters (`max_input_chars`; `invalid_input` beyond, by the schema), so at most 196608 bytes; the `max_code_points` field at most 10000 (limit `max_code_points`; `invalid_input` beyond, by the schema).
         *     8. Complexity: O(b) in the b decoded bytes (b ≤ 131072 from hex, ≤ 196608 from Base64): each byte is read once while decoding sequences of at most 4 bytes; at most max_code_points ≤ 10000 entries are built, and the strict UTF-8 text is one more pass.
         */
        post: operations["execute_utf8_inspect_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/webhook-chat-verify/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies a team-chat platform request: the `X-Chat-Request-Timestamp` and `X-Chat-Signature` (`v0=<hex>`) header values, the raw body, the signing secret, `now` and a tolerance give `valid` and a fixed `reason`. HMAC-SHA256 over `v0:<timestamp>:<body>`; stale or future timestamps fail.
         * @description Rules:
         *     1. Inputs: `timestamp` is the received `X-Chat-Request-Timestamp` header value and `signature` the received `X-Chat-Signature` value, both as text exactly as received (an absent header is passed as `""`); `body` is the raw request body as text (form-encoded or JSON, never re-serialized); `signing_secret` is used as the UTF-8 bytes of the text verbatim; `now` is the current time in unix seconds supplied by the caller (no clock is read); `tolerance_seconds` defaults to 300 (`default_tolerance_seconds`).
         *     2. `timestamp` must be 1 to 16 ASCII digits (leading zeros allowed; no sign, space or decimal point); otherwise the result is `valid:false`, `reason:header_malformed`.
         *     3. `signature` must start with the case-sensitive version prefix `v0=`; otherwise `reason:no_signature`. The expected value is `v0=` + lowercase hex of HMAC-SHA256 keyed with `signing_secret` over the UTF-8 bytes of `v0:{timestamp}:{body}`, with the timestamp text used verbatim (leading zeros included). It matches only when `signature` equals it exactly (uppercase hex does not match), compared in constant time; otherwise `reason:signature_mismatch`.
         *     4. Freshness is symmetric: with t the timestamp's value, `|now - t| > tolerance_seconds` is `reason:timestamp_outside_tolerance`, so requests from the future beyond the window fail too. The bounds themselves are inside (exactly 300 seconds old or ahead is valid by default); `tolerance_seconds` 0 requires t = now.
         *     5. Checks run in this order and the first failure is the reason: `header_malformed` (rule 2), `timestamp_outside_tolerance` (rule 4), `no_signature`, `signature_mismatch` (rule 3). Success is `valid:true`, `reason:null`.
         *     6. `invalid_input` (schema): `timestamp` over 64 characters or not a string; `signature` over 1024 characters; `body` over 262144 characters; `signing_secret` empty or over 512 characters; `now` missing or not an integer 0..99999999999; `tolerance_seconds` not an integer 0..99999999999; an unknown field; a lone UTF-16 surrogate in any string. `body` over 262144 UTF-8 bytes is `limit_exceeded` at `/body` (`max_body_bytes`), checked before any hashing.
         *     7. The signing secret and the expected signature never appear in the result, an error message or a detail.
         *     8. Complexity: O(b + s) in the body's b ≤ 262144 characters and the signature's s ≤ 1024: the body's UTF-8 length is counted before anything else, the HMAC-SHA256 hashes it once, and the comparison is one constant-time pass.
         */
        post: operations["execute_webhook_chat_verify_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/webhook-payments-verify/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies a payments-provider webhook: the received `Payments-Signature` header (`t=<unix>,v1=<hex>[,v1=...]`), the raw body, the endpoint secret, `now` and a tolerance give `valid` and a fixed `reason`. HMAC-SHA256 over `<t>.<body>`; any one v1 value may match.
         * @description Rules:
         *     1. Inputs: `signature_header` is the received `Payments-Signature` header value exactly as received (0..8192 characters; an empty or absent header is passed as `""`); `payload` is the raw request body as text, never re-serialized JSON; `secret` is the endpoint signing secret, used as the UTF-8 bytes of the text verbatim (a `whsec_` prefix is part of the key and is not stripped or decoded); `now` is the current time in unix seconds supplied by the caller (no clock is read); `tolerance_seconds` defaults to 300 (`default_tolerance_seconds`).
         *     2. Header parsing: the header is split at every `,`; spaces and tabs around each element are removed; each element is split at its first `=` into a key and a value, and an element with no `=` is ignored. Keys are case-sensitive. There must be exactly one element with key `t`, and its value must be ASCII digits (leading zeros allowed) with a value of at most 99999999999; otherwise the result is `valid:false`, `reason:header_malformed`, `timestamp:null`, `signatures_checked:0`.
         *     3. The expected signature is the lowercase hex of HMAC-SHA256 keyed with `secret` over the UTF-8 bytes of `{t}.{payload}`, where `{t}` is the timestamp in plain decimal without leading zeros. A received value matches only when its text equals the expected hex exactly (uppercase hex, truncation or padding do not match); comparisons are constant-time and every candidate is compared.
         *     4. Every element with key `v1` is a candidate, in any number, and any one matching suffices. Elements with other keys (`v0`, `t`-like typos, future schemes) are ignored. No `v1` element gives `valid:false`, `reason:no_signature`.
         *     5. Checks run in this order and the first failure is the reason: `header_malformed` (rule 2), `no_signature` (rule 4), `signature_mismatch` (no candidate matches), `timestamp_outside_tolerance` (`now - t > tolerance_seconds`). Only age is bounded: a timestamp later than `now` is accepted, however far ahead. With `tolerance_seconds` 0 the age must be 0 or less. Success is `valid:true`, `reason:null`.
         *     6. `invalid_input` (schema): `signature_header` over 8192 characters (`max_header_chars`); `payload` over 262144 characters; `secret` empty or over 512 characters; `now` missing or not an integer 0..99999999999; `tolerance_seconds` not an integer 0..99999999999; an unknown field; a lone UTF-16 surrogate in any string. `payload` over 262144 UTF-8 bytes is `limit_exceeded` at `/payload` (`max_payload_bytes`), checked before any hashing.
         *     7. Result: `valid`; `reason` (`header_malformed`, `no_signature`, `signature_mismatch`, `timestamp_outside_tolerance`, or null); `timestamp` (the parsed `t`, null only for `header_malformed`); `signatures_checked` (the number of `v1` candidates compared, 0 when none were).
         *     8. The secret and the expected signature never appear in the result, an error message or a detail.
         *     9. Complexity: O(p + h) in the payload's p ≤ 262144 characters and the header's h ≤ 8192: the payload's length is counted first, the header is split once into at most 4097 elements, the payload is hashed once, and each of the at most 2048 v1 candidates is compared once in constant time.
         */
        post: operations["execute_webhook_payments_verify_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/webhook-signature-compute/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Computes the signature and the signed header(s) a webhook sender attaches, for one of six schemes (payments, chat, standard, telephony, codehost, shop), from that scheme's fields: body or params, secret, timestamp, id or url. Secrets are never echoed.
         * @description Rules:
         *     1. `scheme` (required) is one of `payments`, `chat`, `standard`, `telephony`, `codehost`, `shop` and fixes the fields: payments needs `payload`, `secret`, `timestamp`; chat needs `body`, `signing_secret`, `timestamp`; standard needs `payload`, `webhook_id`, `webhook_timestamp`, `secret`; telephony needs `url`, `auth_token` and takes `params` optionally; codehost and shop need `payload`, `secret`. A field that belongs only to other schemes, or a missing required field, is `invalid_input`; every such fault is listed in the details, each with the pointer `/<field>`, in the order payload, body, secret, signing_secret, auth_token, timestamp, webhook_id, webhook_timestamp, url, params. This check runs before any other.
         *     2. Field bounds (schema, `invalid_input`): `payload`, `body` at most 262144 characters; `secret`, `signing_secret`, `auth_token` 1..512 characters; `timestamp` an integer 0..99999999999 (unix seconds); `webhook_id` 1..256 characters; `webhook_timestamp` a string matching `^[0-9]{1,16}$`; `url` 1..4096 characters; `params` an object whose values are each a string or a non-empty array of strings. Every text is used as the UTF-8 bytes of exactly what was given: no trimming, no Unicode normalization, no line-ending conversion, no re-serialization of JSON. A string holding a lone UTF-16 surrogate is `invalid_input`.
         *     3. Signatures, all HMAC (RFC 2104); `{x}` stands for the field's text and an integer `timestamp` is written in plain decimal without leading zeros. payments: lowercase hex of HMAC-SHA256 keyed with `secret` over `{timestamp}.{payload}`. chat: `v0=` + lowercase hex of HMAC-SHA256 keyed with `signing_secret` over `v0:{timestamp}:{body}`. standard: `v1,` + Base64 (RFC 4648 section 4, padded) of HMAC-SHA256 keyed with the decoded secret (rule 4) over `{webhook_id}.{webhook_timestamp}.{payload}`, the timestamp text used verbatim. telephony: Base64 (padded) of HMAC-SHA1 keyed with `auth_token` over the signing string of rule 5. codehost: `sha256=` + lowercase hex of HMAC-SHA256 keyed with `secret` over `payload`. shop: Base64 (padded) of HMAC-SHA256 keyed with `secret` over `payload`. Except for standard, the key is the UTF-8 bytes of the secret text verbatim; a `whsec_` prefix there is part of the key.
         *     4. standard secret: a leading `whsec_` (case-sensitive, once) is removed, then the rest is Base64 (RFC 4648 section 4 alphabet `A-Z a-z 0-9 + /`) whose `=` padding may be missing or correct but not partial, with no whitespace and zero unused bits in the last symbol. It must decode to at least one byte. Anything else is `invalid_input` at `/secret`.
         *     5. telephony signing string: `url` exactly as given (no port, case or encoding changes), then for each key of `params` in ascending Unicode code point order, its distinct values (a string is one value; an array's duplicates are dropped) in ascending code point order, each appended as the key immediately followed by the value, with no separators. Without `params`, or with `{}`, the string is the url alone, which is also how a request with a JSON body is signed (its url carries `bodySHA256`). Keys such as `__proto__` are ordinary keys.
         *     6. telephony params limits, checked before any sorting or hashing and after rule 1: more than 1000 values in total (a string counts 1, an array counts its length, duplicates included; `max_params_values`) or more than 65536 UTF-8 bytes summed over every key (once per key) and every value element (`max_params_bytes`) is `limit_exceeded` at `/params`.
         *     7. Byte limits after rule 6: `payload` or `body` over 262144 UTF-8 bytes (`max_payload_bytes`) or `url` over 4096 UTF-8 bytes (`max_url_bytes`) is `limit_exceeded` at that field. No signature is computed once a check fails.
         *     8. Result: `scheme` echoed; `signature` as in rule 3; `headers` in this order: payments `Payments-Signature: t={timestamp},v1={signature}`; chat `X-Chat-Signature: {signature}` then `X-Chat-Request-Timestamp: {timestamp}`; standard `webhook-id: {webhook_id}`, `webhook-timestamp: {webhook_timestamp}`, `webhook-signature: {signature}`; telephony `X-Telephony-Signature: {signature}`; codehost `X-Codehost-Signature-256: {signature}`; shop `X-Shop-Hmac-Sha256: {signature}`. Header names are written exactly so.
         *     9. `secret`, `signing_secret`, `auth_token` and the decoded key never appear in the result, an error message or a detail. Verifying received signatures belongs to webhook-payments-verify, webhook-chat-verify, webhook-standard-verify and webhook-telephony-verify; codehost and shop signatures are checked with hmac-verify.
         *     10. Complexity: O(p + v log v) in the p ≤ 262144 payload characters (or the params' ≤ 65536 bytes) and the v ≤ 1000 params values: limits are checked in one pass that stops at the first value past either params limit, the keys and each key's distinct values are sorted once, and the signing string is hashed once.
         */
        post: operations["execute_webhook_signature_compute_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/webhook-standard-verify/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies a Standard Webhooks message: the received `webhook-id`, `webhook-timestamp` and `webhook-signature` (space-separated `v1,<base64>` entries) header values, the raw body, the `whsec_` secret, `now` and a tolerance give `valid` and a fixed `reason`. HMAC-SHA256 over `<id>.<timestamp>.<body>` with the Base64-decoded secret; any one v1 entry may match.
         * @description Rules:
         *     1. Inputs: `webhook_id`, `webhook_timestamp`, `webhook_signature` are the received header values as text exactly as received (an absent header is passed as `""`); `payload` is the raw request body as text, never re-serialized; `secret` is the endpoint secret; `now` is the current time in unix seconds supplied by the caller (no clock is read); `tolerance_seconds` defaults to 300 (`default_tolerance_seconds`).
         *     2. Secret: a leading `whsec_` (case-sensitive, once) is removed, then the rest is Base64 (RFC 4648 section 4 alphabet `A-Z a-z 0-9 + /`) whose `=` padding may be missing or correct but not partial, with no whitespace and zero unused bits in the last symbol, decoding to at least one byte: the HMAC key. Anything else is `invalid_input` at `/secret`, raised before any header is looked at.
         *     3. Headers: an empty `webhook_id`, an empty `webhook_signature`, or a `webhook_timestamp` that is not 1 to 16 ASCII digits (no sign, space or decimal point; leading zeros allowed) gives `valid:false`, `reason:header_malformed`.
         *     4. Freshness is symmetric: with t the timestamp's value, `now - t > tolerance_seconds` (too old) or `t - now > tolerance_seconds` (too new) gives `reason:timestamp_outside_tolerance`. The bounds themselves are inside; `tolerance_seconds` 0 requires t = now.
         *     5. `webhook_signature` is split at every space (U+0020); empty pieces are skipped; each piece is split at its first `,` into a version and a signature, and a piece without a comma is ignored. Only pieces whose version is exactly `v1` (case-sensitive) are candidates, in any number; `v1a` and other versions are ignored. No candidate gives `reason:no_signature`.
         *     6. The expected signature is Base64 (RFC 4648 section 4, padded) of HMAC-SHA256 keyed with the decoded secret over the UTF-8 bytes of `{webhook_id}.{webhook_timestamp}.{payload}`, the id and the timestamp text used verbatim (leading zeros included). A candidate matches only when its text equals the expected Base64 exactly (unpadded or base64url forms do not match); comparisons are constant-time and every candidate is compared. None matching gives `reason:signature_mismatch`.
         *     7. Checks run in this order and the first failure is the reason: secret (rule 2, an error), `header_malformed`, `timestamp_outside_tolerance`, `no_signature`, `signature_mismatch`. Success is `valid:true`, `reason:null`. `signatures_checked` is the number of v1 candidates compared: 0 unless the checks reached rule 6.
         *     8. `invalid_input` (schema): `webhook_id` over 256 characters; `webhook_timestamp` over 64; `webhook_signature` over 8192 (`max_signature_header_chars`); `payload` over 262144 characters; `secret` empty or over 512 characters; `now` missing or not an integer 0..99999999999; `tolerance_seconds` not an integer 0..99999999999; an unknown field; a lone UTF-16 surrogate in any string. `payload` over 262144 UTF-8 bytes is `limit_exceeded` at `/payload` (`max_payload_bytes`), checked first.
         *     9. The secret, the decoded key and the expected signature never appear in the result, an error message or a detail.
         *     10. Complexity: O(p + h) in the payload's p ≤ 262144 characters and the signature header's h ≤ 8192: the payload's length is counted first, the header is split once into at most 4097 entries, the signed content is hashed once, and each of the at most 2048 v1 candidates is compared once in constant time.
         */
        post: operations["execute_webhook_standard_verify_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/webhook-telephony-verify/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies a telephony provider's `X-Telephony-Signature` for a webhook request: url + signature + auth token + form params (or a JSON body checked against the url's bodySHA256) give `valid`, `reason` and which url form matched (as_given, with_default_port, without_port).
         * @description Rules:
         *     1. Exactly one of `params` (form requests; `{}` when a request has none, such as a GET) or `body` (JSON requests) must be given: both, or neither, is `invalid_input`. `body` also needs a `bodySHA256` query parameter in `url`, otherwise `invalid_input` at `/body`. The query is the text after the first `?` up to the first `#` (a `?` inside the fragment starts none), decoded as application/x-www-form-urlencoded; the first parameter whose name is exactly `bodySHA256` (case-sensitive) counts.
         *     2. The signing string is the url followed by, for each params key in ascending Unicode code point order, its distinct values (a string is one value; an array's duplicates are dropped) in ascending code point order, each appended as key then value without separators. With `body`, or with `{}`, the string is the url alone. Keys such as `__proto__` are ordinary keys.
         *     3. The signing string is computed over up to three url forms, tried in this order: `as_given` (the url exactly as given); `with_default_port` (`:443` for https, `:80` for http inserted right after the host, only when the url has no explicit port; otherwise the same as as_given); `without_port` (any explicit port, including an empty one after `host:`, removed). Only the port changes: scheme, case, user info, path, query and fragment are kept as given. The scheme is recognized case-insensitively; the host ends at the first `:`, `/`, `?`, `#` or end after any `user@` part, or at `]` for a bracketed IPv6 host. A url that is not `http://` or `https://` with a host and an all-digit port is tried as_given only. A match on any form is valid; `matched_url_variant` is the first form that matches, null when none does.
         *     4. With `body`, SHA-256 of the body's UTF-8 bytes is compared first with the bodySHA256 value, which matches only when it is 64 hexadecimal digits (either case) equal to the digest; anything else gives `valid:false`, `reason:body_hash_mismatch`, `matched_url_variant:null`, whatever the signature. Otherwise Base64 (RFC 4648 section 4, padded) of HMAC-SHA1 keyed with the UTF-8 bytes of `auth_token` verbatim over the signing string is compared with `signature`, exactly as text and in constant time, for every url form; no match gives `reason:signature_mismatch`. Success is `valid:true`, `reason:null`.
         *     5. `auth_token` and the computed signatures are never returned, not even in error details.
         *     6. Params limits as in webhook-signature-compute, checked first, before the fault checks of rule 1: more than 1000 values in total (a string counts 1, an array its length, duplicates included; `max_params_values`) or more than 65536 UTF-8 bytes over every key (once per key) and every value element (`max_params_bytes`) is `limit_exceeded` at `/params`. Then `url` over 4096 UTF-8 bytes (`max_url_bytes`) and `body` over 262144 UTF-8 bytes (`max_body_bytes`) are `limit_exceeded` at that field.
         *     7. `invalid_input` (schema): `url` empty or over 4096 characters; `signature` or `auth_token` empty or over 512 characters; `body` over 262144 characters; a params value that is not a string or a non-empty array of strings; an unknown field; a lone UTF-16 surrogate in any string or key.
         *     8. Complexity: O(u + p + v log v) in the url's u ≤ 4096 bytes, the p ≤ 262144 body characters or ≤ 65536 params bytes, and the v ≤ 1000 params values: limits are checked in one pass that stops at the first value past either params limit, the params are sorted once into one string shared by the three url forms, and each form is hashed and compared once.
         */
        post: operations["execute_webhook_telephony_verify_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/xml-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes JSON in the xml-to-json mapping ({root: element}, "@name" attributes, "#text" text, child elements as arrays) as an XML 1.0 document. Escapes &, < and > everywhere and quotes in attributes; element and attribute names are checked against the XML Name production.
         * @description Rules:
         *     1. `value` has exactly one member: the root element's name and its element object. An element object may hold "@name" members (attribute, string value), a "#text" member (string) and members named after child elements whose values are arrays of element objects. Anything else (a non-object element, a non-array children member, a non-string attribute or text, another "#..." key) is `invalid_input` at its pointer.
         *     2. Element names and attribute names (after the "@") must match the XML 1.0 Name production (colons allowed, namespaces not processed), else `invalid_input`. Strings holding a character outside the XML 1.0 Char production (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F, U+FFFE, U+FFFF) are `invalid_input`: XML 1.0 cannot carry them even as references.
         *     3. An element is written `<name attrs>` + content + `</name>`, or `<name attrs/>` when it has no children and "#text" is absent or empty. Attributes come first in their input order as ` name="value"`; then the escaped "#text"; then the children: for each children member in input order, its elements in array order. Interleaving of text between children cannot be expressed by the mapping and is not produced.
         *     4. Text escapes `&` as `&amp;`, `<` as `&lt;`, `>` as `&gt;` and CR as `&#13;`. Attribute values are always double-quoted and escape `&`, `<`, `>`, `"` as `&quot;`, and tab, LF, CR as `&#9;`, `&#10;`, `&#13;`, so line-end and attribute-value normalization give the same strings back. No other character is escaped.
         *     5. `indent` (0..8, default 0): with 0 nothing is added between tags. With n > 0, every child of an element that has no "#text" goes on its own line indented n spaces per level, and the element's end tag on its own line; elements with "#text" are written without added whitespace, so reading back with xml-to-json (which drops whitespace-only segments between children) gives the same JSON.
         *     6. `xml_declaration` true writes `<?xml version="1.0" encoding="UTF-8"?>` and a line feed first (default false). The output never ends with a line feed otherwise.
         *     7. Reading the output with xml-to-json gives the input back, except that an empty "#text" is dropped and a whitespace-only "#text" in an element that has children is dropped (xml-to-json rule 5).
         *     8. Input order means the member order of the parsed JSON object: as in every ECMAScript JSON parser, keys that are canonical array indices come first in ascending numeric order; such keys are not XML names anyway.
         *     9. Limits, checked before writing: elements nest at most 64 deep (`max_depth`), the value holds at most 100000 JSON values (`max_nodes`), the output is at most 262144 characters (`max_output_chars`); each is `limit_exceeded` at `/value` or the element's pointer.
         *     10. Complexity: O(v + c) in the v ≤ 100000 values of the input and its c characters (names, attribute values, texts), plus the output, which is at most 262144 characters: the value is measured once (depth, nodes) before writing, then every element is visited once, recursing at most 64 levels. Names are checked once each; attribute values and texts are escaped in slices of 4096 characters pushed to the output as they are made, and indentation is added line by line, so an output that grows faster than its input (an `&` written as `&amp;`, deep indentation) is refused at the output limit with at most one slice built past it.
         */
        post: operations["execute_xml_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/xml-to-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a well-formed XML 1.0 document into JSON with a fixed mapping: the root becomes {name: element}, attributes "@name", text "#text", child elements always arrays. DOCTYPE, entities beyond the five predefined ones and processing instructions are rejected, so nothing can expand or be fetched (no XXE, no billion laughs).
         * @description Rules:
         *     1. `text` must be a well-formed XML 1.0 (fifth edition) document without DTD: an optional XML declaration at the very start (`version="1.x"`, optional `encoding` whose value is not used since the text is already decoded, optional `standalone`), comments and whitespace, one root element, then only comments and whitespace. A leading U+FEFF is ignored. Line ends CR LF and CR are read as LF (section 2.11). Any violation is `syntax_error`: a bad name, an unclosed or mismatched tag, an unquoted attribute value, `<` in an attribute value, `]]>` in text, `--` inside a comment, a character outside the Char production (such as U+0000-U+0008, even as `&#0;`), text or a second element after the root, or no root.
         *     2. `value` is an object with one member: the root element's name mapped to its element object. Names are kept exactly, prefixes included (`a:b`); namespaces are not processed and `xmlns` declarations are ordinary attributes.
         *     3. An element object holds, in this order: one member "@name" per attribute with its value string, in document order; then "#text" (rule 5) when not empty; then one member per child element name, in order of that name's first appearance, holding the array of those children's element objects in document order (always an array, even for one child). The relative order of children with different names is not kept.
         *     4. Attribute values are normalized as XML 1.0 section 3.3.3 says for CDATA attributes: each literal tab, LF or CR becomes a space; references are then decoded (so `&#10;` stays a line feed).
         *     5. The character content of an element is its text, its decoded references and the content of its CDATA sections, in document order; comments are skipped and do not split it. For an element without child elements, "#text" is that content exactly, whitespace included. For an element with child elements, the content is cut at each child into segments; segments of only whitespace (space, tab, LF, CR) are dropped, and "#text" is the concatenation of the rest, each kept exactly (`<p>Hi <b>x</b> there</p>` gives "Hi  there"). An element with no content and no children is `{}`.
         *     6. References: `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and character references `&#N;` / `&#xH;` of XML characters are decoded. Any other entity reference is `xml_entity_rejected`; an `&` that starts no reference is `syntax_error`.
         *     7. A DOCTYPE declaration anywhere is `xml_doctype_rejected` (so no internal subset, entity definition or external entity is ever read); a processing instruction anywhere, including `<?xml-stylesheet ...?>`, or an XML declaration not at the very start, is `xml_processing_instruction_rejected`. An attribute repeated in one start tag is `duplicate_key`.
         *     8. Errors are reported at the first fault in document order (the character check of rule 1 runs over the whole text first). Every error carries the detail pointer `/text` and `extra.line` / `extra.column` (1-based, columns in code points), also at the start of the message.
         *     9. Limits: `text` at most 262144 characters (`invalid_input` beyond, by the schema); elements nest at most 64 deep (`limit_exceeded`). Reading is a single linear pass.
         *     10. Complexity: O(n) in the text's n characters (n ≤ 262144): one forward pass in which every character is read a bounded number of times (a run of text is found by one search that stops at the next `<` or `&`; a reference, comment or CDATA section is searched only to its own end); attribute names are checked in a hash set and children grouped in a hash map by name, O(1) expected per attribute or child, so many attributes or many same-name siblings cost a constant each; nesting is at most 64 deep and kept on an explicit stack. No entity is ever expanded (rules 6 and 7), so the result is at most a constant factor larger than the text.
         */
        post: operations["execute_xml_to_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/yaml-from-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a JSON value as one YAML 1.2 document in block style, keeping key and item order. Strings are left unquoted only when no YAML 1.1 or 1.2 reader could take them for another type; all others are double-quoted with escapes, so the text reads back to the same JSON.
         * @description Rules:
         *     1. The output is one YAML 1.2 document (no `---` marker, no directives) ending with a line feed, in block style with 2-space indentation. Object members keep their input order, array items keep theirs.
         *     2. An object member whose value is a scalar or an empty array/object is written `key: value` on one line; `[]` and `{}` are written as such. A member whose value is a non-empty object is written `key:` followed by its members indented 2 more; a non-empty array likewise, as `- item` lines indented 2 more.
         *     3. An array item that is a scalar or empty collection is `- value`; a non-empty object or array item starts on the dash line in compact form (`- a: 1` then `  b: 2`; `- - 1` then `  - 2`).
         *     4. null is `null`; booleans are `true` and `false`; numbers are their ECMAScript shortest round-trip text (`0.1`, `1e+21`, `1.5e-7`), -0 is `0`; every such text is read back by the YAML 1.2 core schema as the same number.
         *     5. A string (value or key) is written plain (unquoted) only when all of these hold: it is non-empty; its first character is an ASCII letter, `_`, `/` or a code point at or above U+00A0; every other character is an ASCII letter or digit, space, or one of `_ . / ( ) + - @ =`, or a code point at or above U+00A0; none is U+2028, U+2029, U+FEFF, U+FFFE or U+FFFF (line separators and a byte order mark to YAML readers, or not printable in YAML 1.2.2 section 5.1: such a string is double-quoted with the character escaped); it does not end with a space; and, lower-cased, it is not one of y, n, yes, no, true, false, on, off, null. So no plain string can be read as a null, boolean, number, date or indicator by a YAML 1.2 or 1.1 reader.
         *     6. Every other string is double-quoted (YAML 1.2.2 section 7.3.1): `"` as `\"`, `\` as `\\`, LF as `\n`, tab as `\t`, CR as `\r`, and U+0000-U+001F, U+007F-U+009F, U+2028, U+2029, U+FEFF, U+FFFE, U+FFFF as `\uXXXX` (uppercase hex); all other characters are written as themselves. Multi-line strings are therefore single double-quoted lines, never block scalars.
         *     7. A key whose written form (after rule 5 or 6) is longer than 1000 characters is written in the explicit form `? key` then `: value` on the next line, because YAML limits implicit keys to 1024 characters.
         *     8. Reading the output with yaml-to-json gives the input back, except that integers beyond ±(2^53-1) given as JSON numbers come back as decimal strings (yaml-to-json rule 3).
         *     9. Limits, checked before writing: the value nests at most 64 arrays/objects deep (`max_depth`) and holds at most 100000 values (`max_nodes`); the output is at most 262144 characters (`max_output_chars`). Each is `limit_exceeded` at `/value`.
         *     10. Input order means the member order of the parsed JSON object: as in every ECMAScript JSON parser, keys that are canonical array indices ("0", "1234", up to 4294967294) come first in ascending numeric order, then all other keys in the order written.
         *     11. Complexity: O(v + c) in the v ≤ 100000 values of the input and its c characters, plus the output, which is at most 262144 characters: the value is measured once (depth, nodes) before writing, then every value is visited once, recursing at most 64 levels; each string is scanned once to choose plain or quoted, and a quoted value is escaped in slices of 4096 characters pushed to the output as they are made (keys are escaped whole, then checked), so an output that grows faster than its input (a DEL written as \u007F, indentation of 2 per level) is refused at the output limit while it is written.
         */
        post: operations["execute_yaml_from_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tools/yaml-to-json/versions/1.0.0/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads one YAML 1.2 document under the core schema and returns it as JSON. Anchors, aliases, merge keys, tags, duplicate keys and multi-document streams are rejected with their own error codes, so no input can expand or change how a value is read; yes/no/on/off stay strings.
         * @description Rules:
         *     1. `text` is read as a YAML 1.2 stream (YAML 1.2.2 specification) holding at most one document. Plain scalars are resolved by the core schema (section 10.3.2) and nothing else: null | Null | NULL | ~ | empty are null; true | True | TRUE | false | False | FALSE are booleans; [-+]?[0-9]+, 0o[0-7]+ and 0x[0-9a-fA-F]+ are integers; [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? is a float; everything else, including yes, no, on, off, y, n, 0b101, 1_000, 1:20 and dates, is a string (0777 is the decimal integer 777, not an octal). Quoted and block scalars are always strings.
         *     2. Mappings become JSON objects with their keys in document order; sequences become arrays in order. A scalar key is converted to a string: a string as is, an integer as its canonical decimal, a float as its JSON number text, true/false/null as "true"/"false"/"null" (so `1:` and `"1":` are the same key). A key that is a sequence or mapping is `invalid_input`.
         *     3. Integers with absolute value at most 2^53-1 are JSON numbers; larger ones are canonical decimal strings ("123456789012345678901"), so no digit is lost. Floats become the nearest binary64 number; -0 and -0.0 become 0. `.inf`, `-.inf`, `.nan`, and floats beyond the binary64 range (1e400) are `invalid_input`, as JSON has no such numbers.
         *     4. An empty stream, or one holding only comments and whitespace, is the value null. A stream with a second document (a second `---` after content, or a `---` after `...`) is `multi_document_rejected` at the start of the second document.
         *     5. Anchors (`&name`) and aliases (`*name`) are `yaml_alias_rejected` at the first one in the text, found in the token stream before anything is composed, so alias bombs (billion laughs) never expand. Every tag, core ones like `!!str` included, and every `%TAG` directive is `yaml_tag_rejected`. A plain (unquoted) `<<` mapping key is `yaml_merge_key_rejected` (YAML 1.1 merge keys); a quoted "<<" is an ordinary key. The only directive accepted is `%YAML 1.2`; any other is `invalid_input`.
         *     6. Two keys of one mapping that are equal after rule 2 are `duplicate_key` at the second one.
         *     7. Any other YAML error (bad indentation, an unclosed quote or bracket, a tab used for indentation, a stray `:` ...) is `syntax_error`, reported at the first error the parser finds.
         *     8. Checks run in this order and the first failure is reported: nesting depth (rule 10), a second document, anchors/aliases/tags/directives (the earliest in the text), syntax errors, then the rules met while converting in document order (merge key, collection key, non-JSON float, lone surrogate from an escape such as \"\ud800\", duplicate key).
         *     9. Every error carries the detail pointer `/text` and `extra.line` / `extra.column` (1-based; lines end at LF, CR LF or CR; columns count Unicode code points), also at the start of its message.
         *     10. Limits: `text` at most 262144 characters (`invalid_input` beyond, by the schema); sequences and mappings nest at most 64 deep (`limit_exceeded`, checked on the token stream before any value is built). Reading is linear in the text size.
         *     11. Complexity: O(n) in the text's n characters (n ≤ 262144). The parser of the `yaml` library reads the text once into a concrete syntax tree (its own explicit stack, so nesting cannot overflow), and one iterative pass over those tokens enforces the depth of 64 and finds anchors, aliases and tags before anything is composed: an alias is never resolved, so a billion-laughs text costs its length, not its expansion (the library's maxAliasCount is never reached). Composing and converting then visit each node once, recursing at most 64 levels; duplicate keys are found with a hash map, O(1) expected per key (the library's own unique-key check, which compares each key with every earlier one, is switched off). The result holds at most one value per node of the text.
         */
        post: operations["execute_yaml_to_json_1_0_0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unsubscribe link of every newsletter email; other query parameters are ignored. */
        get: operations["unsubscribe_link"];
        put?: never;
        /** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post); the body is not read. */
        post: operations["unsubscribe_one_click"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Adler32Input: {
            /** @description The text whose UTF-8 bytes are checksummed. */
            text: string;
        };
        Adler32Output: {
            hex: string;
            value: number;
        };
        AngleDmsConvertInput: {
            /** @enum {string} */
            from: "deg" | "arcmin" | "arcsec";
            /** @enum {string} */
            to: "deg" | "arcmin" | "arcsec";
            value: string;
        };
        AngleDmsConvertOutput: {
            denominator: string;
            numerator: string;
        };
        ArrayIntegerAdjacentDiffInput: {
            values: string[];
        };
        ArrayIntegerAdjacentDiffOutput: {
            values: string[];
        };
        ArrayIntegerClampInput: {
            max?: string;
            min?: string;
            values: string[];
        };
        ArrayIntegerClampOutput: {
            values: string[];
        };
        ArrayIntegerCumulativeSumInput: {
            values: string[];
        };
        ArrayIntegerCumulativeSumOutput: {
            values: string[];
        };
        ArrayIntegerMedianInput: {
            values: string[];
        };
        ArrayIntegerMedianOutput: {
            lower: string;
            median?: string;
            n: number;
            upper: string;
        };
        ArrayIntegerMinMaxInput: {
            values: string[];
        };
        ArrayIntegerMinMaxOutput: {
            max: string;
            min: string;
        };
        ArrayIntegerModeInput: {
            values: string[];
        };
        ArrayIntegerModeOutput: {
            count: number;
            modes: string[];
        };
        ArrayIntegerProductInput: {
            values: string[];
        };
        ArrayIntegerProductOutput: {
            product: string;
        };
        ArrayIntegerRanksInput: {
            values: string[];
        };
        ArrayIntegerRanksOutput: {
            ranks: number[];
        };
        ArrayIntegerSumInput: {
            values: string[];
        };
        ArrayIntegerSumOutput: {
            sum: string;
        };
        ArrayRationalMeanInput: {
            values: {
                denominator: string;
                numerator: string;
            }[];
        };
        ArrayRationalMeanOutput: {
            denominator: string;
            numerator: string;
        };
        ArrayRationalMinMaxInput: {
            values: {
                denominator: string;
                numerator: string;
            }[];
        };
        ArrayRationalMinMaxOutput: {
            max: {
                denominator: string;
                numerator: string;
            };
            min: {
                denominator: string;
                numerator: string;
            };
        };
        ArrayRationalSumInput: {
            values: {
                denominator: string;
                numerator: string;
            }[];
        };
        ArrayRationalSumOutput: {
            denominator: string;
            numerator: string;
        };
        Base64DecodeInput: {
            /**
             * @default standard
             * @enum {string}
             */
            alphabet: "standard" | "url";
            /** @description The Base64 text. */
            input: string;
            /**
             * @default strict
             * @enum {string}
             */
            mode: "strict" | "lenient";
            /**
             * @description Default required for the standard alphabet, optional for url.
             * @enum {string}
             */
            padding?: "required" | "optional" | "forbidden";
        };
        Base64DecodeOutput: {
            byte_length: number;
            hex: string;
            text: string | null;
        };
        Base64EncodeInput: {
            /**
             * @default standard
             * @enum {string}
             */
            alphabet: "standard" | "url";
            /** @description The bytes, as UTF-8 text or as hex per input_encoding. */
            input: string;
            /**
             * @default utf8
             * @enum {string}
             */
            input_encoding: "utf8" | "hex";
            /**
             * @default crlf
             * @enum {string}
             */
            line_ending: "crlf" | "lf";
            /** @description Wrap the output into lines of this many characters (76 for MIME, 64 for PEM). */
            line_width?: number;
            /** @default true */
            padding: boolean;
        };
        Base64EncodeOutput: {
            base64: string;
            byte_length: number;
        };
        BatchItemOutcome: {
            error?: components["schemas"]["Problem"];
            /**
             * Format: uuid
             * @description Present on every item that ran.
             */
            execution_ref?: string;
            id: string;
            index: number;
            receipt?: components["schemas"]["BatchReceipt"];
            /** @description The tool's result (status 200 with include_result true). */
            result?: unknown;
            /** @description HTTP-style: 200 succeeded, 4xx/5xx failed, 424 skipped. */
            status: number;
            version: string;
        };
        BatchReceipt: {
            /** @description UTF-8 bytes of the result's canonical JSON (RFC 8785). */
            bytes: number;
            /** Format: uuid */
            execution_ref: string;
            /** @description SHA-256 of the result's canonical JSON (RFC 8785), lowercase hex. */
            sha256: string;
        };
        ChecksumManifestVerifyInput: {
            /**
             * @description Algorithm of the untagged lines; tagged lines name their own.
             * @enum {string}
             */
            algorithm?: "md5" | "sha1" | "sha224" | "sha256" | "sha384" | "sha512" | "blake2b-512";
            /** @description The file contents to verify, each with a distinct name. */
            files: {
                /** @description The file's bytes in content_encoding. */
                content: string;
                /**
                 * @default utf8
                 * @enum {string}
                 */
                content_encoding: "utf8" | "hex" | "base64" | "base64url";
                /** @description Matched exactly against manifest names. */
                name: string;
            }[];
            /** @description Manifest text as written by sha256sum, md5sum, b2sum (optionally with --tag); at most 65536 UTF-8 bytes and 1000 lines. */
            manifest: string;
        };
        ChecksumManifestVerifyOutput: {
            bad_lines: {
                line: number;
                /** @enum {string} */
                reason: "unparsable_line" | "algorithm_required" | "unknown_algorithm_tag" | "digest_wrong_length_for_algorithm" | "duplicate_filename";
            }[];
            counts: {
                bad_lines: number;
                checked: number;
                manifest_lines: number;
                mismatch: number;
                missing: number;
                ok: number;
                unlisted: number;
            };
            results: {
                name: string;
                /** @enum {string} */
                status: "ok" | "mismatch" | "missing";
            }[];
            unlisted_files: string[];
            valid: boolean;
        };
        CommunitySavings: {
            /** Format: date-time */
            as_of: string;
            verified: components["schemas"]["SavingsTotals"];
        };
        Crc32Input: {
            input: string;
            /**
             * @default utf8
             * @enum {string}
             */
            input_encoding: "utf8" | "hex";
            /**
             * @default CRC-32/ISO-HDLC
             * @enum {string}
             */
            variant: "CRC-32/AIXM" | "CRC-32/AUTOSAR" | "CRC-32/BASE91-D" | "CRC-32/BZIP2" | "CRC-32/CD-ROM-EDC" | "CRC-32/CKSUM" | "CRC-32/ISCSI" | "CRC-32/ISO-HDLC" | "CRC-32/JAMCRC" | "CRC-32/MEF" | "CRC-32/MPEG-2" | "CRC-32/XFER" | "CRC-32" | "CRC-32/ADCCP" | "CRC-32/V-42" | "CRC-32/XZ" | "PKZIP" | "CRC-32C" | "CRC-32/BASE91-C" | "CRC-32/CASTAGNOLI" | "CRC-32/INTERLAKEN" | "CRC-32D" | "CRC-32Q" | "CRC-32/AAL5" | "CRC-32/DECT-B" | "B-CRC-32" | "CRC-32/POSIX" | "JAMCRC" | "XFER";
        };
        Crc32Output: {
            byte_length: number;
            hex: string;
            parameters: {
                check: string;
                init: string;
                poly: string;
                refin: boolean;
                refout: boolean;
                /** @constant */
                width: 32;
                xorout: string;
            };
            value: number;
            /** @enum {string} */
            variant: "CRC-32/AIXM" | "CRC-32/AUTOSAR" | "CRC-32/BASE91-D" | "CRC-32/BZIP2" | "CRC-32/CD-ROM-EDC" | "CRC-32/CKSUM" | "CRC-32/ISCSI" | "CRC-32/ISO-HDLC" | "CRC-32/JAMCRC" | "CRC-32/MEF" | "CRC-32/MPEG-2" | "CRC-32/XFER";
        };
        CsvColumnRenameInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @description Old header name -> new header name; keys are column names (user data). */
            renames: {
                [key: string]: string;
            };
        };
        CsvColumnRenameOutput: {
            csv: string;
            renamed_count: number;
        };
        CsvColumnsCombineInput: {
            columns: string[];
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            into: string;
            /** @default false */
            keep_originals: boolean;
            separator: string;
            /** @default false */
            skip_empty: boolean;
        };
        CsvColumnsCombineOutput: {
            csv: string;
            row_count: number;
        };
        CsvColumnSelectInput: {
            columns: string[];
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvColumnSelectOutput: {
            column_count: number;
            csv: string;
            row_count: number;
        };
        CsvColumnSplitInput: {
            column: string;
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            into: string[];
            /** @default false */
            keep_original: boolean;
            /**
             * @default error
             * @enum {string}
             */
            overflow: "error" | "rest_in_last";
            separator: string;
        };
        CsvColumnSplitOutput: {
            csv: string;
            overflow_rows: number;
            row_count: number;
        };
        CsvColumnStatsInput: {
            columns?: string[];
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvColumnStatsOutput: {
            columns: {
                count: number;
                distinct_count: number;
                empty_count: number;
                max: string | null;
                min: string | null;
                name: string;
                sum: string | null;
                /** @enum {string} */
                type: "empty" | "integer" | "decimal" | "boolean" | "date" | "string";
            }[];
            rows: number;
        };
        CsvCompareInput: {
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            left: string;
            /** @default 1000 */
            max_differences: number;
            right: string;
        };
        CsvCompareOutput: {
            difference_count: number;
            differences: {
                column?: string | null;
                field: number;
                left: string | null;
                record: number;
                right: string | null;
            }[];
            equal: boolean;
            left_records: number;
            right_records: number;
            truncated: boolean;
        };
        CsvConcatInput: {
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            source_column?: string;
            tables: string[];
        };
        CsvConcatOutput: {
            columns: string[];
            csv: string;
            rows: number;
            rows_per_table: number[];
        };
        CsvDedupeInput: {
            columns?: string[];
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default false */
            ignore_case: boolean;
            /**
             * @default first
             * @enum {string}
             */
            keep: "first" | "last";
            /** @default false */
            trim: boolean;
        };
        CsvDedupeOutput: {
            csv: string;
            kept_count: number;
            removed_count: number;
            removed_rows: number[];
        };
        CsvDialectConvertInput: {
            csv: string;
            /** @description How the input is written. */
            source?: {
                /** @default , */
                delimiter: string;
                /** @default " */
                quote: string;
            };
            /** @description How the output is written. */
            target?: {
                /** @default false */
                bom: boolean;
                /** @default , */
                delimiter: string;
                /**
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /** @default " */
                quote: string;
            };
        };
        CsvDialectConvertOutput: {
            csv: string;
            record_count: number;
        };
        CsvFillDownInput: {
            columns: string[];
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default false */
            whitespace_is_empty: boolean;
        };
        CsvFillDownOutput: {
            csv: string;
            filled_cells: number;
        };
        CsvFilterInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /**
             * @default all
             * @enum {string}
             */
            match: "all" | "any";
            /**
             * @default error
             * @enum {string}
             */
            on_mismatch: "error" | "no_match";
            where: {
                column: string;
                /** @enum {string} */
                op: "eq" | "ne" | "lt" | "le" | "gt" | "ge" | "contains" | "starts_with" | "ends_with" | "is_empty" | "not_empty";
                /**
                 * @default string
                 * @enum {string}
                 */
                type: "string" | "integer" | "decimal" | "boolean" | "date";
                value?: string;
            }[];
        };
        CsvFilterOutput: {
            csv: string;
            matched_count: number;
            row_count: number;
            row_numbers: number[];
        };
        CsvFormulaEscapeInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default false */
            numeric_exempt: boolean;
        };
        CsvFormulaEscapeOutput: {
            csv: string;
            escaped_cells: number;
        };
        CsvFromJsonInput: {
            columns?: string[];
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /**
             * @default error
             * @enum {string}
             */
            extra_keys: "error" | "ignore";
            rows: {
                [key: string]: string | number | boolean | null;
            }[];
        };
        CsvFromJsonOutput: {
            columns: string[];
            csv: string;
            row_count: number;
        };
        CsvGroupAggregateInput: {
            aggregations: {
                column?: string;
                /** @enum {string} */
                function: "count" | "sum" | "mean" | "min" | "max";
                /** @description Output column name. */
                name?: string;
            }[];
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            group_by?: string[];
            /** @default 6 */
            mean_scale: number;
            /**
             * @default half_even
             * @enum {string}
             */
            rounding: "half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor";
        };
        CsvGroupAggregateOutput: {
            columns: string[];
            csv: string;
            groups: number;
        };
        CsvJoinInput: {
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            left: string;
            match?: {
                /** @default false */
                ignore_case: boolean;
                /** @default false */
                trim: boolean;
            };
            on: {
                left: string;
                right: string;
            }[];
            right: string;
            /** @description Appended to a right column name that is already an output column name. */
            right_suffix?: string;
            /**
             * @default inner
             * @enum {string}
             */
            type: "inner" | "left" | "right" | "full";
        };
        CsvJoinOutput: {
            csv: string;
            left_unmatched_rows: number;
            matched_rows: number;
            right_unmatched_rows: number;
            rows: number;
        };
        CsvKeyCheckInput: {
            columns: string[];
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvKeyCheckOutput: {
            duplicate_groups: {
                key: string[];
                rows: number[];
            }[];
            empty_key_rows: number[];
            is_key: boolean;
            row_count: number;
            unique: boolean;
        };
        CsvParseInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvParseOutput: {
            column_count: number;
            header: string[] | null;
            row_lines: number[];
            rows: string[][];
        };
        CsvPivotInput: {
            /** @enum {string} */
            aggregation?: "count" | "sum" | "mean" | "min" | "max" | "first" | "last";
            /**
             * @default first_seen
             * @enum {string}
             */
            column_order: "first_seen" | "sorted";
            columns: string;
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default  */
            fill: string;
            index: string[];
            /** @default 6 */
            mean_scale: number;
            /**
             * @default half_even
             * @enum {string}
             */
            rounding: "half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor";
            values: string;
        };
        CsvPivotOutput: {
            columns: string[];
            csv: string;
            rows: number;
        };
        CsvReconcileInput: {
            compare?: string[];
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            key: string[];
            left: string;
            right: string;
        };
        CsvReconcileOutput: {
            added: {
                key: string[];
                row: number;
                /** @description Column name -> cell; the keys are the table's column names. */
                values: {
                    [key: string]: string;
                };
            }[];
            changed: {
                cells: {
                    column: string;
                    new: string;
                    old: string;
                }[];
                key: string[];
                left_row: number;
                right_row: number;
            }[];
            columns: {
                compared: string[];
                left_only: string[];
                right_only: string[];
            };
            duplicate_keys: {
                key: string[];
                rows: number[];
                /** @enum {string} */
                side: "left" | "right";
            }[];
            in_sync: boolean;
            removed: {
                key: string[];
                row: number;
                /** @description Column name -> cell; the keys are the table's column names. */
                values: {
                    [key: string]: string;
                };
            }[];
            unchanged_rows: number;
        };
        CsvRowCountInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvRowCountOutput: {
            column_count: number;
            data_row_count: number;
            has_header: boolean;
            line_count: number;
            record_count: number;
        };
        CsvSchemaInferInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvSchemaInferOutput: {
            columns: {
                all_empty: boolean;
                demoted_at_row?: number;
                empty_count: number;
                name: string;
                non_empty_count: number;
                /** @enum {string} */
                type: "integer" | "decimal" | "boolean" | "date" | "string";
            }[];
            row_count: number;
        };
        CsvSliceInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            limit?: number;
            /** @default 0 */
            offset: number;
        };
        CsvSliceOutput: {
            csv: string;
            next_offset: number | null;
            rows: number;
            total_rows: number;
        };
        CsvSortInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            keys: {
                column: string;
                /**
                 * @default asc
                 * @enum {string}
                 */
                direction: "asc" | "desc";
                /**
                 * @default last
                 * @enum {string}
                 */
                empty: "first" | "last";
                /**
                 * @default string
                 * @enum {string}
                 */
                type: "string" | "integer" | "decimal" | "boolean" | "date";
            }[];
        };
        CsvSortOutput: {
            csv: string;
            order: number[];
        };
        CsvToJsonInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @description Column name -> type; keys are column names (user data). */
            types?: {
                [key: string]: "string" | "integer" | "number" | "boolean";
            };
        };
        CsvToJsonOutput: {
            columns: string[];
            rows: {
                [key: string]: string | number | boolean | null;
            }[];
        };
        CsvToMarkdownTableInput: {
            align?: ("none" | "left" | "center" | "right")[];
            csv: string;
            /**
             * @default none
             * @enum {string}
             */
            default_align: "none" | "left" | "center" | "right";
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default false */
            escape_markdown: boolean;
        };
        CsvToMarkdownTableOutput: {
            columns: number;
            markdown: string;
            rows: number;
        };
        CsvTransposeInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
        };
        CsvTransposeOutput: {
            columns: number;
            csv: string;
            rows: number;
        };
        CsvUnpivotInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Whether the output starts with U+FEFF. Default false.
                 * @default false
                 */
                bom: boolean;
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names (read and written). Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Line ending written after every output record. Default crlf (RFC 4180).
                 * @default crlf
                 * @enum {string}
                 */
                line_ending: "crlf" | "lf";
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default false */
            drop_empty: boolean;
            id_columns: string[];
            value_columns?: string[];
            /** @default value */
            value_name: string;
            /** @default variable */
            variable_name: string;
        };
        CsvUnpivotOutput: {
            columns: string[];
            csv: string;
            rows: number;
        };
        CsvValidateInput: {
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            /** @default 100 */
            max_errors: number;
            /**
             * @description Also report empty and duplicate header names (when the dialect has a header).
             * @default false
             */
            require_unique_header: boolean;
        };
        CsvValidateOutput: {
            errors: {
                column: number;
                field: number;
                line: number;
                message: string;
                /** @enum {string} */
                reason: "unterminated_quote" | "stray_quote" | "text_after_quote" | "ragged_row" | "empty_header_name" | "duplicate_header_name";
                record: number;
            }[];
            record_count: number;
            truncated: boolean;
            valid: boolean;
        };
        CsvValueCountsInput: {
            column: string;
            csv: string;
            dialect?: {
                /**
                 * @description Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
                 * @default ,
                 */
                delimiter: string;
                /**
                 * @description Whether the first record is a header of column names. Default true.
                 * @default true
                 */
                header: boolean;
                /**
                 * @description Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
                 * @default "
                 */
                quote: string;
            };
            top?: number;
        };
        CsvValueCountsOutput: {
            distinct: number;
            rows: number;
            truncated: boolean;
            values: {
                count: number;
                value: string;
            }[];
        };
        DiscoverCandidate: {
            category: string;
            /** @description Whether the score reaches the confidence threshold of search. */
            confident: boolean;
            contract_url: string;
            description: string;
            execute_url: string;
            id: string;
            /**
             * @description What matched the query.
             * @enum {string}
             */
            matched: "id" | "operation" | "lexical";
            /** @description 1 for an exact id or operation phrase; otherwise below 1, rounded to 4 decimals. */
            score: number;
            /** @description The newest version of the tool. */
            version: string;
        };
        FeedbackReceipt: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            feedback_id: string;
            /** @constant */
            status: "submitted";
        };
        FormFieldMapInput: {
            /** @description One respondent's answers keyed by original field id; values are any JSON (depth 6, 50 nodes, strings 4096 UTF-8 bytes). */
            answers?: {
                [key: string]: unknown;
            };
            definition: {
                fields: {
                    choices?: string[];
                    /** @description Field id; at most 128 UTF-8 bytes. */
                    id: string;
                    /** @description Display label; at most 256 UTF-8 bytes. */
                    label: string;
                    required: boolean;
                    /** @enum {string} */
                    type: "string" | "number" | "integer" | "boolean" | "choice" | "multi" | "json";
                }[];
            };
            mapping: {
                /** @description A current field id. */
                from: string;
                /** @description The new id. */
                to: string;
            }[];
            /**
             * @description What happens to fields no mapping entry names.
             * @enum {string}
             */
            unmapped: "keep" | "drop";
        };
        FormFieldMapOutput: {
            answers: {
                [key: string]: unknown;
            };
            counts: {
                answers_dropped: number;
                answers_kept: number;
                answers_moved: number;
                dropped: number;
                fields_in: number;
                fields_out: number;
                renamed: number;
                unchanged_ids: number;
            };
            definition: {
                fields: {
                    choices?: string[];
                    /** @description Field id; at most 128 UTF-8 bytes. */
                    id: string;
                    /** @description Display label; at most 256 UTF-8 bytes. */
                    label: string;
                    required: boolean;
                    /** @enum {string} */
                    type: "string" | "number" | "integer" | "boolean" | "choice" | "multi" | "json";
                }[];
            };
            dropped: {
                answer?: unknown;
                has_answer: boolean;
                id: string;
            }[];
            renamed: {
                from: string;
                to: string;
            }[];
            unchanged_ids: string[];
        };
        HexConvertInput: {
            /** @enum {string} */
            direction: "text_to_hex" | "hex_to_text";
            /**
             * @default lower
             * @enum {string}
             */
            hex_case: "lower" | "upper";
            input: string;
            /**
             * @default none
             * @enum {string}
             */
            input_separator: "none" | "space" | "colon" | "hyphen" | "whitespace";
            /**
             * @default none
             * @enum {string}
             */
            separator: "none" | "space" | "colon" | "hyphen";
        };
        HexConvertOutput: {
            byte_length: number;
            hex: string;
            text: string | null;
        };
        HmacComputeInput: {
            /**
             * @description The hash function inside the HMAC.
             * @enum {string}
             */
            algorithm: "md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512";
            /** @description The secret key as text in `key_encoding`; at most 4096 bytes once decoded. Never echoed. */
            key: string;
            /**
             * @description How `key` carries bytes; default `utf8`.
             * @enum {string}
             */
            key_encoding?: "utf8" | "hex" | "base64" | "base64url";
            /** @description The message as text in `message_encoding`; at most 65536 bytes once decoded. */
            message: string;
            /**
             * @description How `message` carries bytes; default `utf8`.
             * @enum {string}
             */
            message_encoding?: "utf8" | "hex" | "base64" | "base64url";
        };
        HmacComputeOutput: {
            /** @enum {string} */
            algorithm: "md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512";
            base64: string;
            base64url: string;
            hex: string;
            mac_bytes: number;
        };
        HmacVerifyInput: {
            /**
             * @description The hash function inside the HMAC.
             * @enum {string}
             */
            algorithm: "md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512";
            /** @description The secret key as text in `key_encoding`; at most 4096 bytes once decoded. Never echoed. */
            key: string;
            /**
             * @description How `key` carries bytes; default `utf8`.
             * @enum {string}
             */
            key_encoding?: "utf8" | "hex" | "base64" | "base64url";
            /** @description The signed message as text in `message_encoding`; at most 65536 bytes once decoded. */
            message: string;
            /**
             * @description How `message` carries bytes; default `utf8`.
             * @enum {string}
             */
            message_encoding?: "utf8" | "hex" | "base64" | "base64url";
            /** @description The received signature, with its prefix if `signature_prefix` is given. */
            signature: string;
            /**
             * @description How `signature` carries bytes; default `auto` (hex, then base64, then base64url).
             * @enum {string}
             */
            signature_encoding?: "auto" | "hex" | "base64" | "base64url";
            /** @description A literal, case-sensitive prefix the signature must start with, such as `sha256=`; removed before decoding. */
            signature_prefix?: string;
            /** @description Compare only the leftmost this many MAC bytes; at least max(10, ceil(native / 2)) and at most the native length. */
            truncate_to_bytes?: number;
        };
        HmacVerifyOutput: {
            /** @enum {string} */
            algorithm: "md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512";
            /** @enum {string|null} */
            matched_encoding: "hex" | "base64" | "base64url" | null;
            /** @enum {string|null} */
            reason: "mismatch" | "prefix_missing" | "signature_not_decodable" | "signature_wrong_length" | null;
            valid: boolean;
        };
        IbanValidateInput: {
            /** @description The IBAN, electronic (DE89370400440532013000) or print form (DE89 3704 0044 0532 0130 00). */
            iban: string;
        };
        IbanValidateOutput: {
            bban: string | null;
            bban_structure: string | null;
            check_digits: string | null;
            country: string | null;
            electronic_format: string | null;
            expected_check_digits: string | null;
            expected_length: number | null;
            print_format: string | null;
            /** @enum {string|null} */
            reason: "bad_characters" | "bad_format" | "unknown_country" | "wrong_length" | "bban_format_mismatch" | "invalid_check_digits" | "checksum_failed" | null;
            valid: boolean;
        };
        IniFromJsonInput: {
            dialect?: {
                /**
                 * @default =
                 * @enum {string}
                 */
                delimiter: "=" | ":";
                /** @default true */
                spaces_around_delimiter: boolean;
            };
            /** @description Section name -> (key -> scalar); names are user data. */
            value: {
                [key: string]: {
                    [key: string]: string | number | boolean | null;
                };
            };
        };
        IniFromJsonOutput: {
            text: string;
        };
        IniToJsonInput: {
            /** @description The INI dialect; every member optional. */
            dialect?: {
                /** @description Characters that start a full-line comment. Default [";", "#"]. */
                comment_prefixes?: (";" | "#")[];
                /**
                 * @description The character between key and value.
                 * @default =
                 * @enum {string}
                 */
                delimiter: "=" | ":";
                /**
                 * @description What a repeated key in one section does (reading only).
                 * @default error
                 * @enum {string}
                 */
                duplicate_keys: "error" | "first" | "last";
                /**
                 * @description Remove one pair of surrounding double quotes from values (reading only).
                 * @default true
                 */
                unquote: boolean;
            };
            /** @description The INI text. */
            text: string;
        };
        IniToJsonOutput: {
            /** @description Section name -> (key -> value); names are user data. */
            value: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        JsonArrayAggregateInput: {
            aggregations: {
                as: string;
                /** @enum {string} */
                op: "count" | "sum" | "min" | "max" | "mean";
                pointer?: string;
            }[];
            array: unknown[];
            group_by?: string[];
            /** @default 10 */
            mean_scale: number;
            /**
             * @default error
             * @enum {string}
             */
            missing: "error" | "skip";
            /**
             * @default half_even
             * @enum {string}
             */
            rounding: "half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor";
        };
        JsonArrayAggregateOutput: {
            groups: {
                count: number;
                /** @description Member names are the group_by pointers (user data). */
                key: {
                    [key: string]: unknown;
                };
                /** @description Member names are the aggregation names (user data). */
                values: {
                    [key: string]: number | string | null;
                };
            }[];
        };
        JsonArrayDedupeInput: {
            array: unknown[];
            keys?: string[];
        };
        JsonArrayDedupeOutput: {
            kept_indices: number[];
            removed: {
                first_index: number;
                index: number;
            }[];
            unique: unknown[];
        };
        JsonArrayGroupInput: {
            array: unknown[];
            /** @default true */
            include_items: boolean;
            key: string;
        };
        JsonArrayGroupOutput: {
            groups: {
                count: number;
                indices: number[];
                items?: unknown[];
                key?: unknown;
                key_present: boolean;
            }[];
        };
        JsonArrayIndexByInput: {
            array: unknown[];
            /** @default false */
            coerce: boolean;
            /**
             * @default error
             * @enum {string}
             */
            duplicates: "error" | "first" | "last";
            key: string;
            /**
             * @default error
             * @enum {string}
             */
            missing: "error" | "skip";
        };
        JsonArrayIndexByOutput: {
            /** @description Member names are the keys (user data); values the items. */
            index: {
                [key: string]: unknown;
            };
            indices: number[];
            keys: string[];
            skipped: number[];
        };
        JsonArrayJoinInput: {
            left: unknown[];
            on: {
                left: string;
                right?: string;
            }[];
            right: unknown[];
            /**
             * @default inner
             * @enum {string}
             */
            type: "inner" | "left" | "right" | "full";
        };
        JsonArrayJoinOutput: {
            counts: {
                left_only: number;
                pairs: number;
                right_only: number;
                rows: number;
            };
            rows: {
                left?: unknown;
                left_index: number | null;
                right?: unknown;
                right_index: number | null;
            }[];
        };
        JsonArraySetCompareInput: {
            first: unknown[];
            /** @default false */
            multiset: boolean;
            second: unknown[];
        };
        JsonArraySetCompareOutput: {
            common: unknown[];
            counts: {
                common: number;
                only_in_first: number;
                only_in_second: number;
            };
            equal: boolean;
            only_in_first: unknown[];
            only_in_second: unknown[];
        };
        JsonArraySortInput: {
            /** @description The items to sort; any JSON values. */
            array: unknown[];
            keys?: {
                /**
                 * @default asc
                 * @enum {string}
                 */
                direction: "asc" | "desc";
                /**
                 * @default last
                 * @enum {string}
                 */
                missing: "last" | "first";
                pointer: string;
                /**
                 * @default json
                 * @enum {string}
                 */
                type: "json" | "number" | "string";
            }[];
        };
        JsonArraySortOutput: {
            order: number[];
            sorted: unknown[];
        };
        JsonCanonicalizeInput: {
            /** @description One JSON text. */
            text: string;
        };
        JsonCanonicalizeOutput: {
            byte_length: number;
            canonical: string;
            sha256: string;
        };
        JsonDiffInput: {
            /**
             * @default index
             * @enum {string}
             */
            array_mode: "index" | "lcs";
            /** @description The original JSON document. */
            source: unknown;
            /** @description The new JSON document. */
            target: unknown;
        };
        JsonDiffOutput: {
            changes: {
                /** @description The target value (added, changed). */
                new?: unknown;
                /** @description The source value (removed, changed). */
                old?: unknown;
                /** @enum {string} */
                op: "added" | "removed" | "changed";
                pointer: string;
                target_pointer?: string;
            }[];
            count: number;
            equal: boolean;
        };
        JsonFlattenInput: {
            /** @description The JSON document to flatten. */
            document: unknown;
            /**
             * @default pointer
             * @enum {string}
             */
            style: "pointer" | "dotted";
        };
        JsonFlattenOutput: {
            count: number;
            /** @description Leaf path -> leaf value; the keys are paths (user data). */
            flat: {
                [key: string]: unknown;
            };
        };
        JsonFormatInput: {
            /** @default false */
            final_newline: boolean;
            /** @description Spaces per level (1..8) or "tab"; pretty style only. */
            indent?: number | "tab";
            /** @default false */
            sort_keys: boolean;
            /**
             * @default pretty
             * @enum {string}
             */
            style: "pretty" | "compact";
            /** @description One JSON text. */
            text: string;
        };
        JsonFormatOutput: {
            text: string;
        };
        JsonKeysRenameInput: {
            /** @description The JSON document. */
            document: unknown;
            /** @description Old name -> new name; the keys are member names (user data). */
            renames: {
                [key: string]: string;
            };
            /**
             * @default recursive
             * @enum {string}
             */
            scope: "recursive" | "top_level";
        };
        JsonKeysRenameOutput: {
            renamed_count: number;
            /** @description The document with renamed members. */
            result: unknown;
        };
        JsonlFromJsonInput: {
            /** @default false */
            ascii_only: boolean;
            /** @default false */
            sort_keys: boolean;
            values: unknown[];
        };
        JsonlFromJsonOutput: {
            bytes: number;
            line_count: number;
            text: string;
        };
        JsonlParseInput: {
            /** @default false */
            allow_blank_lines: boolean;
            text: string;
        };
        JsonlParseOutput: {
            error_count: number;
            errors: {
                column: number;
                line: number;
                message: string;
                /** @enum {string} */
                reason: "blank_line" | "byte_order_mark" | "unexpected_end" | "unexpected_character" | "invalid_string" | "invalid_number" | "number_out_of_range" | "lone_surrogate" | "max_depth";
            }[];
            line_count: number;
            lines: number[];
            valid: boolean;
            values: unknown[];
        };
        JsonMergeDeepInput: {
            array_key?: string;
            /**
             * @default replace
             * @enum {string}
             */
            arrays: "replace" | "concat" | "merge_by_index" | "merge_by_key";
            documents: unknown[];
        };
        JsonMergeDeepOutput: {
            merged: unknown;
        };
        JsonMergePatchApplyInput: {
            /** @description The RFC 7396 merge patch (any JSON value). */
            patch: unknown;
            /** @description The JSON document to change. */
            target: unknown;
        };
        JsonMergePatchApplyOutput: {
            /** @description The merged document. */
            result: unknown;
        };
        JsonMergePatchCreateInput: {
            /** @description The original JSON document. */
            source: unknown;
            /** @description The wanted JSON document. */
            target: unknown;
        };
        JsonMergePatchCreateOutput: {
            /** @description The RFC 7396 merge patch. */
            patch: unknown;
        };
        JsonNumberInspectInput: {
            /**
             * @default flagged
             * @enum {string}
             */
            report: "flagged" | "all";
            /** @description One JSON text. */
            text: string;
        };
        JsonNumberInspectOutput: {
            flagged_count: number;
            number_count: number;
            numbers: {
                column: number;
                double: string | null;
                exceeds_safe_integer: boolean;
                line: number;
                literal: string;
                literal_length: number;
                offset: number;
                out_of_range: boolean;
                pointer: string;
                round_trips: boolean;
            }[];
        };
        JsonParseCheckInput: {
            /** @description The text to check as one JSON text. */
            text: string;
        };
        JsonParseCheckOutput: {
            duplicate_key_count: number;
            duplicate_keys: {
                column: number;
                line: number;
                offset: number;
                pointer: string;
            }[];
            error: null | {
                column: number;
                line: number;
                message: string;
                offset: number;
                /** @enum {string} */
                reason: "empty_text" | "byte_order_mark" | "unexpected_end" | "unexpected_character" | "comment" | "single_quote" | "trailing_comma" | "unquoted_key" | "missing_colon" | "missing_comma" | "invalid_number" | "non_finite_number" | "invalid_literal" | "invalid_escape" | "control_character" | "trailing_content";
            };
            lone_surrogate_escape_count: number;
            lone_surrogate_escapes: {
                column: number;
                line: number;
                offset: number;
                pointer: string;
            }[];
            valid: boolean;
            value_type: null | ("object" | "array" | "string" | "number" | "boolean" | "null");
        };
        JsonPatchApplyInput: {
            /** @description The JSON value to patch. */
            document: unknown;
            patch: ({
                from?: string;
                op?: string;
                path?: string;
                /** @description The operation's JSON value. */
                value?: unknown;
            } & {
                [key: string]: unknown;
            })[];
        };
        JsonPatchApplyOutput: {
            /** @description The patched document. */
            result: unknown;
        };
        JsonPatchCreateInput: {
            /**
             * @default index
             * @enum {string}
             */
            array_mode: "index" | "lcs";
            /** @description The original JSON document. */
            source: unknown;
            /** @description The wanted JSON document. */
            target: unknown;
        };
        JsonPatchCreateOutput: {
            count: number;
            patch: {
                /** @enum {string} */
                op: "add" | "remove" | "replace";
                path: string;
                /** @description The value to add or replace with. */
                value?: unknown;
            }[];
        };
        JsonPickInput: {
            /** @description The JSON document. */
            document: unknown;
            pointers: string[];
        };
        JsonPickOutput: {
            found: string[];
            missing: string[];
            /** @description The picked document. */
            result: unknown;
        };
        JsonPointerConvertInput: {
            /** @enum {string} */
            from: "pointer" | "jsonpath" | "dotted";
            path: string;
            /**
             * @default index
             * @enum {string}
             */
            pointer_digits: "index" | "name";
            /** @enum {string} */
            to: "pointer" | "jsonpath" | "dotted";
        };
        JsonPointerConvertOutput: {
            path: string;
            segments: ({
                name: string;
            } | {
                index: number;
            })[];
        };
        JsonPointerGetInput: {
            document: unknown;
            pointer: string;
        };
        JsonPointerGetOutput: {
            failed_token?: string;
            found: boolean;
            /** @enum {string} */
            reason?: "missing_member" | "index_out_of_range" | "invalid_array_index" | "end_of_array_marker" | "not_a_container";
            resolved_pointer?: string;
            /** @enum {string} */
            type?: "null" | "boolean" | "number" | "string" | "array" | "object";
            value?: unknown;
        };
        JsonQueryInput: {
            /** @description Any JSON value; bounded by max_depth and max_nodes. */
            document: unknown;
            /** @description An RFC 9535 JSONPath query, starting with $. */
            query: string;
        };
        JsonQueryOutput: {
            count: number;
            nodes: {
                path: string;
                pointer: string;
                /** @description The selected JSON value. */
                value: unknown;
            }[];
        };
        JsonRedactInput: {
            /** @description The JSON document. */
            document: unknown;
            keys?: string[];
            /** @default [REDACTED] */
            placeholder: string | number | boolean | null;
            pointers?: string[];
        };
        JsonRedactOutput: {
            count: number;
            missing: string[];
            redacted: string[];
            /** @description The redacted document. */
            result: unknown;
        };
        JsonRefResolveInput: {
            document: unknown;
            /**
             * @default error
             * @enum {string}
             */
            non_local: "error" | "keep";
            /**
             * @default error
             * @enum {string}
             */
            sibling_keys: "error" | "drop" | "override";
        };
        JsonRefResolveOutput: {
            document: unknown;
            references_resolved: number;
        };
        JsonRpcErrorResponse: {
            error: {
                /** @description -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error, -32000 transport fault. */
                code: number;
                /** @description Further detail, when the server has any. */
                data?: unknown;
                message: string;
            };
            /** @description The request's id; null when the request could not be read. */
            id: components["schemas"]["JsonRpcId"] | null;
            /** @constant */
            jsonrpc: "2.0";
        };
        /** @description A request id, string or integer. */
        JsonRpcId: string | number;
        /** @description A JSON-RPC 2.0 notification (no id), such as notifications/initialized: answered 202. */
        JsonRpcNotification: {
            /** @constant */
            jsonrpc: "2.0";
            method: string;
            params?: {
                [key: string]: unknown;
            };
        };
        /** @description A JSON-RPC 2.0 request (initialize, ping, tools/list, tools/call, ...). */
        JsonRpcRequest: {
            id: components["schemas"]["JsonRpcId"];
            /** @constant */
            jsonrpc: "2.0";
            method: string;
            params?: {
                [key: string]: unknown;
            };
        };
        JsonRpcResponse: components["schemas"]["JsonRpcResult"] | components["schemas"]["JsonRpcErrorResponse"];
        JsonRpcResult: {
            id: components["schemas"]["JsonRpcId"];
            /** @constant */
            jsonrpc: "2.0";
            /** @description The method's result; for tools/call: {content, structuredContent?, isError?}. */
            result: {
                [key: string]: unknown;
            };
        };
        JsonSchemaInferInput: {
            /** @default false */
            closed_objects: boolean;
            samples: unknown[];
        };
        JsonSchemaInferOutput: {
            sample_count: number;
            /** @description A JSON Schema 2020-12 document (its keywords are user data). */
            schema: {
                [key: string]: unknown;
            };
        };
        JsonSchemaValidateInput: {
            /** @default false */
            format_assertion: boolean;
            instance: unknown;
            /** @description A JSON Schema 2020-12 schema. */
            schema: {
                [key: string]: unknown;
            } | boolean;
        };
        JsonSchemaValidateOutput: {
            error_count: number;
            errors: {
                instance_pointer: string;
                keyword: string;
                message: string;
                schema_pointer: string;
            }[];
            valid: boolean;
        };
        JsonStringEscapeInput: {
            /** @description escape only; default false */
            ascii_only?: boolean;
            /** @enum {string} */
            direction: "escape" | "unescape";
            /** @default true */
            include_quotes: boolean;
            text: string;
        };
        JsonStringEscapeOutput: {
            result: string;
        };
        JsonUnflattenInput: {
            /** @default false */
            array_indices: boolean;
            /** @description Path -> value; the keys are paths (user data). */
            flat: {
                [key: string]: unknown;
            };
            /**
             * @default pointer
             * @enum {string}
             */
            style: "pointer" | "dotted";
        };
        JsonUnflattenOutput: {
            /** @description The nested document. */
            result: unknown;
        };
        LuhnCheckInput: {
            /** @description The digits, check digit last. */
            number: string;
            /** @default false */
            strip_separators: boolean;
        };
        LuhnCheckOutput: {
            check_digit: number;
            check_digit_to_append: number;
            digits: string;
            given_check_digit: number;
            valid: boolean;
        };
        Me: {
            /** Format: date-time */
            expires_at: string;
            key_id: string;
            /** @enum {string} */
            kind: "email" | "passkey";
            privileges: string[];
            quota: {
                /** @description null when quotas are off */
                executions_per_day: number | null;
                executions_remaining_today: number | null;
                executions_used_today: number;
                requests_per_minute: number | null;
                /** Format: date-time */
                resets_at: string;
            };
        };
        MySavings: {
            by_model: {
                model: string;
                totals: components["schemas"]["PersonalTotals"];
            }[];
            /** @description With detail=1, the account's latest 20 executions (of the model, with a model filter), newest first. */
            executions?: {
                /** Format: date-time */
                at: string;
                /** Format: uuid */
                execution_ref: string;
                savings: {
                    /** @enum {string} */
                    basis: "measured" | "estimated" | "unmeasured";
                    cached_input_tokens: number | null;
                    estimated_usd: string | null;
                    input_tokens: number | null;
                    model: string | null;
                    output_tokens: number | null;
                    verified: boolean;
                };
                tool: string;
                version: string;
            }[];
            /** @description The normalized model filter, null without one. */
            model: string | null;
            totals: components["schemas"]["PersonalTotals"];
        };
        NewApiKey: {
            /** @description The key, shown once: send it as `Authorization: Bearer <api_key>`. */
            api_key: string;
            /** Format: date-time */
            expires_at: string;
            key_id: string;
            privileges: string[];
        };
        NewsletterState: {
            /** @enum {string} */
            status: "confirmed" | "unsubscribed";
        };
        PersonalTotals: {
            comparisons: components["schemas"]["SavingsTotals"];
            model_reports: components["schemas"]["ReportTotals"];
            verified_comparisons: components["schemas"]["SavingsTotals"];
        };
        /** @description The dated list price used (USD per million tokens, decimal strings). */
        PriceRef: {
            /** Format: date */
            as_of: string;
            cached_input_per_million: string;
            input_per_million: string;
            model: string;
            output_per_million: string;
            source: string;
        };
        Problem: {
            /**
             * @description Stable machine-readable error code (see /problems)
             * @enum {string}
             */
            code: "already_signed_in" | "binding_unresolved" | "collision" | "comparison_conflict" | "cyclic_reference" | "database_unavailable" | "dependency_failed" | "division_by_zero" | "duplicate_key" | "execution_not_usable" | "forbidden_origin" | "idempotency_conflict" | "internal_error" | "invalid_input" | "invalid_request" | "limit_exceeded" | "malformed_json" | "method_not_allowed" | "multi_document_rejected" | "not_active" | "not_found" | "null_not_representable" | "outcome_uncertain" | "patch_path_not_found" | "patch_test_failed" | "payload_too_large" | "rate_limited" | "recording_unavailable" | "request_timeout" | "script_mismatch" | "syntax_error" | "toml_null_rejected" | "tool_not_found" | "tool_queue_full" | "tool_timeout" | "unauthorized" | "unsupported_media_type" | "version_not_found" | "xml_doctype_rejected" | "xml_entity_rejected" | "xml_processing_instruction_rejected" | "yaml_alias_rejected" | "yaml_merge_key_rejected" | "yaml_tag_rejected";
            /** @description A tool's structured facts about the fault (e.g. line and column, op_index, reason). */
            context?: {
                [key: string]: unknown;
            };
            /** @description Explanation of this occurrence */
            detail?: string;
            errors?: {
                message: string;
                /** @description Name of the offending query or path parameter */
                parameter?: string;
                /** @description RFC 6901 JSON Pointer into the request body */
                pointer?: string;
            }[];
            /** @description The request id of this occurrence */
            instance?: string;
            /** @description Seconds to wait before retrying (429, and 503 database_unavailable, tool_timeout, tool_queue_full) */
            retry_after?: number;
            status: number;
            /** @description Short summary of the problem type */
            title: string;
            /** @description URI reference identifying the problem type: /problems/{code} */
            type: string;
        };
        Readiness: {
            database: {
                /**
                 * Format: date-time
                 * @description When it was checked; null before the first check (start-up has just migrated).
                 */
                checked_at: string | null;
                /**
                 * @description The last check's answer (a select 1 within 1 s).
                 * @enum {string}
                 */
                status: "up" | "down";
            };
            recorder: {
                /** @description Execution records answered but not yet written. */
                backlog: number;
                /** @description Records held at most; past it the oldest are dropped. */
                capacity: number;
                /** @description Records dropped since start-up because the queue was full. */
                dropped: number;
                /**
                 * @description retrying: the last write failed and is retried with backoff.
                 * @enum {string}
                 */
                writing: "ok" | "retrying";
            };
            /** @enum {string} */
            status: "ready" | "not_ready";
        };
        /** @description Sums of model reports (client-reported estimates); null when none carries an estimate. */
        ReportTotals: {
            count: number;
            estimated_usd: string | null;
            input_tokens_saved: number | null;
            output_tokens_saved: number | null;
            unpriced: number;
        };
        SavedTool: {
            note: string | null;
            /** Format: date-time */
            saved_at: string;
            tool: string;
            version: string;
        };
        /** @description Token savings of this execution: the caller's own reported average for the tool (basis estimated), or nulls (basis unmeasured). */
        Savings: {
            /** @enum {string} */
            basis: "unmeasured" | "estimated" | "measured";
            cached_input_tokens?: number | null;
            estimated_usd: string | null;
            input_tokens: number | null;
            output_tokens: number | null;
            /**
             * @description Estimates come from client-reported figures.
             * @constant
             */
            reported_by?: "client";
            /** @description How many reports the average covers. */
            samples?: number;
            /**
             * @description What an estimate is the average of: the caller's own measured comparisons for this tool, else its model reports naming an execution of it.
             * @enum {string}
             */
            source?: "caller_comparisons" | "caller_model_reports";
        };
        SavingsAnswer: {
            estimate: {
                /** @constant */
                basis: "estimated";
                price: null | components["schemas"]["PriceRef"];
                /** @constant */
                reported_by: "client";
                /** @description Exact decimal USD; null when price or estimate is unknown. */
                usd: string | null;
            };
            estimated_tokens_saved: null | {
                input: number;
                output: number;
            };
            execution_ref: string | null;
            /** @constant */
            kind: "model_report";
            model: {
                given: string;
                normalized: string;
                priced: boolean;
            };
            provider: string | null;
            /** Format: uuid */
            report_id: string;
            totals?: components["schemas"]["PersonalTotals"];
        } | {
            baseline_id: string;
            /** Format: uuid */
            comparison_id: string;
            estimated_usd: string | null;
            execution_ref: string | null;
            /** @constant */
            kind: "comparison";
            model: string;
            /** @constant */
            reported_by: "client";
            /** @description baseline minus actual (negative when the tool cost more). */
            saved: {
                cached_input: number;
                input: number;
                output: number;
            };
            /** @constant */
            status: "recorded";
            task_id: string;
            totals?: components["schemas"]["PersonalTotals"];
            verified: boolean;
            whole_task: boolean;
        };
        /** @description A model report (model, optional provider, estimated_tokens_saved, execution_ref) or a measured comparison (model with task_id, baseline_id, baseline and actual, all four together; optional execution_ref and whole_task). estimated_tokens_saved does not go with comparison fields. */
        SavingsReport: {
            actual?: components["schemas"]["TokenUsage"];
            baseline?: components["schemas"]["TokenUsage"];
            baseline_id?: string;
            estimated_tokens_saved?: {
                input: number;
                output: number;
            };
            /** Format: uuid */
            execution_ref?: string;
            model: string;
            provider?: string;
            task_id?: string;
            /** @constant */
            whole_task?: true;
        };
        /** @description Sums of measured comparisons; token sums and estimated_usd are null when nothing is measured, estimated_usd also when no model of them is priced. */
        SavingsTotals: {
            cached_input_tokens_saved: number | null;
            count: number;
            /** @description Exact decimal at the dated list prices of contracts/prices. */
            estimated_usd: string | null;
            input_tokens_saved: number | null;
            output_tokens_saved: number | null;
            /** @description Comparisons whose model has no price (not in estimated_usd). */
            unpriced: number;
        };
        SearchCandidate: {
            category: string;
            contract_url: string;
            description: string;
            execute_url: string;
            id: string;
            /**
             * @description What matched the query.
             * @enum {string}
             */
            matched: "id" | "operation" | "lexical";
            /** @description 1 for an exact id or operation phrase; otherwise below 1, rounded to 4 decimals. */
            score: number;
            /** @description The newest version of the tool. */
            version: string;
        };
        SequenceEditDistanceInput: {
            a: unknown[] | string;
            b: unknown[] | string;
            costs?: {
                /** @default 1 */
                delete: number;
                /** @default 1 */
                insert: number;
                /** @default 1 */
                substitute: number;
                /** @description Absent: no transposition step. */
                transpose?: number;
            };
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceEditDistanceOutput: {
            alignment: {
                a_index: number;
                b_index: number;
                /** @enum {string} */
                op: "equal" | "substitute" | "transpose" | "insert" | "delete";
            }[];
            counts: {
                delete: number;
                equal: number;
                insert: number;
                substitute: number;
                transpose: number;
            };
            distance: number;
        };
        SequenceEditScriptApplyInput: {
            script: {
                a_start?: number;
                b_start?: number;
                items: unknown[];
                /** @enum {string} */
                op: "equal" | "delete" | "insert";
            }[];
            sequence: unknown[];
        };
        SequenceEditScriptApplyOutput: {
            deleted: number;
            inserted: number;
            kept: number;
            result: unknown[];
        };
        SequenceEditScriptInput: {
            /** @description The old sequence: a JSON array, or a text when `split` is set. */
            a: unknown[] | string;
            /** @description The new sequence. */
            b: unknown[] | string;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceEditScriptOutput: {
            deletions: number;
            distance: number;
            equal: number;
            insertions: number;
            script: {
                a_start: number;
                b_start: number;
                items: unknown[];
                /** @enum {string} */
                op: "equal" | "delete" | "insert";
            }[];
        };
        SequenceHammingDistanceInput: {
            a: unknown[] | string;
            b: unknown[] | string;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceHammingDistanceOutput: {
            distance: number;
            length: number;
            positions: number[];
        };
        SequenceHunksInput: {
            a: unknown[] | string;
            b: unknown[] | string;
            /** @default 3 */
            context: number;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceHunksOutput: {
            hunks: {
                header: string;
                lines: {
                    /** @description An item of a or b. */
                    item: unknown;
                    /** @enum {string} */
                    op: "equal" | "delete" | "insert";
                }[];
                new_length: number;
                new_start: number;
                old_length: number;
                old_start: number;
            }[];
        };
        SequenceIsSubsequenceInput: {
            haystack: unknown[] | string;
            needle: unknown[] | string;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceIsSubsequenceOutput: {
            indices: number[] | null;
            is_subsequence: boolean;
            matched_length: number;
        };
        SequenceLcsInput: {
            a: unknown[] | string;
            b: unknown[] | string;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceLcsOutput: {
            a_indices: number[];
            b_indices: number[];
            items: unknown[];
            length: number;
        };
        SequenceLongestCommonSubstringInput: {
            a: unknown[] | string;
            b: unknown[] | string;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
        };
        SequenceLongestCommonSubstringOutput: {
            a_start: number | null;
            b_start: number | null;
            items: unknown[];
            length: number;
        };
        SequenceLongestIncreasingSubsequenceInput: {
            /** @default true */
            strict: boolean;
            values: number[] | string[];
        };
        SequenceLongestIncreasingSubsequenceOutput: {
            indices: number[];
            length: number;
            values: number[] | string[];
        };
        SequenceMergeThreeWayInput: {
            base: unknown[] | string;
            ours: unknown[] | string;
            /**
             * @default none
             * @enum {string}
             */
            split: "none" | "lines" | "code_points";
            theirs: unknown[] | string;
        };
        SequenceMergeThreeWayOutput: {
            clean: boolean;
            conflicts: number;
            merged: unknown[] | null;
            regions: {
                base?: unknown[];
                base_length: number;
                base_start: number;
                items: unknown[] | null;
                /** @enum {string} */
                kind: "stable" | "ours" | "theirs" | "both" | "conflict";
                ours?: unknown[];
                ours_length: number;
                ours_start: number;
                theirs?: unknown[];
                theirs_length: number;
                theirs_start: number;
            }[];
        };
        SubscribeReceived: {
            detail: string;
            /** @constant */
            status: "pending_confirmation";
        };
        SubscribeRequest: {
            /** @constant */
            consent: true;
            /** Format: email */
            email: string;
        };
        TokenUsage: {
            cached_input: number;
            input: number;
            output: number;
        };
        TomlFromJsonInput: {
            /**
             * @description Write {type, value} objects as TOML date-time literals.
             * @default true
             */
            typed_dates: boolean;
            /** @description The root table; member names are user keys. */
            value: {
                [key: string]: unknown;
            };
        };
        TomlFromJsonOutput: {
            text: string;
        };
        TomlToJsonInput: {
            /** @description The TOML text. */
            text: string;
        };
        TomlToJsonOutput: {
            /** @description The document's root table; member names are the document's keys. */
            value: {
                [key: string]: unknown;
            };
        };
        ToolContract: {
            category: string;
            description: string;
            /** @description Every error code the tool can answer (besides the service-wide ones), its HTTP status, and when it is raised. */
            errors: {
                code: string;
                status: number;
                when: string;
            }[];
            examples: {
                input: unknown;
                output: unknown;
            }[];
            execute_url: string;
            id: string;
            /** @description The input as a JSON Schema 2020-12 document, `$ref`s resolved. */
            input_schema: {
                [key: string]: unknown;
            };
            limits: {
                [key: string]: number;
            };
            /** @description The result as a JSON Schema 2020-12 document, `$ref`s resolved. */
            output_schema: {
                [key: string]: unknown;
            };
            pricing: {
                charge_usd: number | null;
                /** @enum {string} */
                status: "unpriced";
            };
            semantics: string[];
            supported_operations: string[];
            unsupported_operations: string[];
            version: string;
        };
        ToolRequest: {
            contact_email: string | null;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @description As given; null when none. */
            example_input: unknown;
            /** @description As given; null when none. */
            example_output: unknown;
            /** @description The tool id that answers the request (status released). */
            released_tool: string | null;
            /** Format: uuid */
            request_id: string;
            /** @enum {string} */
            status: "received" | "planned" | "released" | "declined";
            /** Format: date-time */
            updated_at: string;
        };
        ToolRequestReceipt: {
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            request_id: string;
            /** @constant */
            status: "received";
        };
        ToolSummary: {
            category: string;
            contract_url: string;
            description: string;
            execute_url: string;
            id: string;
            version: string;
        };
        TsvFromJsonInput: {
            columns: string[];
            /**
             * @description none: fields are taken literally (IANA text/tab-separated-values has no quoting or escapes). backslash: \t \n \r and \\ stand for tab, line feed, carriage return and backslash.
             * @default none
             * @enum {string}
             */
            escapes: "none" | "backslash";
            rows: {
                [key: string]: unknown;
            }[];
        };
        TsvFromJsonOutput: {
            text: string;
        };
        TsvToJsonInput: {
            /**
             * @description none: fields are taken literally (IANA text/tab-separated-values has no quoting or escapes). backslash: \t \n \r and \\ stand for tab, line feed, carriage return and backslash.
             * @default none
             * @enum {string}
             */
            escapes: "none" | "backslash";
            /** @description The TSV text with a header line. */
            text: string;
        };
        TsvToJsonOutput: {
            columns: string[];
            rows: {
                [key: string]: string;
            }[];
        };
        Utf8InspectInput: {
            /** @description The bytes to inspect, as hex or Base64. */
            input: string;
            /**
             * @default hex
             * @enum {string}
             */
            input_encoding: "hex" | "base64";
            /** @default 1000 */
            max_code_points: number;
        };
        Utf8InspectOutput: {
            byte_length: number;
            code_point_count: number;
            code_points: {
                code_point: string;
                length: number;
                offset: number;
                value: number;
            }[];
            first_invalid_offset: number | null;
            has_bom: boolean;
            /** @enum {string|null} */
            reason: "unexpected_continuation_byte" | "overlong_encoding" | "surrogate" | "above_max_code_point" | "invalid_lead_byte" | "missing_continuation_byte" | "truncated_sequence" | null;
            text: string | null;
            truncated: boolean;
            valid: boolean;
        };
        WebhookChatVerifyInput: {
            /** @description The raw request body exactly as received; at most 262144 UTF-8 bytes. */
            body: string;
            /** @description The current time in unix seconds, supplied by the caller. */
            now: number;
            /** @description The received X-Chat-Signature header value, `v0=` + 64 hex digits. */
            signature: string;
            /** @description The app's signing secret, used verbatim as UTF-8. Never echoed. */
            signing_secret: string;
            /** @description The received X-Chat-Request-Timestamp header value (unix seconds as digits). */
            timestamp: string;
            /** @description Largest accepted distance between timestamp and now, in seconds; default 300. */
            tolerance_seconds?: number;
        };
        WebhookChatVerifyOutput: {
            /** @enum {unknown} */
            reason: "header_malformed" | "no_signature" | "signature_mismatch" | "timestamp_outside_tolerance" | null;
            valid: boolean;
        };
        WebhookPaymentsVerifyInput: {
            /** @description The current time in unix seconds, supplied by the caller. */
            now: number;
            /** @description The raw request body exactly as received; at most 262144 UTF-8 bytes. */
            payload: string;
            /** @description The endpoint signing secret, used verbatim as UTF-8. Never echoed. */
            secret: string;
            /** @description The received Payments-Signature header value, e.g. `t=1700000000,v1=5257a8...`. */
            signature_header: string;
            /** @description Largest accepted age of the timestamp in seconds; default 300. */
            tolerance_seconds?: number;
        };
        WebhookPaymentsVerifyOutput: {
            /** @enum {unknown} */
            reason: "header_malformed" | "no_signature" | "signature_mismatch" | "timestamp_outside_tolerance" | null;
            signatures_checked: number;
            timestamp: number | null;
            valid: boolean;
        };
        WebhookSignatureComputeInput: {
            /** @description The telephony auth token, used verbatim. Never echoed. */
            auth_token?: string;
            /** @description The raw request body (chat); at most 262144 UTF-8 bytes. */
            body?: string;
            /** @description Form parameters (telephony); a repeated key is an array; at most 1000 values and 65536 bytes. */
            params?: {
                [key: string]: string | string[];
            };
            /** @description The raw request body (payments, standard, codehost, shop); at most 262144 UTF-8 bytes. */
            payload?: string;
            /**
             * @description The signing scheme; decides which other fields are required or allowed.
             * @enum {string}
             */
            scheme: "payments" | "chat" | "standard" | "telephony" | "codehost" | "shop";
            /** @description The shared secret (payments, codehost, shop verbatim; standard `whsec_` + Base64). Never echoed. */
            secret?: string;
            /** @description The chat signing secret, used verbatim. Never echoed. */
            signing_secret?: string;
            /** @description Unix seconds signed with the payload (payments, chat). */
            timestamp?: number;
            /** @description The full request url, query included, signed exactly as given (telephony); at most 4096 UTF-8 bytes. */
            url?: string;
            /** @description The message id (standard). */
            webhook_id?: string;
            /** @description Unix seconds as decimal digits, signed verbatim (standard). */
            webhook_timestamp?: string;
        };
        WebhookSignatureComputeOutput: {
            headers: {
                name: string;
                value: string;
            }[];
            /** @enum {string} */
            scheme: "payments" | "chat" | "standard" | "telephony" | "codehost" | "shop";
            signature: string;
        };
        WebhookStandardVerifyInput: {
            /** @description The current time in unix seconds, supplied by the caller. */
            now: number;
            /** @description The raw request body exactly as received; at most 262144 UTF-8 bytes. */
            payload: string;
            /** @description The endpoint secret, `whsec_` + Base64 (the prefix is optional). Never echoed. */
            secret: string;
            /** @description Largest accepted distance between timestamp and now, in seconds; default 300. */
            tolerance_seconds?: number;
            /** @description The received webhook-id header value. */
            webhook_id: string;
            /** @description The received webhook-signature header value, e.g. `v1,g0hM9SsE+OTP... v1,bm9w...`. */
            webhook_signature: string;
            /** @description The received webhook-timestamp header value (unix seconds as digits). */
            webhook_timestamp: string;
        };
        WebhookStandardVerifyOutput: {
            /** @enum {unknown} */
            reason: "header_malformed" | "no_signature" | "signature_mismatch" | "timestamp_outside_tolerance" | null;
            signatures_checked: number;
            valid: boolean;
        };
        WebhookTelephonyVerifyInput: {
            /** @description The account auth token, used verbatim as UTF-8. Never echoed. */
            auth_token: string;
            /** @description The raw JSON body, for requests whose url carries bodySHA256. */
            body?: string;
            /** @description The form parameters of the request (a repeated key as an array); `{}` for none. */
            params?: {
                [key: string]: string | string[];
            };
            /** @description The received X-Telephony-Signature header value (Base64). */
            signature: string;
            /** @description The full public url the provider requested, query included; at most 4096 UTF-8 bytes. */
            url: string;
        };
        WebhookTelephonyVerifyOutput: {
            /** @enum {unknown} */
            matched_url_variant: "as_given" | "with_default_port" | "without_port" | null;
            /** @enum {unknown} */
            reason: "signature_mismatch" | "body_hash_mismatch" | null;
            valid: boolean;
        };
        XmlFromJsonInput: {
            /** @default 0 */
            indent: number;
            /** @description {root-name: element object}. */
            value: {
                [key: string]: unknown;
            };
            /** @default false */
            xml_declaration: boolean;
        };
        XmlFromJsonOutput: {
            text: string;
        };
        XmlToJsonInput: {
            /** @description The XML document. */
            text: string;
        };
        XmlToJsonOutput: {
            /** @description {root-name: element object}; element names and attribute names are user data. */
            value: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        YamlFromJsonInput: {
            /** @description Any JSON value; bounded by the 256 KiB request body, depth and node limits. */
            value: unknown;
        };
        YamlFromJsonOutput: {
            text: string;
        };
        YamlToJsonInput: {
            /** @description The YAML text (one document). */
            text: string;
        };
        YamlToJsonOutput: {
            /** @description The document as JSON (any JSON value); its size is bounded by the input's. */
            value: unknown;
        };
    };
    responses: {
        /** @description The request or its input is invalid; `errors` points at each fault. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with an earlier one (idempotency key reused with another body, or a conflicting comparison). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A fault on the service's side; the detail is logged, never returned. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource (tool id, tool version or route). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than 256 KiB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The tool call ran past the per-call time limit and was stopped (`tool_timeout`), or every tool worker is busy and the queue is full (`tool_queue_full`); nothing was charged. `Retry-After` says when to retry. */
        ToolUnavailable: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A daily or short-window allowance is used up; `retry_after` says when to retry. */
        TooManyRequests: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A key was sent but is invalid, expired or revoked, or the endpoint needs a key and none was sent. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description `return=savings` adds the `savings` object to the response. */
        Prefer: string;
        /** @description The task in plain English, or a tool id. At most 256 characters, 256 UTF-8 bytes and 40 distinct words (after lower-casing and removing punctuation), with at least one letter or digit. */
        SearchQuery: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Deployed commit, null when unknown. */
                        commit: string | null;
                        /** @enum {string} */
                        status: "ok";
                        tool_count: number;
                    };
                };
            };
        };
    };
    mcp_event_stream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description Only POST is served (`method_not_allowed`; `Allow` lists POST). */
            405: {
                headers: {
                    Allow?: "POST";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version negotiated by initialize; an unsupported one is 400 (-32000). */
                "MCP-Protocol-Version"?: string;
                /** @description A browser's Origin: it must be PUBLIC_BASE_URL's or one of MCP_ALLOWED_ORIGINS (else 403). Without it, no check. */
                Origin?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonRpcRequest"] | components["schemas"]["JsonRpcNotification"] | (components["schemas"]["JsonRpcRequest"] | components["schemas"]["JsonRpcNotification"])[];
            };
        };
        responses: {
            /** @description The JSON-RPC response, or for a batch the array of responses to its requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"] | components["schemas"]["JsonRpcResponse"][];
                };
            };
            /** @description The body held only notifications; accepted, no body. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or not a JSON-RPC message (-32700), a batch is not acceptable (-32600), or MCP-Protocol-Version names an unsupported version (-32000). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The request comes from a browser Origin that is not allowed (`forbidden_origin`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `Accept` does not list both `application/json` and `text/event-stream` (-32000). */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description `Content-Type` is not `application/json` (-32000). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcErrorResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    get_openapi: {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API description. */
            200: {
                headers: {
                    "Cache-Control"?: string;
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Unchanged since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_problem_type: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problem type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        description: string;
                        status: number;
                        title: string;
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    get_readiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready; the body says why. */
            503: {
                headers: {
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    create_email_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Must be true to create the account.
                     * @constant
                     */
                    consent: true;
                    /** Format: email */
                    email: string;
                    newsletter?: boolean;
                };
            };
        };
        responses: {
            /** @description The new key. `api_key` is shown only here; the service keeps only its hash. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The call already uses a key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    discover: {
        parameters: {
            query: {
                /** @description `1` adds the contract of a confident first candidate. */
                include_contract?: 0 | 1;
                /** @description How many candidates at most. */
                limit?: number;
                /** @description The task in plain English, or a tool id. At most 256 characters, 256 UTF-8 bytes and 40 distinct words (after lower-casing and removing punctuation), with at least one letter or digit. */
                q: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidates, best first; an empty list is a valid answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        candidates: components["schemas"]["DiscoverCandidate"][];
                        /** @description Whether the first candidate is a confident match. */
                        confident: boolean;
                        /** @description Only with include_contract=1; the first candidate's contract when it is confident, else null. */
                        contract?: components["schemas"]["ToolContract"] | null;
                        count: number;
                        /** @description Null when the first candidate is confident; otherwise what to do next (POST /v1/tool-requests). */
                        hint: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    execute_batch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The caller's model id, recorded as usage metadata; an unusable value is ignored. */
                "X-Service-Model"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operations: {
                        bindings?: {
                            /** @description Zero-based index of an earlier item. */
                            from: number;
                            /** @description The top-level input key to fill. */
                            key: string;
                            /** @description RFC 6901 JSON Pointer into that item's result; "" is the whole result. */
                            path: string;
                        }[];
                        id: string;
                        /** @default true */
                        include_result?: boolean;
                        /** @description The tool's input (bound keys are added to it); the tool's input_schema decides what it may hold. */
                        input: {
                            [key: string]: unknown;
                        };
                        version: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Ordered outcomes, one per operation, and a summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["BatchItemOutcome"][];
                        summary: {
                            /** @description Items that ran and failed (skipped items not included). */
                            failed: number;
                            /** @description Items whose result was replaced by a receipt to keep the response within 256 KiB, largest first. */
                            results_omitted: number[];
                            /** @description Items not run because an item they bind to failed or was skipped (status 424). */
                            skipped: number;
                            succeeded: number;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /** @description The execution record could not be written; before running (nothing executed) or after (outcome uncertain — inspect activity before retrying). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    submit_feedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "useful" | "wrong_result" | "missing_capability" | "hard_to_use" | "other";
                    execution_ref?: string;
                    idempotency_key: string;
                    note?: string;
                    tool?: string;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Submitted (or the same submission again). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    get_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calling key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revoke_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key_id: string;
                        /** @constant */
                        revoked: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    list_activity: {
        parameters: {
            query?: {
                /** @description The next_cursor of a previous page. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            at: string;
                            duration_ms: number;
                            error_code: string | null;
                            /** Format: uuid */
                            execution_ref: string;
                            status: number;
                            tool: string;
                            version: string;
                            /** @enum {string} */
                            via: "rest" | "batch" | "mcp";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    get_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            email_verified: boolean;
                            id: string;
                        };
                        /** @description The User-Agent and X-Service-Model last seen with this account; null before any. */
                        agent: null | {
                            /** Format: date-time */
                            last_seen_at: string;
                            model: string | null;
                            user_agent: string | null;
                        };
                        key: {
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            key_id: string;
                            /** @enum {string} */
                            kind: "email" | "passkey";
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    list_saved_tools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved tools. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tools: components["schemas"]["SavedTool"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    save_tool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    tool: string;
                    version: string;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedTool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    remove_saved_tool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tool: string;
                    version: string;
                };
            };
        };
        responses: {
            /** @description Removed, or was not saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false when the version was not saved */
                        removed: boolean;
                        tool: string;
                        version: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    get_my_savings: {
        parameters: {
            query?: {
                detail?: "1";
                /** @description A model name (normalized like reports). */
                model?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's savings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MySavings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    report_my_savings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavingsReport"];
            };
        };
        responses: {
            /** @description The report with its estimate, or the comparison receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    list_my_tool_requests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requests: components["schemas"]["ToolRequest"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    get_community_savings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunitySavings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    report_savings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavingsReport"];
            };
        };
        responses: {
            /** @description The report with its estimate, or the comparison receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavingsAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    get_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        executions_served: {
                            /** @description Successful executions this UTC day, from the shared daily counters (within seconds). */
                            today: number;
                            /** @constant */
                            today_approximate: true;
                            /** @description Successful executions recorded so far. */
                            total: number;
                        };
                        /** Format: date-time */
                        generated_at: string;
                        tool_count: number;
                        verified_savings: components["schemas"]["SavingsTotals"];
                    };
                };
            };
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeRequest"];
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    consent: "true" | "on" | "1" | "yes";
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Received; pending confirmation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeReceived"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirm_subscription: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed (again, for a confirmed address). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterState"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    create_tool_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    contact_email?: string;
                    description: string;
                    email_consent?: boolean;
                    /** @description Text or JSON, at most 4096 bytes. */
                    example_input?: unknown;
                    /** @description Text or JSON, at most 4096 bytes. */
                    example_output?: unknown;
                };
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolRequestReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    list_tools: {
        parameters: {
            query?: {
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Catalog entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        tools: components["schemas"]["ToolSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    get_tool_contract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract. */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolContract"];
                };
            };
            /** @description Unchanged since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
        };
    };
    execute_adler32_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Adler32Input"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Adler32Output"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_angle_dms_convert_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AngleDmsConvertInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["AngleDmsConvertOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_adjacent_diff_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerAdjacentDiffInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerAdjacentDiffOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_clamp_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerClampInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerClampOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_cumulative_sum_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerCumulativeSumInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerCumulativeSumOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_median_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerMedianInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerMedianOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_min_max_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerMinMaxInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerMinMaxOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_mode_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerModeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerModeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_product_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerProductInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerProductOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_ranks_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerRanksInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerRanksOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_integer_sum_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayIntegerSumInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayIntegerSumOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_rational_mean_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayRationalMeanInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayRationalMeanOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_rational_min_max_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayRationalMinMaxInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayRationalMinMaxOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_array_rational_sum_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrayRationalSumInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ArrayRationalSumOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_base64_decode_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Base64DecodeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Base64DecodeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_base64_encode_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Base64EncodeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Base64EncodeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_checksum_manifest_verify_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChecksumManifestVerifyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ChecksumManifestVerifyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_crc32_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Crc32Input"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Crc32Output"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_column_rename_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvColumnRenameInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvColumnRenameOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_column_select_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvColumnSelectInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvColumnSelectOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_column_split_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvColumnSplitInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvColumnSplitOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_column_stats_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvColumnStatsInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvColumnStatsOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_columns_combine_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvColumnsCombineInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvColumnsCombineOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_compare_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvCompareInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvCompareOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_concat_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvConcatInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvConcatOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_dedupe_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvDedupeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvDedupeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_dialect_convert_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvDialectConvertInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvDialectConvertOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_fill_down_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvFillDownInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvFillDownOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_filter_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvFilterInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvFilterOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_formula_escape_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvFormulaEscapeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvFormulaEscapeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_group_aggregate_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvGroupAggregateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvGroupAggregateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_join_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvJoinInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvJoinOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_key_check_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvKeyCheckInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvKeyCheckOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_parse_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvParseInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvParseOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_pivot_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvPivotInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvPivotOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_reconcile_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvReconcileInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvReconcileOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_row_count_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvRowCountInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvRowCountOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_schema_infer_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvSchemaInferInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvSchemaInferOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_slice_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvSliceInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvSliceOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_sort_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvSortInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvSortOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_to_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvToJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvToJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_to_markdown_table_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvToMarkdownTableInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvToMarkdownTableOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_transpose_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvTransposeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvTransposeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_unpivot_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvUnpivotInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvUnpivotOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_validate_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvValidateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvValidateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_csv_value_counts_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvValueCountsInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CsvValueCountsOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_form_field_map_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormFieldMapInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["FormFieldMapOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_hex_convert_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HexConvertInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["HexConvertOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_hmac_compute_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HmacComputeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["HmacComputeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_hmac_verify_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HmacVerifyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["HmacVerifyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_iban_validate_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IbanValidateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["IbanValidateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_ini_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IniFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["IniFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_ini_to_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IniToJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["IniToJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_aggregate_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArrayAggregateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArrayAggregateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_dedupe_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArrayDedupeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArrayDedupeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_group_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArrayGroupInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArrayGroupOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_index_by_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArrayIndexByInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArrayIndexByOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_join_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArrayJoinInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArrayJoinOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_set_compare_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArraySetCompareInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArraySetCompareOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_array_sort_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonArraySortInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonArraySortOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_canonicalize_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonCanonicalizeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonCanonicalizeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_diff_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonDiffInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonDiffOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_flatten_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonFlattenInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonFlattenOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_format_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonFormatInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonFormatOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_keys_rename_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonKeysRenameInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonKeysRenameOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_merge_deep_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonMergeDeepInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonMergeDeepOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_merge_patch_apply_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonMergePatchApplyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonMergePatchApplyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_merge_patch_create_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonMergePatchCreateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonMergePatchCreateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_number_inspect_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonNumberInspectInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonNumberInspectOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_parse_check_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonParseCheckInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonParseCheckOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_patch_apply_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatchApplyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonPatchApplyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_patch_create_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatchCreateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonPatchCreateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_pick_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPickInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonPickOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_pointer_convert_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPointerConvertInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonPointerConvertOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_pointer_get_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPointerGetInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonPointerGetOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_query_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonQueryInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonQueryOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_redact_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonRedactInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonRedactOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_ref_resolve_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonRefResolveInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonRefResolveOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_schema_infer_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonSchemaInferInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonSchemaInferOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_schema_validate_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonSchemaValidateInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonSchemaValidateOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_string_escape_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonStringEscapeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonStringEscapeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_json_unflatten_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonUnflattenInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonUnflattenOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_jsonl_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonlFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonlFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_jsonl_parse_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonlParseInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["JsonlParseOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_luhn_check_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LuhnCheckInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["LuhnCheckOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    search_tools: {
        parameters: {
            query: {
                /** @description How many candidates at most. */
                limit?: number;
                /** @description The task in plain English, or a tool id. At most 256 characters, 256 UTF-8 bytes and 40 distinct words (after lower-casing and removing punctuation), with at least one letter or digit. */
                q: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confident candidates, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        candidates: components["schemas"]["SearchCandidate"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    execute_sequence_edit_distance_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceEditDistanceInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceEditDistanceOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_edit_script_apply_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceEditScriptApplyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceEditScriptApplyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_edit_script_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceEditScriptInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceEditScriptOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_hamming_distance_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceHammingDistanceInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceHammingDistanceOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_hunks_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceHunksInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceHunksOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_is_subsequence_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceIsSubsequenceInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceIsSubsequenceOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_lcs_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceLcsInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceLcsOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_longest_common_substring_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceLongestCommonSubstringInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceLongestCommonSubstringOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_longest_increasing_subsequence_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceLongestIncreasingSubsequenceInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceLongestIncreasingSubsequenceOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_sequence_merge_three_way_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceMergeThreeWayInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SequenceMergeThreeWayOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_toml_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TomlFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TomlFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_toml_to_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TomlToJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TomlToJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_tsv_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TsvFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TsvFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_tsv_to_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TsvToJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TsvToJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_utf8_inspect_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Utf8InspectInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Utf8InspectOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_webhook_chat_verify_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookChatVerifyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["WebhookChatVerifyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_webhook_payments_verify_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPaymentsVerifyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["WebhookPaymentsVerifyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_webhook_signature_compute_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSignatureComputeInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["WebhookSignatureComputeOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_webhook_standard_verify_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookStandardVerifyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["WebhookStandardVerifyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_webhook_telephony_verify_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTelephonyVerifyInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["WebhookTelephonyVerifyOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_xml_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["XmlFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["XmlFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_xml_to_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["XmlToJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["XmlToJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_yaml_from_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["YamlFromJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["YamlFromJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    execute_yaml_to_json_1_0_0: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=savings` adds the `savings` object to the response. */
                Prefer?: components["parameters"]["Prefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["YamlToJsonInput"];
            };
        };
        responses: {
            /** @description The result, shaped by the output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["YamlToJsonOutput"];
                        savings?: components["schemas"]["Savings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ToolUnavailable"];
        };
    };
    unsubscribe_link: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed; the address is never mailed or re-added again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterState"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    unsubscribe_one_click: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterState"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}
