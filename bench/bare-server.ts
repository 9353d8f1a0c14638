import http from 'node:http';

/** The reference: node:http answering the same JSON as GET /api/users/profile, with no framework at all. */
const body = process.env.BENCH_BODY ?? '{}';
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
