import {
  SELF_TEST_IDS,
  type SelfTestId,
  type SelfTestResult,
  SELF_TEST_TEXTS as T,
} from '@phonebazaar/shared';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { StepProps } from './step-frame';
import { CameraStep, MicrophoneStep, SpeakerStep } from './steps-media';
import { DisplayStep, MultitouchStep, TouchStep } from './steps-screen';
import { BatteryStep, MotionStep, VibrationStep } from './steps-sensors';

const STEPS: Record<SelfTestId, ComponentType<StepProps>> = {
  display: DisplayStep,
  touch: TouchStep,
  multitouch: MultitouchStep,
  camera_front: (props) => <CameraStep {...props} facing="user" />,
  camera_back: (props) => <CameraStep {...props} facing="environment" />,
  microphone: MicrophoneStep,
  speaker: SpeakerStep,
  motion: MotionStep,
  vibration: VibrationStep,
  battery: BatteryStep,
};

export type SelfTestResults = Record<SelfTestId, SelfTestResult>;

/**
 * One test at a time, "Step n of 10", each ending pass, fail or skipped. Focus moves to each
 * step's heading, so a screen reader hears where it is; a step's answer counts once (a step
 * that finds its API missing answers as it mounts).
 */
export function SelfTestRunner({ onFinished }: { onFinished: (results: SelfTestResults) => void }) {
  const [index, setIndex] = useState(0);
  const results = useRef<Partial<SelfTestResults>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const id = SELF_TEST_IDS[index] as SelfTestId;
  useEffect(() => {
    heading.current?.focus();
  }, [index]);
  const onDone = useCallback(
    (result: SelfTestResult) => {
      if (results.current[id]) return;
      results.current[id] = result;
      if (index + 1 < SELF_TEST_IDS.length) setIndex(index + 1);
      else onFinished(results.current as SelfTestResults);
    },
    [id, index, onFinished],
  );
  const Step = STEPS[id];
  const total = SELF_TEST_IDS.length;
  return (
    <section aria-labelledby="self-test-step" className="flex flex-col gap-3">
      {/* Issue #45 item 8: "Step n of 10" once, in the heading (it was also said above it). */}
      <progress
        className="progress progress-primary w-full"
        aria-label={T.progressLabel}
        max={total}
        value={index}
      />
      <h2
        id="self-test-step"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-xl outline-none"
      >
        {T.stepOf(index + 1, total)}: {T.names[id]}
      </h2>
      <Step key={id} onDone={onDone} />
    </section>
  );
}
