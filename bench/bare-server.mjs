// The ceiling for `npm run bench`'s API figures: a bare Fastify server, one process like the real one,
// answering each scenario with the very bytes (status, content type, encoding, body) the shop answered,
// from memory. Routes arrive as JSON on stdin: [{ method, url, status, headers, body (base64) }].
import Fastify from 'fastify';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const routes = JSON.parse(input);

const app = Fastify({ logger: false });
app.get('/__ready', async () => 'ok');
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  app.route({
    method: route.method,
    url: route.url,
    handler: (_request, reply) => {
      reply.status(route.status).headers(route.headers).send(body);
    },
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
