import { SELF_TEST_TEXTS as T } from '@phonebazaar/shared';
import { useEffect, useRef, useState } from 'react';
import { Answers, How, type StepProps } from './step-frame';

type PermissionAsker = { requestPermission?: () => Promise<'granted' | 'denied'> };
const WAIT_MS = 8000;

/**
 * Accelerometer and gyroscope from devicemotion/deviceorientation. iOS asks first: its
 * requestPermission() must run inside the tap, so it is the first thing the button does.
 * Readings are "real" when they carry numbers: desktop browsers send none, or nulls.
 */
export function MotionStep({ onDone }: StepProps) {
  const [waiting, setWaiting] = useState(false);
  const cleanup = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (typeof window !== 'undefined' && !('DeviceMotionEvent' in window))
      onDone({ outcome: 'skipped', detail: T.motion.noApi });
    return () => cleanup.current();
  }, [onDone]);
  const start = async () => {
    const asks = [window.DeviceMotionEvent, window.DeviceOrientationEvent] as unknown as (
      | PermissionAsker
      | undefined
    )[];
    for (const asker of asks) {
      if (typeof asker?.requestPermission !== 'function') continue;
      const answer = await asker.requestPermission().catch(() => 'denied' as const);
      if (answer !== 'granted') return onDone({ outcome: 'skipped', detail: T.motion.denied });
    }
    let accel = false;
    let gyro = false;
    let finished = false;
    const finish = (result: Parameters<StepProps['onDone']>[0]) => {
      if (finished) return;
      finished = true;
      cleanup.current();
      onDone(result);
    };
    const check = () => {
      if (accel && gyro) finish({ outcome: 'pass', detail: T.motion.both });
    };
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.accelerationIncludingGravity ?? event.acceleration;
      if (a && [a.x, a.y, a.z].some((v) => typeof v === 'number')) accel = true;
      const r = event.rotationRate;
      if (r && [r.alpha, r.beta, r.gamma].some((v) => typeof v === 'number')) gyro = true;
      check();
    };
    const onOrientation = (event: DeviceOrientationEvent) => {
      if ([event.alpha, event.beta, event.gamma].some((v) => typeof v === 'number')) gyro = true;
      check();
    };
    window.addEventListener('devicemotion', onMotion);
    window.addEventListener('deviceorientation', onOrientation);
    const timer = window.setTimeout(() => {
      if (accel) finish({ outcome: 'pass', detail: T.motion.accelOnly });
      else finish({ outcome: 'skipped', detail: T.motion.none });
    }, WAIT_MS);
    cleanup.current = () => {
      window.clearTimeout(timer);
      window.removeEventListener('devicemotion', onMotion);
      window.removeEventListener('deviceorientation', onOrientation);
    };
    setWaiting(true);
  };
  return (
    <>
      <How>{T.motion.how}</How>
      {waiting ? (
        <p aria-live="polite">{T.motion.waiting}</p>
      ) : (
        <button type="button" className="btn btn-primary self-start" onClick={start}>
          {T.motion.start}
        </button>
      )}
      <Answers onDone={onDone} />
    </>
  );
}

/** navigator.vibrate where it exists (not Safari); the person says whether they felt it. */
export function VibrationStep({ onDone }: StepProps) {
  const [buzzed, setBuzzed] = useState(false);
  useEffect(() => {
    if (typeof navigator.vibrate !== 'function')
      onDone({ outcome: 'skipped', detail: T.vibration.noApi });
  }, [onDone]);
  return (
    <>
      <How>{T.vibration.how}</How>
      <button
        type="button"
        className="btn btn-primary self-start"
        onClick={() => {
          navigator.vibrate([300, 150, 300]);
          setBuzzed(true);
        }}
      >
        {T.vibration.start}
      </button>
      {buzzed ? (
        <Answers onDone={onDone} pass={T.vibration.pass} fail={T.vibration.fail} />
      ) : (
        <Answers onDone={onDone} />
      )}
    </>
  );
}

interface BatteryManagerLike {
  level: number;
  charging: boolean;
}

/** navigator.getBattery (Chromium only): its level and charging are the facts recorded. */
export function BatteryStep({ onDone }: StepProps) {
  useEffect(() => {
    const get = (navigator as Navigator & { getBattery?: () => Promise<BatteryManagerLike> })
      .getBattery;
    if (typeof get !== 'function') {
      onDone({ outcome: 'skipped', detail: T.battery.noApi });
      return;
    }
    let live = true;
    get
      .call(navigator)
      .then((b) => {
        if (live)
          onDone({
            outcome: 'pass',
            detail: T.battery.detail(Math.round(b.level * 100), b.charging),
          });
      })
      .catch(() => {
        if (live) onDone({ outcome: 'skipped', detail: T.battery.noApi });
      });
    return () => {
      live = false;
    };
  }, [onDone]);
  return <p aria-live="polite">{T.battery.reading}</p>;
}
