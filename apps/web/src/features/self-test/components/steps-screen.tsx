import { SELF_TEST_TEXTS as T } from '@phonebazaar/shared';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Answers, How, type StepProps } from './step-frame';

const FILLS = ['#ff0000', '#00ff00', '#0000ff', '#ffffff', '#000000'];

/** Full-screen colour fills; the person says whether any dot stayed dark or bright. */
export function DisplayStep({ onDone }: StepProps) {
  const [colour, setColour] = useState<number | null>(null);
  const [seen, setSeen] = useState(false);
  const fill = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (colour !== null) fill.current?.focus();
  }, [colour]);
  const next = () => {
    if (colour === null) return;
    if (colour + 1 < FILLS.length) setColour(colour + 1);
    else {
      setColour(null);
      setSeen(true);
    }
  };
  return (
    <>
      <How>{T.display.how}</How>
      {colour !== null && (
        <button
          ref={fill}
          type="button"
          className="fixed inset-0 z-50 h-full w-full cursor-pointer"
          style={{ background: FILLS[colour] }}
          aria-label={T.display.next(T.display.colours[colour] ?? '', colour + 1)}
          onClick={next}
        />
      )}
      {seen ? (
        <>
          <p className="font-medium">{T.display.question}</p>
          <Answers onDone={onDone} pass={T.display.pass} fail={T.display.fail} />
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => setColour(0)}>
            {T.display.start}
          </button>
          <Answers onDone={onDone} fail={T.failed} />
        </div>
      )}
    </>
  );
}

const COLS = 6;
const ROWS = 8;

/** A grid every cell of which must be touched; all touched is a pass by itself. */
export function TouchStep({ onDone }: StepProps) {
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const grid = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  const mark = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.pressure === 0 && event.pointerType !== 'touch')
      return;
    const box = grid.current?.getBoundingClientRect();
    if (!box) return;
    const col = Math.floor(((event.clientX - box.left) / box.width) * COLS);
    const row = Math.floor(((event.clientY - box.top) / box.height) * ROWS);
    if (col < 0 || col >= COLS || row < 0 || row >= ROWS) return;
    const cell = row * COLS + col;
    setTouched((old) => (old.has(cell) ? old : new Set(old).add(cell)));
  };
  useEffect(() => {
    if (touched.size === COLS * ROWS && !done.current) {
      done.current = true;
      onDone({ outcome: 'pass', detail: `All ${COLS * ROWS} areas responded` });
    }
  }, [touched, onDone]);
  return (
    <>
      <How>{T.touch.how}</How>
      <p aria-live="polite">{T.touch.left(COLS * ROWS - touched.size)}</p>
      <div
        ref={grid}
        role="img"
        aria-label={T.touch.grid}
        data-testid="touch-grid"
        className="grid h-[60vh] w-full touch-none select-none gap-px rounded-box bg-base-300"
        style={{ gridTemplateColumns: `repeat(${COLS}, 1fr)` }}
        onPointerDown={mark}
        onPointerMove={mark}
      >
        {Array.from({ length: COLS * ROWS }, (_, cell) => (
          <span key={cell} className={touched.has(cell) ? 'bg-success' : 'bg-base-100'} />
        ))}
      </div>
      <Answers onDone={onDone} />
    </>
  );
}

/** Two pointers down at once is a pass by itself. */
export function MultitouchStep({ onDone }: StepProps) {
  const [down, setDown] = useState<ReadonlySet<number>>(new Set());
  const done = useRef(false);
  useEffect(() => {
    if (down.size >= 2 && !done.current) {
      done.current = true;
      onDone({ outcome: 'pass', detail: `${down.size} touches at once` });
    }
  }, [down, onDone]);
  const lift = (event: PointerEvent) =>
    setDown((old) => {
      const next = new Set(old);
      next.delete(event.pointerId);
      return next;
    });
  return (
    <>
      <How>{T.multitouch.how}</How>
      <div
        role="img"
        aria-label={T.multitouch.area}
        data-testid="multitouch-area"
        className="flex h-48 w-full touch-none select-none items-center justify-center rounded-box bg-base-300"
        onPointerDown={(event) => setDown((old) => new Set(old).add(event.pointerId))}
        onPointerUp={lift}
        onPointerCancel={lift}
      >
        <span aria-live="polite">{T.multitouch.touching(down.size)}</span>
      </div>
      <Answers onDone={onDone} />
    </>
  );
}
