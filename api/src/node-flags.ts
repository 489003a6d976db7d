/**
 * The Node.js options the API's process starts with, wherever it is started: the Dockerfile, docker-compose,
 * `npm start` (scripts/start.ts), the API's own `start` script, and the test and benchmark helpers that run
 * the server entry. They size and steer V8's heap, which is set up before any of the API's code runs, so they
 * cannot be set from inside the process as runtime.ts sets the others. node-flags.test.ts checks that every
 * launcher written outside TypeScript carries them.
 *
 * `--max-semi-space-size=32`: a young generation large enough for a busy moment's short-lived objects (a
 * request allocates about 90 KB that lives a few milliseconds), so that they die young instead of being
 * promoted (docs/decisions.md, "The API's own speed").
 *
 * `--no-memory-reducer`: V8's memory reducer collects the whole heap a few seconds after the allocation rate
 * drops, to give memory back. Under load that comes and goes (a burst of readers, a quiet spell, another
 * burst) it left the process collecting its old generation every third of a second once the load was back,
 * for minutes. Two servers driven in turns over one page, with quiet spells between the turns: 181 against
 * 156 µs of processor time a request at the median on the projects' first page, 247 against 168 on a news
 * search; p99 in the worst tenth of the seconds 45–49 against 18–22 ms; 74 and 177 full collections against
 * 10. The price is memory: the process keeps the heap it grew to at its busiest (about 500 MB resident after
 * the benchmark's largest answers, against 250) instead of giving it back while quiet.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32', '--no-memory-reducer'] as const;
