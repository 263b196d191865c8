import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HANDOFF_TTL_MS } from '../../../contract/open-banking';
import { authorised } from './credentials';
import { button, formFields, randomId, sendProviderPage } from './provider-html';

export type OrderStatus = 'CREATED' | 'SUCCESS' | 'REFUSED' | 'CANCELLED';
interface Order {
  uuid: string;
  token: string;
  status: OrderStatus;
  urlOk: string;
  urlKo: string;
  createdAt: number;
}

/** Test cards: this one is approved, any other number refused. */
export const PAYLANDS_APPROVED_CARD = '4548812049400004';

const paymentBody = z.object({
  amount: z.number().int().nonnegative(),
  operative: z.literal('AUTHORIZATION'),
  customer_ext_id: z.string(),
  description: z.string(),
  url_ok: z.url(),
  url_ko: z.url(),
});
const PAGE = { provider: 'Paylands' };

/** Paylands' hosted card page (docs/decisions/0032): an order made server-side, then approve, deny or cancel. */
export function paylandsStandIn(app: FastifyInstance, brandId: string, now: () => Date): void {
  const orders = new Map<string, Order>();
  const byToken = (token: string) => [...orders.values()].find((o) => o.token === token);
  const live = (o: Order) => o.status === 'CREATED' && now().getTime() - o.createdAt < HANDOFF_TTL_MS;

  app.post('/provider/paylands/v1/sandbox/payment', (request, reply) => {
    if (!authorised(request, brandId)) return reply.status(401).send({ message: 'Unauthorised' });
    const body = paymentBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ message: 'Invalid payment' });
    const order: Order = {
      uuid: randomId(),
      token: randomId(24),
      status: 'CREATED',
      urlOk: body.data.url_ok,
      urlKo: body.data.url_ko,
      createdAt: now().getTime(),
    };
    orders.set(order.uuid, order);
    return { order: { uuid: order.uuid, token: order.token, status: order.status } };
  });

  app.get<{ Params: { uuid: string } }>('/provider/paylands/v1/sandbox/order/:uuid', (request, reply) => {
    if (!authorised(request, brandId)) return reply.status(401).send({ message: 'Unauthorised' });
    const order = orders.get(request.params.uuid);
    if (!order) return reply.status(404).send({ message: 'Order not found' });
    return { order: { uuid: order.uuid, status: order.status } };
  });

  app.get<{ Params: { token: string } }>('/provider/paylands/payment/process/:token', (request, reply) => {
    const order = byToken(request.params.token);
    if (!order || !live(order)) return gone(reply);
    return cardPage(reply, order);
  });

  app.post<{ Params: { token: string } }>('/provider/paylands/payment/process/:token', (request, reply) => {
    const order = byToken(request.params.token);
    if (!order || !live(order)) return gone(reply);
    const f = formFields(request.body);
    if (f.action === 'cancel') order.status = 'CANCELLED';
    else order.status = f.card?.replace(/\s/g, '') === PAYLANDS_APPROVED_CARD ? 'SUCCESS' : 'REFUSED';
    return reply.redirect(order.status === 'SUCCESS' ? order.urlOk : order.urlKo, 303);
  });
}

function origin(url: string): string {
  return new URL(url).origin;
}

function cardPage(reply: FastifyReply, order: Order) {
  const field = (id: string, label: string, extra: string) =>
    `<p><label for="${id}">${label}</label> <input id="${id}" name="${id}" ${extra} required></p>`;
  return sendProviderPage(reply, {
    ...PAGE,
    title: 'Add your debit card',
    formTargets: [...new Set([origin(order.urlOk), origin(order.urlKo)])],
    body:
      `<p>A check of 0.00 EUR: nothing is charged. Test card ${PAYLANDS_APPROVED_CARD} is approved; any other is refused.</p>` +
      `<form method="post" action="/provider/paylands/payment/process/${order.token}">` +
      field('card', 'Card number', 'inputmode="numeric" autocomplete="off"') +
      field('expiry', 'Expiry (MM/YY)', 'autocomplete="off"') +
      field('cvv', 'Security code', 'inputmode="numeric" autocomplete="off"') +
      `${button('Pay', 'pay')} ${button('Cancel', 'cancel')}</form>`,
  });
}

function gone(reply: FastifyReply) {
  return sendProviderPage(reply, {
    ...PAGE,
    status: 410,
    title: 'Payment not available',
    body: '<p role="alert">This payment has expired or is finished. Go back to the shop.</p>',
  });
}
