import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundedLogOutput } from './log-output';

/** A stdout whose reader has stopped: what is written stays queued in it. */
function stalledStdout(): NodeJS.WriteStream {
  const stream = new PassThrough({ highWaterMark: 16 });
  return stream as unknown as NodeJS.WriteStream;
}

describe('the log output', () => {
  it('queues lines up to its limit for a reader that has stalled, then drops and counts the rest', () => {
    const stream = stalledStdout();
    const output = boundedLogOutput(stream, 1_000);
    for (let line = 0; line < 100; line += 1) output.write(`${'x'.repeat(99)}\n`);
    expect(stream.writableLength).toBeLessThanOrEqual(1_100);
    expect(output.dropped).toBe(89);
  });

  it('drops every line once the reader is gone, without throwing', () => {
    const stream = stalledStdout();
    const output = boundedLogOutput(stream, 1_000);
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    output.write('after the reader left\n');
    output.write('and again\n');
    expect(output.dropped).toBe(2);
  });
});
