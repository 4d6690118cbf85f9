// The code file's limits, in a module of their own: the server reads a file in a worker thread that
// loads only what the parse needs (server/modules/ticket-stock/code-file.ts).

/** A code file's largest size: 5 MB (a hundred thousand codes as CSV). */
export const TICKET_CODE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many codes in one file. */
export const TICKET_CODE_FILE_MAX_ROWS = 100_000;
