/** Progress lines on stderr, so stdout stays free for machine-readable output. */
export function log(message: string): void {
  const at = new Date().toISOString().slice(11, 19);
  process.stderr.write(`[bench ${at}] ${message}\n`);
}

export function seconds(fromMs: number): number {
  return Math.round((performance.now() - fromMs) / 10) / 100;
}
