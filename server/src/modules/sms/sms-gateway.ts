/** One message to one phone, as a gateway is asked to send it. */
export interface OutgoingSms {
  /** 8801XXXXXXXXX, as both gateways take it. */
  to: string;
  text: string;
  /** Our reference for the message, the same on every try (SSL Wireless's `csms_id`). */
  reference: string;
  unicode: boolean;
}

/** An SMS gateway Haat sends through (decision 037): answers the gateway's id for the message. */
export interface SmsGatewayClient {
  send(message: OutgoingSms, signal?: AbortSignal): Promise<string>;
}

/** The gateway did not send it. `permanent`: asking again the same way cannot help (the owner must act). */
export class SmsNotSent extends Error {
  override name = 'SmsNotSent';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** How long one call to a gateway may take. */
export const SMS_CALL_TIMEOUT_MS = 15_000;

/** A fetch with the time limit and the caller's signal, its failure told as the gateway's. */
export async function callGateway(
  url: string,
  init: RequestInit,
  messages: { unreachable: string; timedOut: string },
  signal?: AbortSignal,
): Promise<Response> {
  const timeout = AbortSignal.timeout(SMS_CALL_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    throw new SmsNotSent(timeout.aborted ? messages.timedOut : messages.unreachable, false);
  }
}
