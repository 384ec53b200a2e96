import { SELF_TEST_TEXTS as T } from '@phonebazaar/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SelfTestResults, SelfTestRunner } from './self-test-runner';

describe('Self-test runner (issue #21)', () => {
  it('When the browser has no camera, audio, vibration or battery API, then those steps are skipped with the reason, and motion passes only on real readings', async () => {
    const user = userEvent.setup();
    const finished = vi.fn<(results: SelfTestResults) => void>();
    render(<SelfTestRunner onFinished={finished} />);

    const heading = screen.getByRole('heading', { name: `${T.stepOf(1, 10)}: ${T.names.display}` });
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: T.failed }));

    // Touch and multi-touch: the person gives up on one, skips the other.
    expect(
      await screen.findByRole('heading', { name: `${T.stepOf(2, 10)}: ${T.names.touch}` }),
    ).toHaveFocus();
    expect(screen.getByText(T.touch.left(48))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.skip }));
    await screen.findByRole('heading', { name: `${T.stepOf(3, 10)}: ${T.names.multitouch}` });
    await user.click(screen.getByRole('button', { name: T.skip }));

    // jsdom has no camera or audio API: those steps answer by themselves. It has the motion
    // event type (as desktop browsers do), so the step waits for real numbers.
    await user.click(await screen.findByRole('button', { name: T.motion.start }));
    await screen.findByText(T.motion.waiting);
    const reading = Object.assign(new Event('devicemotion'), {
      accelerationIncludingGravity: { x: null, y: null, z: null },
      rotationRate: null,
    });
    window.dispatchEvent(reading);
    expect(finished).not.toHaveBeenCalled();
    window.dispatchEvent(
      Object.assign(new Event('devicemotion'), {
        accelerationIncludingGravity: { x: 0.1, y: 9.8, z: 0.3 },
        rotationRate: { alpha: 1, beta: 0, gamma: 2 },
      }),
    );
    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    const results = finished.mock.calls[0]![0];
    expect(results).toEqual({
      display: { outcome: 'fail' },
      touch: { outcome: 'skipped', detail: 'Skipped by the person testing' },
      multitouch: { outcome: 'skipped', detail: 'Skipped by the person testing' },
      camera_front: { outcome: 'skipped', detail: T.camera.noApi },
      camera_back: { outcome: 'skipped', detail: T.camera.noApi },
      microphone: { outcome: 'skipped', detail: T.microphone.noApi },
      speaker: { outcome: 'skipped', detail: T.speaker.noApi },
      motion: { outcome: 'pass', detail: T.motion.both },
      vibration: { outcome: 'skipped', detail: T.vibration.noApi },
      battery: { outcome: 'skipped', detail: T.battery.noApi },
    });
  });
});
