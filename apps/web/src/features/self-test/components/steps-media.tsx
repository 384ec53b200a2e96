import { SELF_TEST_TEXTS as T } from '@phonebazaar/shared';
import { useEffect, useRef, useState } from 'react';
import { Answers, How, type StepProps } from './step-frame';

const hasMedia = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
const AudioCtx = () =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);

/** A refused permission is a skip with its reason; a missing device is a fail. */
function mediaFailure(
  error: unknown,
  denied: string,
  notFound: string,
  onDone: StepProps['onDone'],
) {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    onDone({ outcome: 'skipped', detail: denied });
  else if (name === 'NotFoundError' || name === 'OverconstrainedError')
    onDone({ outcome: 'fail', detail: notFound });
  else
    onDone({
      outcome: 'skipped',
      detail: `Could not start: ${name || 'unknown error'}`.slice(0, 120),
    });
}

/** Stops every track of a stream when the step ends. */
function useStream() {
  const stream = useRef<MediaStream | null>(null);
  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );
  return stream;
}

/** A camera preview (front 'user', back 'environment'); the person confirms the picture. */
export function CameraStep({ onDone, facing }: StepProps & { facing: 'user' | 'environment' }) {
  const side = facing === 'user' ? T.camera.front : T.camera.back;
  const video = useRef<HTMLVideoElement>(null);
  const stream = useStream();
  const [live, setLive] = useState<string | null>(null);
  useEffect(() => {
    if (!hasMedia()) onDone({ outcome: 'skipped', detail: T.camera.noApi });
  }, [onDone]);
  const start = async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing } });
      const track = stream.current.getVideoTracks()[0];
      // Say which side the browser reports; a phone with one camera answers the same for both.
      const reported = track?.getSettings().facingMode;
      setLive(reported ? `Camera reports facing ${reported}` : 'Camera did not report its side');
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play().catch(() => undefined);
      }
    } catch (error) {
      mediaFailure(error, T.camera.denied, T.camera.notFound, onDone);
    }
  };
  return (
    <>
      <How>{T.camera.how(side)}</How>
      <video
        ref={video}
        muted
        playsInline
        aria-label={T.camera.preview(side)}
        className={live ? 'aspect-video w-full rounded-box bg-black object-cover' : 'hidden'}
      />
      {live ? (
        <Answers onDone={onDone} pass={T.camera.pass} fail={T.camera.fail} passDetail={live} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={start}>
            {T.camera.start}
          </button>
          <Answers onDone={onDone} />
        </div>
      )}
    </>
  );
}

/** A level meter from the microphone; a rise in level is a pass by itself. */
export function MicrophoneStep({ onDone }: StepProps) {
  const stream = useStream();
  const [level, setLevel] = useState<number | null>(null);
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!hasMedia() || !AudioCtx()) onDone({ outcome: 'skipped', detail: T.microphone.noApi });
    return () => stop.current();
  }, [onDone]);
  const start = async () => {
    const Ctx = AudioCtx();
    if (!Ctx) return;
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      mediaFailure(error, T.microphone.denied, T.microphone.noApi, onDone);
      return;
    }
    const context = new Ctx();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream.current).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let done = false;
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += ((s - 128) / 128) ** 2;
      const rms = Math.sqrt(sum / samples.length);
      setLevel(Math.min(100, Math.round(rms * 400)));
      // Silence sits near 0; speech (or Chromium's fake device's beep) is well above 0.02.
      if (rms > 0.02 && !done) {
        done = true;
        window.setTimeout(() => onDone({ outcome: 'pass', detail: T.microphone.heard }), 600);
      }
    }, 100);
    stop.current = () => {
      window.clearInterval(timer);
      void context.close().catch(() => undefined);
    };
  };
  return (
    <>
      <How>{T.microphone.how}</How>
      {level === null ? (
        <button type="button" className="btn btn-primary self-start" onClick={start}>
          {T.microphone.start}
        </button>
      ) : (
        <label className="flex flex-col gap-1">
          <span>{T.microphone.level}</span>
          <progress className="progress progress-success h-4 w-full" max={100} value={level} />
        </label>
      )}
      <Answers onDone={onDone} />
    </>
  );
}

/** A 440 Hz tone for a second and a half; the person says whether they heard it. */
export function SpeakerStep({ onDone }: StepProps) {
  const [played, setPlayed] = useState(false);
  useEffect(() => {
    if (!AudioCtx()) onDone({ outcome: 'skipped', detail: T.speaker.noApi });
  }, [onDone]);
  const play = () => {
    const Ctx = AudioCtx();
    if (!Ctx) return;
    const context = new Ctx();
    const tone = context.createOscillator();
    const gain = context.createGain();
    gain.gain.value = 0.3;
    tone.frequency.value = 440;
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 1.5);
    tone.onended = () => void context.close().catch(() => undefined);
    setPlayed(true);
  };
  return (
    <>
      <How>{T.speaker.how}</How>
      <button type="button" className="btn btn-primary self-start" onClick={play}>
        {T.speaker.play}
      </button>
      {played ? (
        <Answers onDone={onDone} pass={T.speaker.pass} fail={T.speaker.fail} />
      ) : (
        <Answers onDone={onDone} />
      )}
    </>
  );
}
