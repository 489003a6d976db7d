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
