import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Each request is logged once, when it completes, at debug level: at info a busy instance would
 * log little else, and a stalled log reader would have that much more to drop. A request that
 * failed keeps its error level.
 */
export class RequestLogsAtDebug extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
