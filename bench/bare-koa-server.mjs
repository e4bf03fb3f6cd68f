// The baseline: a bare Koa server that reads a small JSON body and answers with JSON.
import Koa from 'koa';
import getRawBody from 'raw-body';

const app = new Koa();
app.use(async (ctx) => {
  const body = JSON.parse((await getRawBody(ctx.req, { limit: 262144, encoding: 'utf8' })) || '{}');
  ctx.body = { result: { hello: 'world', echo: typeof body } };
});
app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
