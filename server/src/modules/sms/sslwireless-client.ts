import { smsMessages } from './sms.messages.js';
import { callGateway, type SmsGatewayClient, SmsNotSent } from './sms-gateway.js';

/** Codes after which nothing goes through until the owner acts: a refused token, a blocked IP. */
const PERMANENT = new Set([4001, 4003]);

/**
 * SSL Wireless ISMS Plus (research §5, from SSL's own client): `POST /api/v3/send-sms` with
 * `api_token`, `sid`, `msisdn`, `sms` and `csms_id` (our reference, the same on a retry; that SSL
 * refuses a repeated one within a day is unconfirmed), answered `{ status: "SUCCESS", smsinfo:
 * [{ sms_status, reference_id }] }`, or `{ status: "FAILED", status_code, error_message }`.
 */
export function sslwirelessClient(options: {
  baseUrl: string;
  apiToken: string;
  sid: string;
}): SmsGatewayClient {
  return {
    async send(message, signal) {
      const response = await callGateway(
        `${options.baseUrl.replace(/\/+$/, '')}/api/v3/send-sms`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_token: options.apiToken,
            sid: options.sid,
            msisdn: message.to,
            sms: message.text,
            csms_id: message.reference,
          }),
        },
        {
          unreachable: smsMessages.unreachable('sslwireless'),
          timedOut: smsMessages.timedOut('sslwireless'),
        },
        signal,
      );
      if (response.status >= 500)
        throw new SmsNotSent(smsMessages.down('sslwireless', response.status), false);
      const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!payload || typeof payload.status !== 'string')
        throw new SmsNotSent(smsMessages.strange('sslwireless', response.status), false);
      const info = Array.isArray(payload.smsinfo)
        ? (payload.smsinfo[0] as Record<string, unknown> | undefined)
        : undefined;
      if (payload.status === 'SUCCESS' && info?.sms_status === 'SUCCESS')
        return String(info.reference_id ?? '');
      const code = Number(payload.status_code);
      const text =
        typeof payload.error_message === 'string'
          ? payload.error_message
          : String(info?.status_message ?? '');
      const known = smsMessages.sslwireless[code];
      throw new SmsNotSent(known ?? smsMessages.sslwirelessOther(code, text), PERMANENT.has(code));
    },
  };
}
