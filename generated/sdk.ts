// generated from contracts/ — do not edit
// Types of every path of openapi.json, for openapi-fetch clients.

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
         *     6. Limit: text at most 256000 characters (`invalid_input` beyond).
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
         *     6. Limit: the least common multiple of the absolute denominators as given (before reduction) has at most 10000 decimal digits (`max_denominator_lcm_digits`); otherwise `limit_exceeded` with pointer `/values`. The exact sum is computed over that common denominator and reduced once, so the limit does not depend on the order of the values, and every intermediate stays bounded.
         *     7. Limits: 1 to 10000 values (`max_values`), each part at most 1001 characters (`max_integer_chars`); an empty list, more values or longer strings are `invalid_input`.
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
         *     7. Limit: the least common multiple of the absolute denominators as given (before reduction) has at most 10000 decimal digits (`max_denominator_lcm_digits`); otherwise `limit_exceeded` with pointer `/values`. The exact sum is computed over that common denominator and reduced once, so the limit does not depend on the order of the values, and every intermediate stays bounded.
         *     8. Limits: at most 10000 values (`max_values`), each part at most 1001 characters (`max_integer_chars`); beyond either is `invalid_input`.
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
         *     7. Limit: `input` at most 262144 characters (`invalid_input` beyond, by the schema), so at most 196608 bytes are decoded.
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
         *     6. Limits: `input` at most 262144 characters (`invalid_input` beyond, by the schema); for `utf8` the encoded bytes at most 196608 (`limit_exceeded` at /input beyond), so the unwrapped result is at most 262144 characters.
         *     7. A lone UTF-16 surrogate in `input` has no UTF-8 form and is `invalid_input`.
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
         *     6. Limit: `input` at most 262144 characters (`invalid_input` beyond, by the schema). A lone UTF-16 surrogate under `utf8` is `invalid_input`. An unknown variant name is `invalid_input`.
         */
        post: operations["execute_crc32_1_0_0"];
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
         *     6. `definition` is `{fields}` in original order without the dropped fields; each field is `{id, label, type, required}` plus `choices` when given, with only `id` changed. `answers` holds the output ids of the answered fields, members in output field order; it is `{}` when no answers are given.
         *     7. Ids that look like prototype names (`__proto__`, `constructor`, `toString`, `hasOwnProperty`) are ordinary strings: as field ids, mapping entries and `answers` keys in the input, and as own keys of `answers` in the output. An unanswered field named `constructor` has no answer.
         *     8. `renamed`: one `{from, to}` row per output field whose id changed, in original field order (identity entries are not renames). `unchanged_ids`: the ids of output fields whose id did not change (kept unmapped and identity-mapped), in original field order. `dropped`: one row per removed field, in original field order: `{id, has_answer}` with the original id, plus `answer` (the echoed value) exactly when `has_answer` is true.
         *     9. `counts`: `fields_in` and `fields_out` are the field counts of the input and output definition; `renamed`, `dropped`, `unchanged_ids` are the lengths of those arrays (so fields_in = renamed + dropped + unchanged_ids = fields_out + dropped); `answers_moved`, `answers_kept`, `answers_dropped` as in rule 5 (their sum is the number of answer keys).
         *     10. No inferred renames, fuzzy, case-insensitive or label matching, and no silent merging: ids compare as exact strings (UTF-16 code units, no Unicode normalization), and only explicit mapping entries rename.
         *     11. Measures: depth counts the containers on the deepest path (a scalar is 0, the input object itself 1, so an answer value sits 2 levels down); nodes count every JSON value (object, array, string, number, boolean, null; member names are not nodes); bytes are the UTF-8 bytes of the compact JSON text (no whitespace, numbers in shortest form, as JSON.stringify writes it). String limits count UTF-8 bytes.
         *     12. Limits, each `limit_exceeded`, checked after the schema and before any mapping, in this order: the whole input (pointer empty) max_input_depth 16, max_input_nodes 20000, max_input_bytes 262144; then each field in order: id at most 128 bytes (max_id_bytes), label at most 256 (max_label_bytes), each choice at most 128 (max_choice_bytes); then each mapping entry: `from` and `to` at most 128 bytes (max_id_bytes); then each answer in code point order of its key: max_answer_depth 6, max_answer_nodes 50 (a scalar answer is depth 0, 1 node), and every string and member name inside it at most 4096 bytes (max_answer_string_bytes). Finally the result, measured as in rule 11, must be at most 262144 bytes (max_output_bytes, pointer empty).
         *     13. Bounds enforced by the schema (`invalid_input`): at most 100 fields (max_fields), `choices` 1..50 non-empty strings (max_choices), at most 100 mapping entries (max_mapping); ids, `from`, `to` and answer keys longer than 128 UTF-16 code units, labels longer than 256 and choices longer than 128 are over their byte limit for certain and fail the schema; a shorter string whose UTF-8 form is over the limit is `limit_exceeded` (rule 12). max_respondents 100: this tool takes one respondent's answers (the `answers` object), so a call carries at most 1. max_changes 500 (renamed and dropped rows plus moved and dropped answers) cannot exceed 200 under max_fields and needs no separate check.
         *     14. Other `invalid_input`: an unknown field, a missing `definition`, `fields`, `mapping` or `unmapped`, a field without `id`, `label`, `type` or `required`, a `type` outside string, number, integer, boolean, choice, multi, json, an empty `id`, `from`, `to` or choice, `unmapped` other than keep or drop, and a lone UTF-16 surrogate in any string or key. Faults are reported in this order: schema, limits (rule 12), repeated field ids, mapping sources, answer keys, collision, result size.
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
         *     6. Limits: `input` at most 262144 characters (`invalid_input` beyond, by the schema); for `text_to_hex` its UTF-8 encoding at most 131072 bytes (`limit_exceeded` at /input beyond).
         *     7. A lone UTF-16 surrogate in `input` has no UTF-8 form and is `invalid_input`.
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
         *     8. Limits: `key` text at most 16384 characters and `message` text at most 262144 characters (Unicode code points; `invalid_input` beyond, from the schema). After decoding, the key may hold at most 4096 bytes and the message at most 65536 bytes; more is `limit_exceeded` with pointer `/key` or `/message`. The key is decoded and checked before the message; a malformed text is `invalid_input` even when it is also long; no MAC is computed once a check fails.
         *     9. `algorithm` must be one of the 13 lowercase names above, spelled exactly; aliases (`SHA256`, `sha-256`), extendable-output functions (`shake128`, `shake256`, `blake3`) and other hashes are `invalid_input`. Verifying a received signature belongs to hmac-verify.
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
         *     2. The comparison length L is `truncate_to_bytes` when given, else the native MAC length: md5 16; sha1 20; ripemd160 20; sha224 28; sha256 32; sha384 48; sha512 64; sha512-224 28; sha512-256 32; sha3-224 28; sha3-256 32; sha3-384 48; sha3-512 64. `truncate_to_bytes` must be at least max(10, ceil(native / 2)) and at most the native length (RFC 2104 section 5: at least half the output and at least 80 bits), otherwise `invalid_input` at `/truncate_to_bytes`. The allowed ranges are md5 10..16; sha1 and ripemd160 10..20; sha224, sha512-224, sha3-224 14..28; sha256, sha512-256, sha3-256 16..32; sha384, sha3-384 24..48; sha512, sha3-512 32..64. The leftmost L bytes of the MAC are compared.
         *     3. Faults in the input are errors, never a `valid:false` result, and are checked in this order: `truncate_to_bytes` against rule 2, then the key (decoding, then its byte limit), then the message (decoding, then its byte limit). Only then are the prefix (rule 4), the signature's encoding (rules 5-7) and the bytes (rule 8) examined.
         *     4. When `signature_prefix` is given and `signature` does not start with it (literal, case-sensitive, code unit by code unit, no trimming), the result is `valid:false`, `reason:prefix_missing`, `matched_encoding:null` and no decoding is attempted. Otherwise that one leading occurrence is removed and the rest is decoded. Without `signature_prefix` nothing is removed, so a signature such as `sha256=<hex>` sent without the prefix field is not decodable.
         *     5. The signature text after the prefix is decoded exactly as given: surrounding spaces, quotes or line breaks make it undecodable. Hex digits may be in either case.
         *     6. With `signature_encoding` `auto` (the default), hex, then base64, then base64url are tried; the first whose syntax is valid and whose decoded length is exactly L is used, and `matched_encoding` names it; no further encoding is tried after that, whether the bytes then match or not (a text valid in two encodings decodes to the same bytes in both whenever both give L bytes). When none qualifies, the result is `valid:false`, `reason:signature_not_decodable`, `matched_encoding:null`; `auto` never reports `signature_wrong_length`. Consequences: unpadded standard Base64 qualifies only when it holds no `+` or `/` (it then reads as base64url); a text using only the shared Base64 alphabet is reported as `base64`; with sha384 or sha3-384 a 64-digit hex text (32 bytes as hex) is read as Base64 (48 bytes).
         *     7. With an explicit `signature_encoding` (`hex`, `base64` or `base64url`), its syntax is checked first (`valid:false`, `reason:signature_not_decodable`, `matched_encoding:null` on failure), then the decoded length (`valid:false`, `reason:signature_wrong_length`, `matched_encoding:null` when it is not L). An empty text left after removing the prefix is valid syntax for zero bytes: `signature_wrong_length` under an explicit encoding, `signature_not_decodable` under `auto`.
         *     8. The L decoded bytes are compared in constant time (no early exit on the first differing byte) with the leftmost L bytes of the MAC. Equal gives `valid:true`, `reason:null`; different gives `valid:false`, `reason:mismatch`. In both cases `matched_encoding` is the encoding the signature was read in: the detected one under `auto`, and the requested encoding itself under an explicit encoding.
         *     9. The result is `valid`, `reason` (null exactly when `valid` is true), `algorithm` (echo) and `matched_encoding` (`hex`, `base64`, `base64url` or null). The key, the computed MAC (full or truncated) and the signature are never returned, not in the result and not in error messages or details.
         *     10. Limits: `signature` 1..512 characters, `signature_prefix` 1..32 characters, `truncate_to_bytes` an integer 10..64, `key` at most 16384 characters and `message` at most 262144 characters, all `invalid_input` beyond (characters are Unicode code points). The decoded key may hold at most 4096 bytes and the decoded message at most 65536 bytes; more is `limit_exceeded` at `/key` or `/message`.
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
         *     7. Limit: `iban` at most 128 characters (`invalid_input` beyond, by the schema).
         */
        post: operations["execute_iban_validate_1_0_0"];
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
         *     6. Limit: `number` at most 1000 characters (`invalid_input` beyond, by the schema). Leading zeros are kept and do not change the result.
         */
        post: operations["execute_luhn_check_1_0_0"];
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
         *     7. Limits: `input` at most 262144 characters (`invalid_input` beyond, by the schema), so at most 196608 bytes; `max_code_points` at most 10000 (`invalid_input` beyond).
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
         *     1. Inputs: `timestamp` is the received `X-Chat-Request-Timestamp` header value and `signature` the received `X-Chat-Signature` value, both as text exactly as received (an absent header is passed as `""`); `body` is the raw request body as text (form-encoded or JSON, never re-serialized); `signing_secret` is used as the UTF-8 bytes of the text verbatim; `now` is the current time in unix seconds supplied by the caller (no clock is read); `tolerance_seconds` defaults to 300.
         *     2. `timestamp` must be 1 to 16 ASCII digits (leading zeros allowed; no sign, space or decimal point); otherwise the result is `valid:false`, `reason:header_malformed`.
         *     3. `signature` must start with the case-sensitive version prefix `v0=`; otherwise `reason:no_signature`. The expected value is `v0=` + lowercase hex of HMAC-SHA256 keyed with `signing_secret` over the UTF-8 bytes of `v0:{timestamp}:{body}`, with the timestamp text used verbatim (leading zeros included). It matches only when `signature` equals it exactly (uppercase hex does not match), compared in constant time; otherwise `reason:signature_mismatch`.
         *     4. Freshness is symmetric: with t the timestamp's value, `|now - t| > tolerance_seconds` is `reason:timestamp_outside_tolerance`, so requests from the future beyond the window fail too. The bounds themselves are inside (exactly 300 seconds old or ahead is valid by default); `tolerance_seconds` 0 requires t = now.
         *     5. Checks run in this order and the first failure is the reason: `header_malformed` (rule 2), `timestamp_outside_tolerance` (rule 4), `no_signature`, `signature_mismatch` (rule 3). Success is `valid:true`, `reason:null`.
         *     6. `invalid_input` (schema): `timestamp` over 64 characters or not a string; `signature` over 1024 characters; `body` over 262144 characters; `signing_secret` empty or over 512 characters; `now` missing or not an integer 0..99999999999; `tolerance_seconds` not an integer 0..99999999999; an unknown field; a lone UTF-16 surrogate in any string. `body` over 262144 UTF-8 bytes is `limit_exceeded` at `/body` (`max_body_bytes`), checked before any hashing.
         *     7. The signing secret and the expected signature never appear in the result, an error message or a detail.
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
         *     1. Inputs: `signature_header` is the received `Payments-Signature` header value exactly as received (0..8192 characters; an empty or absent header is passed as `""`); `payload` is the raw request body as text, never re-serialized JSON; `secret` is the endpoint signing secret, used as the UTF-8 bytes of the text verbatim (a `whsec_` prefix is part of the key and is not stripped or decoded); `now` is the current time in unix seconds supplied by the caller (no clock is read); `tolerance_seconds` defaults to 300.
         *     2. Header parsing: the header is split at every `,`; spaces and tabs around each element are removed; each element is split at its first `=` into a key and a value, and an element with no `=` is ignored. Keys are case-sensitive. There must be exactly one element with key `t`, and its value must be ASCII digits (leading zeros allowed) with a value of at most 99999999999; otherwise the result is `valid:false`, `reason:header_malformed`, `timestamp:null`, `signatures_checked:0`.
         *     3. The expected signature is the lowercase hex of HMAC-SHA256 keyed with `secret` over the UTF-8 bytes of `{t}.{payload}`, where `{t}` is the timestamp in plain decimal without leading zeros. A received value matches only when its text equals the expected hex exactly (uppercase hex, truncation or padding do not match); comparisons are constant-time and every candidate is compared.
         *     4. Every element with key `v1` is a candidate, in any number, and any one matching suffices. Elements with other keys (`v0`, `t`-like typos, future schemes) are ignored. No `v1` element gives `valid:false`, `reason:no_signature`.
         *     5. Checks run in this order and the first failure is the reason: `header_malformed` (rule 2), `no_signature` (rule 4), `signature_mismatch` (no candidate matches), `timestamp_outside_tolerance` (`now - t > tolerance_seconds`). Only age is bounded: a timestamp later than `now` is accepted, however far ahead. With `tolerance_seconds` 0 the age must be 0 or less. Success is `valid:true`, `reason:null`.
         *     6. `invalid_input` (schema): `signature_header` over 8192 characters; `payload` over 262144 characters; `secret` empty or over 512 characters; `now` missing or not an integer 0..99999999999; `tolerance_seconds` not an integer 0..99999999999; an unknown field; a lone UTF-16 surrogate in any string. `payload` over 262144 UTF-8 bytes is `limit_exceeded` at `/payload` (`max_payload_bytes`), checked before any hashing.
         *     7. Result: `valid`; `reason` (`header_malformed`, `no_signature`, `signature_mismatch`, `timestamp_outside_tolerance`, or null); `timestamp` (the parsed `t`, null only for `header_malformed`); `signatures_checked` (the number of `v1` candidates compared, 0 when none were).
         *     8. The secret and the expected signature never appear in the result, an error message or a detail.
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
         *     1. Inputs: `webhook_id`, `webhook_timestamp`, `webhook_signature` are the received header values as text exactly as received (an absent header is passed as `""`); `payload` is the raw request body as text, never re-serialized; `secret` is the endpoint secret; `now` is the current time in unix seconds supplied by the caller (no clock is read); `tolerance_seconds` defaults to 300.
         *     2. Secret: a leading `whsec_` (case-sensitive, once) is removed, then the rest is Base64 (RFC 4648 section 4 alphabet `A-Z a-z 0-9 + /`) whose `=` padding may be missing or correct but not partial, with no whitespace and zero unused bits in the last symbol, decoding to at least one byte: the HMAC key. Anything else is `invalid_input` at `/secret`, raised before any header is looked at.
         *     3. Headers: an empty `webhook_id`, an empty `webhook_signature`, or a `webhook_timestamp` that is not 1 to 16 ASCII digits (no sign, space or decimal point; leading zeros allowed) gives `valid:false`, `reason:header_malformed`.
         *     4. Freshness is symmetric: with t the timestamp's value, `now - t > tolerance_seconds` (too old) or `t - now > tolerance_seconds` (too new) gives `reason:timestamp_outside_tolerance`. The bounds themselves are inside; `tolerance_seconds` 0 requires t = now.
         *     5. `webhook_signature` is split at every space (U+0020); empty pieces are skipped; each piece is split at its first `,` into a version and a signature, and a piece without a comma is ignored. Only pieces whose version is exactly `v1` (case-sensitive) are candidates, in any number; `v1a` and other versions are ignored. No candidate gives `reason:no_signature`.
         *     6. The expected signature is Base64 (RFC 4648 section 4, padded) of HMAC-SHA256 keyed with the decoded secret over the UTF-8 bytes of `{webhook_id}.{webhook_timestamp}.{payload}`, the id and the timestamp text used verbatim (leading zeros included). A candidate matches only when its text equals the expected Base64 exactly (unpadded or base64url forms do not match); comparisons are constant-time and every candidate is compared. None matching gives `reason:signature_mismatch`.
         *     7. Checks run in this order and the first failure is the reason: secret (rule 2, an error), `header_malformed`, `timestamp_outside_tolerance`, `no_signature`, `signature_mismatch`. Success is `valid:true`, `reason:null`. `signatures_checked` is the number of v1 candidates compared: 0 unless the checks reached rule 6.
         *     8. `invalid_input` (schema): `webhook_id` over 256 characters; `webhook_timestamp` over 64; `webhook_signature` over 8192; `payload` over 262144 characters; `secret` empty or over 512 characters; `now` missing or not an integer 0..99999999999; `tolerance_seconds` not an integer 0..99999999999; an unknown field; a lone UTF-16 surrogate in any string. `payload` over 262144 UTF-8 bytes is `limit_exceeded` at `/payload` (`max_payload_bytes`), checked first.
         *     9. The secret, the decoded key and the expected signature never appear in the result, an error message or a detail.
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
         */
        post: operations["execute_webhook_telephony_verify_1_0_0"];
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
        Problem: {
            /**
             * @description Stable machine-readable error code (see /problems)
             * @enum {string}
             */
            code: "collision" | "division_by_zero" | "internal_error" | "invalid_input" | "invalid_request" | "limit_exceeded" | "malformed_json" | "method_not_allowed" | "not_found" | "payload_too_large" | "rate_limited" | "tool_not_found" | "unauthorized" | "unsupported_media_type" | "version_not_found";
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
            /** @description Seconds to wait before retrying (429 only) */
            retry_after?: number;
            status: number;
            /** @description Short summary of the problem type */
            title: string;
            /** @description URI reference identifying the problem type: /problems/{code} */
            type: string;
        };
        /** @description Token savings of this execution; null values mean unmeasured. */
        Savings: {
            /** @enum {string} */
            basis: "unmeasured" | "estimated" | "measured";
            estimated_usd: string | null;
            input_tokens: number | null;
            output_tokens: number | null;
        };
        ToolContract: {
            category: string;
            description: string;
            examples: {
                input: unknown;
                output: unknown;
            }[];
            execute_url: string;
            id: string;
            input_schema: Record<string, never>;
            limits: {
                [key: string]: number;
            };
            output_schema: Record<string, never>;
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
        ToolSummary: {
            category: string;
            contract_url: string;
            description: string;
            execute_url: string;
            id: string;
            version: string;
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
        /** @description A key was sent but is invalid, expired or revoked. */
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
                        /** @description Deployed commit */
                        commit: string | null;
                        /** @enum {string} */
                        status: "ok";
                        tool_count: number;
                    };
                };
            };
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
                    "application/json": Record<string, never>;
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
        };
    };
}
