import 'server-only';

/** A public source answered, but not with what its adapter reads (another format, or nothing to read). */
export class UpstreamFormatError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UpstreamFormatError';
  }
}

/** A public source could not be read: HTTP error, redirect elsewhere, time-out, answer too large. */
export class UpstreamFetchError extends Error {
  constructor(
    reason: string,
    /** A dropped connection, which another try may get past. */
    readonly isTransient = false,
  ) {
    super(reason);
    this.name = 'UpstreamFetchError';
  }
}
