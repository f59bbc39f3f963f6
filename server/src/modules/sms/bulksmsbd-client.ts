import { smsMessages } from './sms.messages.js';
import { callGateway, type SmsGatewayClient, SmsNotSent } from './sms-gateway.js';

/** Codes after which the same message will not go through until the owner acts (research §5). */
const PERMANENT = new Set([1001, 1002, 1003, 1006, 1007, 1011, 1012, 1031, 1032]);

/**
 * BulkSMSBD (research §5): `POST /smsapi` with `api_key`, `type`, `number`, `senderid` and
 * `message`, answered `{ response_code: 202, message_id, success_message, error_message }` on
 * success, or the error's code. The form body keeps the message and number out of URLs and access
 * logs. `type=unicode` for Bengali is what integrations send (unconfirmed; decision 037).
 */
export function bulksmsbdClient(options: {
  baseUrl: string;
  apiKey: string;
  senderId: string;
}): SmsGatewayClient {
  return {
    async send(message, signal) {
      const response = await callGateway(
        `${options.baseUrl.replace(/\/+$/, '')}/smsapi`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            api_key: options.apiKey,
            type: message.unicode ? 'unicode' : 'text',
            number: message.to,
            senderid: options.senderId,
            message: message.text,
          }).toString(),
        },
        { unreachable: smsMessages.unreachable('bulksmsbd'), timedOut: smsMessages.timedOut('bulksmsbd') },
        signal,
      );
      if (response.status >= 500) throw new SmsNotSent(smsMessages.down('bulksmsbd', response.status), false);
      const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      const code = Number(payload?.response_code);
      if (!payload || !Number.isInteger(code))
        throw new SmsNotSent(smsMessages.strange('bulksmsbd', response.status), false);
      if (code === 202) return String(payload.message_id ?? '');
      const known = smsMessages.bulksmsbd[code];
      if (known) throw new SmsNotSent(known, PERMANENT.has(code));
      if (code >= 1013 && code <= 1021) throw new SmsNotSent(smsMessages.bulksmsbdGateway(code), false);
      throw new SmsNotSent(
        smsMessages.bulksmsbdOther(
          code,
          typeof payload.error_message === 'string' ? payload.error_message : '',
        ),
        false,
      );
    },
  };
}
