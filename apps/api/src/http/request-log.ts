import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines, made one line per request at `debug`: at the default level (`info`)
 * `npm start` logs no line per request, only events, warnings and errors. At `LOG_LEVEL=debug` each
 * answered request gives one "request completed" line with the request (`req`), the status (`res`)
 * and `responseTime`. A request that fails while answering is still logged at `error`, as Fastify does.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Folded into the one "request completed" line below.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}
