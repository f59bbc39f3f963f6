import { type FakeRequest, startFakeService } from './fake-service.js';

/** A message a fake gateway took: to whom, what, and as which type. */
export interface SentSms {
  to: string;
  text: string;
  type: string;
  reference: string;
}

/**
 * BulkSMSBD as the research notes describe it (cod-integrations.md §5): `POST /smsapi` with
 * `api_key`, `type`, `number` (8801…), `senderid` and `message`, answered `{ response_code: 202,
 * message_id, success_message, error_message }`, or an error code: 1011 for an unknown key, 1002 for
 * another sender id, 1001 for a bad number, and `state.errorCode` when a test wants the gateway to
 * answer that one (1007, no balance, say).
 */
export async function startFakeBulkSmsBd(options: { apiKey: string; senderId: string }) {
  const sent: SentSms[] = [];
  const state = { errorCode: null as number | null };
  const refuse = (code: number, text: string) => ({
    status: 200,
    body: { response_code: code, message_id: null, success_message: '', error_message: text },
  });
  const fake = await startFakeService((request: FakeRequest) => {
    if (request.method !== 'POST' || request.url !== '/smsapi')
      return { status: 404, body: { response_code: 404, error_message: 'Not Found' } };
    const form = new URLSearchParams(request.body);
    if (form.get('api_key') !== options.apiKey) return refuse(1011, 'User Id not found');
    if (form.get('senderid') !== options.senderId) return refuse(1002, 'Sender Id/Masking Not Found');
    const to = form.get('number') ?? '';
    if (!/^8801\d{9}$/.test(to)) return refuse(1001, 'Invalid Number');
    if (!form.get('message')) return refuse(1003, 'Please Required all fields');
    if (state.errorCode !== null) return refuse(state.errorCode, 'Refused by the test');
    sent.push({ to, text: form.get('message') ?? '', type: form.get('type') ?? '', reference: '' });
    return {
      status: 200,
      body: {
        response_code: 202,
        message_id: 80_000 + sent.length,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      },
    };
  });
  return { ...fake, sent, errors: state };
}

/**
 * SSL Wireless ISMS Plus (research §5, SSL's own client): `POST /api/v3/send-sms` with `api_token`,
 * `sid`, `msisdn`, `sms` and `csms_id`, answered `{ status: "SUCCESS", status_code: 200, smsinfo:
 * [{ sms_status: "SUCCESS", reference_id, ... }] }`; a wrong token gets `{ status: "FAILED",
 * status_code: 4001, error_message: "Unauthorized", smsinfo: [] }`. A `csms_id` seen before is
 * answered as the first time, unsent again (what SSL does with one is unconfirmed; decision 037).
 */
export async function startFakeSslWireless(options: { apiToken: string; sid: string }) {
  const sent: SentSms[] = [];
  const fake = await startFakeService((request: FakeRequest) => {
    if (request.method !== 'POST' || request.url !== '/api/v3/send-sms')
      return { status: 404, body: { status: 'FAILED', status_code: 404, error_message: 'Not Found' } };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { status: 'FAILED', status_code: 4000, error_message: 'Invalid JSON' } };
    }
    if (body.api_token !== options.apiToken || body.sid !== options.sid)
      return {
        status: 200,
        body: { status: 'FAILED', status_code: 4001, error_message: 'Unauthorized', smsinfo: [] },
      };
    const reference = String(body.csms_id ?? '');
    if (!sent.some((message) => message.reference === reference))
      sent.push({ to: String(body.msisdn), text: String(body.sms), type: '', reference });
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: body.msisdn,
            sms_type: 'BN',
            sms_body: body.sms,
            csms_id: reference,
            reference_id: `ref-${sent.length}`,
          },
        ],
      },
    };
  });
  return { ...fake, sent };
}
