/**
 * A Steam Web API for tests (GET /ISteamUser/GetPlayerSummaries/v2/?key=&steamids=) over a real socket: answers the
 * players it was given, and can be taken down (503), made to hang past the caller's timeout, or to answer garbage.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers. */
export type SteamApiMode = 'ok' | 'down' | 'hang' | 'garbage';

/** A running fake Steam Web API. */
export interface FakeSteamApi {
  url: string;
  mode: SteamApiMode;
  /** personaname and avatarfull by SteamID64. */
  players: Map<string, { personaname: string; avatarfull: string }>;
  /** Query strings of the requests received. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 with a random port; `key` is the only API key it accepts. */
export async function startFakeSteamApi(key: string): Promise<FakeSteamApi> {
  const hanging: ServerResponse[] = [];
  const state = {
    mode: 'ok' as SteamApiMode,
    players: new Map<string, { personaname: string; avatarfull: string }>(),
    requests: [] as URLSearchParams[],
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(url.searchParams);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (state.mode === 'hang') return void hanging.push(res);
    if (state.mode === 'down') return send(503, '{"error":"down"}');
    if (state.mode === 'garbage') return send(200, '<html>not json');
    if (url.pathname !== '/ISteamUser/GetPlayerSummaries/v2/') return send(404, '{}');
    if (url.searchParams.get('key') !== key) return send(403, '<html>Forbidden</html>');
    const ids = (url.searchParams.get('steamids') ?? '').split(',');
    const players = ids.flatMap((id) => {
      const p = state.players.get(id);
      return p ? [{ steamid: id, communityvisibilitystate: 3, avatar: `${p.avatarfull}-small`, ...p }] : [];
    });
    send(200, JSON.stringify({ response: { players } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get mode() {
      return state.mode;
    },
    set mode(m: SteamApiMode) {
      state.mode = m;
    },
    players: state.players,
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
