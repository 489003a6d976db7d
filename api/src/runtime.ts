import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the API process, set before anything else runs: the server entry imports this module first.
 *
 * Allocation-site pretenuring off. V8 watches, per place in the code that allocates, how many of its objects
 * survive a young-generation collection, and once most do it allocates them straight in the old generation.
 * Under load a scavenge always finds the rows of the queries in flight alive, so V8 came to pretenure the
 * objects and strings node-postgres builds for every row: each page's rows then outlived their request in
 * the old generation until the next full collection. Measured on a list page at 50 connections: about 3 MB
 * promoted per scavenge, scavenges of 5–6 ms instead of about 1.5, and a mark-compact every 2.5 s; off, no
 * promotion, no mark-compacts, and about a tenth less processor time per request (docs/decisions.md).
 */
setFlagsFromString('--no-allocation-site-pretenuring');

/**
 * Compiled code kept through quiet spells. V8 drops a function's bytecode, and with it its optimised code,
 * once six full collections have passed without a call; under load a full collection comes every ten seconds
 * or so, so a route left alone for a minute or two (the gallery while visitors read the news) was compiled
 * again from its source on its next calls and optimised again over the following seconds. Measured with two
 * servers in turns, on a list page after two and a half minutes of other requests: the first five seconds
 * cost 7–16 % more processor time an answer than with the bytecode kept; afterwards the two were level. What
 * is kept is the bytecode of the functions the server has run: in that measurement the server keeping it
 * was no larger (134 MB resident against 212), see docs/decisions.md.
 */
setFlagsFromString('--no-flush-bytecode');
