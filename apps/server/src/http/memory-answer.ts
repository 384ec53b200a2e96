export type Encoding = 'br' | 'gzip';

/** One encoding of an answer kept in memory: its bytes and every header, ready to send. */
export interface MemoryVariant {
  body: Buffer;
  etag: string;
  /** Every header of a 200 with these bytes, as an object (for a reply still in the pipeline). */
  headers: Record<string, string>;
  /** writeHead's flat lists (name, value, ...) for a 200 and a 304, built once, Vary aside. */
  ok: string[];
  notModified: string[];
}

/** An answer in every encoding it has (send-from-memory.ts makes and sends them). */
export interface MemoryAnswer {
  /** Its Vary, Accept-Encoding included, merged at send time with what earlier hooks set. */
  vary: string;
  identity: MemoryVariant;
  br?: MemoryVariant;
  gzip?: MemoryVariant;
}
