/**
 * Named listeners of one kind of event, run inside the emitter's transaction (issue #35 item 3,
 * decision 051). The composition root adds them by name, so a reader sees in one place who
 * hears an event; they run one after another in the order they were added, each with the
 * emitter's transaction, so what they write commits with the step and a listener that throws
 * rolls the whole step back (its error reaches the emitter as it was thrown).
 */
export type InTransactionListener<Tx, E> = (tx: Tx, event: E) => Promise<unknown>;

export interface InTransactionEvents<Tx, E> {
  /** Adds a listener; a second listener of the same name is a wiring mistake and throws. */
  on(name: string, listener: InTransactionListener<Tx, E>): void;
  emit(tx: Tx, event: E): Promise<void>;
  /** The listeners' names, in the order they run. */
  names(): string[];
}

export function createInTransactionEvents<Tx, E>(kind: string): InTransactionEvents<Tx, E> {
  const listeners: { name: string; listener: InTransactionListener<Tx, E> }[] = [];
  return {
    on(name, listener) {
      if (listeners.some((entry) => entry.name === name)) {
        throw new Error(`${kind}: a listener named '${name}' is already registered`);
      }
      listeners.push({ name, listener });
    },
    async emit(tx, event) {
      for (const { listener } of listeners) await listener(tx, event);
    },
    names: () => listeners.map((entry) => entry.name),
  };
}
