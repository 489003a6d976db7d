import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { AppError } from './errors.js';

/**
 * How much image work (sharp decoding and encoding) one API process takes on, so that a burst of uploads
 * or first requests for resized copies cannot exhaust its memory or its cores.
 *
 * - A pixel budget per image: a few kilobytes can declare an enormous canvas (a 143 KB PNG of 49
 *   megapixels decodes to about 150 MB). Callers check the size declared in the header (shared/images.ts)
 *   before any decode, and sharp is given the same budget as `limitInputPixels`.
 * - A few images at a time: each decode holds the whole picture in memory and a core. Work beyond that
 *   waits in a bounded line; when the line is full the request is answered 503 with Retry-After instead of
 *   piling up memory.
 */

export interface ImageWorkLimits {
  /** Pixels an image may have, all frames of an animation together. */
  maxPixels: number;
  /** Images decoded or encoded at once in this process. */
  concurrency: number;
  /** Requests that may wait for their turn; one more is refused (503). */
  queue: number;
}

/**
 * 25 megapixels: every phone photo at its default size (12 MP, also on 48–200 MP sensors, which bin to
 * 12 MP unless told otherwise) and a 24 MP camera's full 6000 × 4000 fit; a 49 MP canvas does not. The site
 * shows images at most 1600 px wide, so nothing larger is ever needed, and one decode stays within about
 * 100 MB (4 bytes a pixel).
 */
export const DEFAULT_MAX_PIXELS = 25_000_000;

/** One core is left to the event loop (and to password hashing), however many the machine has. */
export const DEFAULT_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/**
 * A gallery page opened for the first time asks for a dozen resized copies at once, so the line holds a
 * few pages' worth; waiting for the last place takes a few seconds, not minutes.
 */
export const DEFAULT_QUEUE = 32;

/** How long a refused client is asked to wait: about what the line in front of it takes. */
export const BUSY_RETRY_AFTER_S = 5;

export const BUSY_MESSAGE = 'The server is busy processing other images. Please try again in a few seconds.';

/**
 * The line for image work is full: a 503 in the error envelope, with a Retry-After header (`headers`,
 * the property Fastify's error handling reads for headers an error brings with it).
 */
export class ImageWorkBusyError extends AppError {
  override name = 'ImageWorkBusyError';
  override readonly headers = { 'retry-after': String(BUSY_RETRY_AFTER_S) };

  constructor() {
    super(503, 'BUSY', BUSY_MESSAGE);
  }
}

export interface RunOptions {
  /**
   * Work that no client waits for (the gallery's bulk audit) is never refused: it waits for its turn
   * however long the line. Such work runs one item after another, so it adds at most one to the line.
   */
  background?: boolean;
}

/** A first-come first-served limit on image work, with a bounded line. */
export class ImageWorkLimit {
  #limits: ImageWorkLimits;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limits: ImageWorkLimits) {
    this.#limits = { ...limits };
  }

  get limits(): Readonly<ImageWorkLimits> {
    return this.#limits;
  }

  /** Changes the limits named (undefined: unchanged); a larger concurrency lets waiting work start at once. */
  configure(limits: { [K in keyof ImageWorkLimits]?: ImageWorkLimits[K] | undefined }): void {
    const next = { ...this.#limits };
    for (const key of ['maxPixels', 'concurrency', 'queue'] as const) {
      const value = limits[key];
      if (value === undefined) continue;
      const least = key === 'queue' ? 0 : 1;
      if (!Number.isInteger(value) || value < least) {
        throw new RangeError(`${key} must be a whole number of at least ${String(least)}`);
      }
      next[key] = value;
    }
    this.#limits = next;
    this.#startWaiting();
  }

  /**
   * Runs `task` when a place is free, after the work that came before it. Throws ImageWorkBusyError at
   * once, without running it, when every place is taken and the line is full.
   */
  async run<T>(task: () => Promise<T>, options: RunOptions = {}): Promise<T> {
    if (this.#running < this.#limits.concurrency && this.#waiting.length === 0) {
      this.#running += 1;
    } else if (!options.background && this.#waiting.length >= this.#limits.queue) {
      throw new ImageWorkBusyError();
    } else {
      // #startWaiting counts the place as taken before it lets this task go.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#startWaiting();
    }
  }

  #startWaiting() {
    while (this.#running < this.#limits.concurrency) {
      const next = this.#waiting.shift();
      if (!next) return;
      this.#running += 1;
      next();
    }
  }

  /** Work running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }
}

/** The limit every sharp decode of this process goes through. */
export const imageWork = new ImageWorkLimit({
  maxPixels: DEFAULT_MAX_PIXELS,
  concurrency: DEFAULT_CONCURRENCY,
  queue: DEFAULT_QUEUE,
});

/**
 * Applies the configured limits (config.ts `images`: IMAGE_MAX_PIXELS, IMAGE_CONCURRENCY, IMAGE_QUEUE) to
 * this process; a concurrency left unset keeps the default.
 */
export function configureImageWork(limits: Parameters<ImageWorkLimit['configure']>[0]): void {
  imageWork.configure(limits);
}

// One libvips thread per image: the concurrency above, not libvips, decides how many cores image work
// takes. No operation cache: every decode here is of different bytes (an upload, or a row just read), so
// cached results would never be reused and would only hold memory (up to 50 MB by default).
sharp.concurrency(1);
sharp.cache(false);
