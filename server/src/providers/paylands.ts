import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPEN_BANKING_ROUTES } from '../../../contract/open-banking';
import { BASE_PATH } from '../routes/frontend';
import { authorised, requestOrigin } from './credentials';
import { FlowStore } from './flow-store';
import { button, formFields, randomId, RATE_LIMITED, sendProviderPage } from './provider-html';

export type OrderStatus = 'CREATED' | 'SUCCESS' | 'REFUSED' | 'CANCELLED';
interface Order {
  uuid: string;
  token: string;
  status: OrderStatus;
  urlOk: string;
  urlKo: string;
}

/** Test cards: this one is approved, any other number refused. */
export const PAYLANDS_APPROVED_CARD = '4548812049400004';

const paymentBody = z.object({
  amount: z.number().int().nonnegative(),
  operative: z.literal('AUTHORIZATION'),
  customer_ext_id: z.string(),
  description: z.string(),
  url_ok: z.url().max(2048),
  url_ko: z.url().max(2048),
});
const PAGE = { provider: 'Paylands' };

/** The one page the brand registered as its return: `/application-frontend/moneyman-paylands`. */
const RETURN_PATH = `${BASE_PATH}${OPEN_BANKING_ROUTES.paylands}`;

/**
 * Whether `url` is the brand's registered return page on the host the order was asked from (the product's own
 * page: no other site, no other path). The card page checks the whole origin again against its own.
 */
function registeredReturn(url: string, request: FastifyRequest): boolean {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username || target.password || target.hash || target.pathname !== RETURN_PATH) return false;
  return new URL(`${target.protocol}//${request.host}`).host === target.host;
}

/** The order's return addresses are on the origin the card page is served from. */
const sameSite = (order: Order, request: FastifyRequest): boolean => {
  const own = new URL(requestOrigin(request)).origin;
  return new URL(order.urlOk).origin === own && new URL(order.urlKo).origin === own;
};

/** Paylands' hosted card page (docs/decisions/0032): an order made server-side, then approve, deny or cancel. */
export function paylandsStandIn(app: FastifyInstance, brandId: string, now: () => Date): void {
  const orders = new FlowStore<Order>(now);
  const byToken = (token: string) => orders.find((o) => o.token === token && o.status === 'CREATED');

  app.post('/provider/paylands/v1/sandbox/payment', (request, reply) => {
    if (!authorised(request, brandId)) return reply.status(401).send({ message: 'Unauthorised' });
    const body = paymentBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ message: 'Invalid payment' });
    const { url_ok: urlOk, url_ko: urlKo } = body.data;
    if (!registeredReturn(urlOk, request) || !registeredReturn(urlKo, request))
      return reply.status(400).send({ message: 'url_ok and url_ko must be the registered return page' });
    const order: Order = { uuid: randomId(), token: randomId(24), status: 'CREATED', urlOk, urlKo };
    orders.set(order.uuid, order);
    return { order: { uuid: order.uuid, token: order.token, status: order.status } };
  });

  app.get<{ Params: { uuid: string } }>('/provider/paylands/v1/sandbox/order/:uuid', (request, reply) => {
    if (!authorised(request, brandId)) return reply.status(401).send({ message: 'Unauthorised' });
    const order = orders.get(request.params.uuid);
    if (!order) return reply.status(404).send({ message: 'Order not found' });
    return { order: { uuid: order.uuid, status: order.status } };
  });

  app.get<{ Params: { token: string } }>(
    '/provider/paylands/payment/process/:token',
    RATE_LIMITED,
    (request, reply) => {
      const order = byToken(request.params.token);
      if (!order) return gone(reply);
      if (!sameSite(order, request)) return foreign(reply);
      return cardPage(reply, order);
    },
  );

  app.post<{ Params: { token: string } }>(
    '/provider/paylands/payment/process/:token',
    RATE_LIMITED,
    (request, reply) => {
      const order = byToken(request.params.token);
      if (!order) return gone(reply);
      if (!sameSite(order, request)) return foreign(reply);
      const f = formFields(request.body);
      if (f.action === 'cancel') order.status = 'CANCELLED';
      else order.status = f.card?.replace(/\s/g, '') === PAYLANDS_APPROVED_CARD ? 'SUCCESS' : 'REFUSED';
      return reply.redirect(order.status === 'SUCCESS' ? order.urlOk : order.urlKo, 303);
    },
  );
}

function cardPage(reply: FastifyReply, order: Order) {
  const field = (id: string, label: string, extra: string) =>
    `<p><label for="${id}">${label}</label> <input id="${id}" name="${id}" ${extra} required></p>`;
  return sendProviderPage(reply, {
    ...PAGE,
    title: 'Add your debit card',
    body:
      `<p>A check of 0.00 EUR: nothing is charged. Test card ${PAYLANDS_APPROVED_CARD} is approved; any other is refused.</p>` +
      `<form method="post" action="/provider/paylands/payment/process/${order.token}">` +
      field('card', 'Card number', 'inputmode="numeric" autocomplete="off"') +
      field('expiry', 'Expiry (MM/YY)', 'autocomplete="off"') +
      field('cvv', 'Security code', 'inputmode="numeric" autocomplete="off"') +
      `${button('Pay', 'pay')} ${button('Cancel', 'cancel')}</form>`,
  });
}

function foreign(reply: FastifyReply) {
  return sendProviderPage(reply, {
    ...PAGE,
    status: 400,
    title: 'Payment not available',
    body: '<p role="alert">This payment returns to another site.</p>',
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
