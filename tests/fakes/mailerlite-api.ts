import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake MailerLite API on 127.0.0.1 for the newsletter proxy tests. It answers like the real service
// (shapes of the recorded reference payloads) or, when told, fails in one of the ways the
// proxy must turn into clear errors: an error status, a non-JSON type, an empty body, broken JSON, a
// hang (timeout) or a dropped connection.

export type FakeBehaviour = 'ok' | 'status' | 'html' | 'empty' | 'bad-json' | 'hang' | 'drop';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeMailerLite = {
  url: string;
  requests: RecordedRequest[];
  behaviour: FakeBehaviour;
  close(): Promise<void>;
};

const SENT_CAMPAIGN = {
  id: '75037917434611569',
  name: 'Test Campaign',
  type: 'regular',
  status: 'sent',
  created_at: '2022-12-20 18:42:14',
  emails: [
    {
      id: '75037917465020274',
      subject: 'This is a test campaign',
      screenshot_url:
        'https://storage.googleapis.com/mailerlite-screenshots-prod/screenshot/emails/1/1284x736.png',
      preview_url: 'https://preview.mailerlite.io/preview/252151/emails/75037917465020274',
      stats: { sent: 2, unique_opens_count: 2 },
    },
  ],
  stats: { sent: 2, unique_opens_count: 2 },
};

function okBody(
  method: string,
  pathname: string,
  search: URLSearchParams,
): { status: number; body: unknown } {
  if (method === 'GET' && pathname === '/api/campaigns') {
    return {
      status: 200,
      body: { data: [SENT_CAMPAIGN], meta: { current_page: Number(search.get('page') ?? 1), total: 1 } },
    };
  }
  const single = /^\/api\/campaigns\/(\d+)$/.exec(pathname);
  if (method === 'GET' && single) {
    if (single[1] === '404') return { status: 404, body: { message: 'Resource not found.' } };
    return {
      status: 200,
      body: {
        data: {
          ...SENT_CAMPAIGN,
          id: single[1],
          emails: [{ ...SENT_CAMPAIGN.emails[0], content: '<p>hi</p>' }],
        },
      },
    };
  }
  if (method === 'POST' && pathname === '/api/subscribers') {
    return { status: 201, body: { data: { id: '165968862226941797', status: 'active', groups: [] } } };
  }
  return { status: 404, body: { message: 'Resource not found.' } };
}

export async function startFakeMailerLite(apiKey = 'fake-mailerlite-key'): Promise<FakeMailerLite> {
  const fake: Omit<FakeMailerLite, 'url' | 'close'> = { requests: [], behaviour: 'ok' };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      fake.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      switch (fake.behaviour) {
        case 'hang':
          return; // never answers: the proxy's timeout must fire
        case 'drop':
          req.socket.destroy();
          return;
        case 'status':
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Server Error"}');
          return;
        case 'html':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
          return;
        case 'empty':
          res.writeHead(200, { 'content-type': 'application/json' }).end('');
          return;
        case 'bad-json':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [');
          return;
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
        return;
      }
      const answer = okBody(req.method ?? 'GET', url.pathname, url.searchParams);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FakeMailerLite;
}
