// One POST of a platform event to the webhook address, over node:http(s) rather than fetch because only a request
// takes a `lookup`: the socket connects to the address the public-only lookup checked (outbound-address.ts), so a
// name rebound to a private address between saving and sending is refused at connect time. No redirects followed.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  hostOfUrl,
  PrivateAddressError,
  isPublicAddress,
  publicOnlyLookup,
  type OutboundPolicy,
} from './outbound-address';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The receiver's status; rejects with PrivateAddressError for a refused address, else with the network error. */
export function postWebhook(request: WebhookRequest, policy: OutboundPolicy): Promise<number> {
  const url = new URL(request.url);
  const host = hostOfUrl(url);
  // An IP literal is connected to without any lookup: checked here.
  if (net.isIP(host) && !policy.allowPrivateNetwork && !isPublicAddress(host)) {
    return Promise.reject(new PrivateAddressError(host));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: publicOnlyLookup(policy) as unknown as net.LookupFunction,
        timeout: request.timeoutMs,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('webhook request timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
