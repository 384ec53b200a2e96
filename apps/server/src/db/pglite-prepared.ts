import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared per PGlite instance; the least recently used is closed. */
export const STATEMENT_CACHE_LIMIT = 256;

// "cached plan must not change result type" (the schema changed under a prepared statement)
// and "prepared statement does not exist" (something ran DEALLOCATE): prepare again.
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

interface Prepared {
  name: string;
  /** From the statement's ParameterDescription: what PGlite serialises each value by. */
  paramTypes: number[];
  /** The statement's RowDescription (none for a statement without rows). */
  rowDescription: messages.BackendMessage | undefined;
}

type Queryable = Pick<PGlite, 'query' | 'transaction'>;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** What PGlite's own error carries (its `makePGliteError`), so messages and logs stay useful. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error && 'code' in error) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

const isStale = (error: unknown) =>
  error instanceof Error && STALE_STATEMENT_CODES.has((error as { code?: string }).code ?? '');

/**
 * PGlite's `query` with each statement parsed once (issue #8, decision 017). PGlite 0.5
 * sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into WebAssembly and
 * parses and plans the text every time; here a statement seen before is one call (Bind,
 * Execute, Sync) on a named prepared statement, about a third of the CPU. PostgreSQL's plan
 * cache applies as to any prepared statement (custom plans first, then a generic plan when it
 * costs no more): re-planning each time cost about as much as the six calls (decision 017).
 * Values, results, errors and the locking are PGlite's own; the caller holds the mutexes.
 */
export class PreparedStatements {
  readonly #pg: PGlite;
  readonly #limit: number;
  /** By SQL text, least recently used first (a Map keeps insertion order). */
  readonly #statements = new Map<string, Prepared>();
  /** Evicted names, closed in the next Parse's batch (no extra call into WebAssembly). */
  #toClose: string[] = [];
  #counter = 0;

  constructor(pg: PGlite, limit = STATEMENT_CACHE_LIMIT) {
    this.#pg = pg;
    this.#limit = limit;
  }

  get size(): number {
    return this.#statements.size;
  }

  async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await this.#run<T>(text, params, options, inTransaction);
    } catch (error) {
      if (!isStale(error)) throw withQuery(error, text, params, options);
      this.#statements.delete(text);
      // Inside a transaction the error has aborted it, as with PGlite's own query.
      if (inTransaction) throw withQuery(error, text, params, options);
      try {
        return await this.#run<T>(text, params, options, inTransaction);
      } catch (again) {
        throw withQuery(again, text, params, options);
      }
    }
  }

  async #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const pg = this.#pg;
    const cached = this.#statements.get(text);
    if (cached) {
      // Most recently used last.
      this.#statements.delete(text);
      this.#statements.set(text, cached);
    }
    const statement = cached ?? (await this.#prepare(text, options));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    // Sync is in the same batch: after an error PostgreSQL still answers ReadyForQuery, so the
    // connection stays usable (and a transaction is left aborted, as usual).
    const results = await pg.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    // The statement's RowDescription stands for the portal's (no Describe per execution): the
    // same text-format columns, and a schema change that would alter them fails as 0A000.
    if (statement.rowDescription) results.unshift(statement.rowDescription);
    if (!inTransaction) await pg.syncToFs();
    const blob = await pg._getWrittenBlob();
    return parse.parseResults(
      results,
      pg.parsers,
      options,
      blob as Blob | undefined,
    )[0] as Results<T>;
  }

  /** Parse and Describe (no Sync: the execution's batch ends the extended query, as PGlite's). */
  async #prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const pg = this.#pg;
    const name = `pb_${++this.#counter}`;
    const closes = this.#toClose.map((old) => serialize.close({ type: 'S', name: old }));
    this.#toClose = [];
    let described: messages.BackendMessage[];
    try {
      described = await pg.execProtocolStream(
        concat([
          ...closes,
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
        ]),
        { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
      );
    } catch (error) {
      // A statement that does not parse is not kept; Sync ends the failed extended query.
      await pg.execProtocolStream(serialize.sync(), { syncToFs: false });
      throw error;
    }
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === 'rowDescription'),
    };
    this.#statements.set(text, prepared);
    if (this.#statements.size > this.#limit) {
      const [oldest] = this.#statements;
      if (oldest) {
        this.#statements.delete(oldest[0]);
        this.#toClose.push(oldest[1].name);
      }
    }
    return prepared;
  }
}

/** Queries PGlite's own `query` keeps: a file to COPY from, or parameter types given. */
const ownQuery = (options?: QueryOptions) => Boolean(options?.blob || options?.paramTypes);

/**
 * The PGlite client drizzle is given, with `query` (outside and inside `transaction`) on
 * prepared statements. Outside a transaction it waits for the transaction mutex and then the
 * query mutex, inside only for the query mutex, exactly as PGlite's `query` and `tx.query`;
 * `exec`, `transaction` itself, `close` and the rest are PGlite's own.
 */
export function withPreparedStatements<T extends Queryable>(
  client: T,
  statements = new PreparedStatements(client as unknown as PGlite),
): T {
  const pg = client as unknown as PGlite;
  const run = (
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) => statements.run(text, params ?? [], options, inTransaction);
  const query = async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (ownQuery(options)) return pg.query(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(() => run(text, params, options, false)),
    );
  };
  const inside = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        if (prop === 'query') {
          return async (text: string, params?: unknown[], options?: QueryOptions) => {
            if (ownQuery(options)) return target.query(text, params, options);
            if (target.closed) throw new Error('Transaction is closed');
            return pg._runExclusiveQuery(() => run(text, params, options, true));
          };
        }
        return Reflect.get(target, prop, target);
      },
    });
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') {
        return <R>(fn: (tx: Transaction) => Promise<R>) => pg.transaction((tx) => fn(inside(tx)));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
