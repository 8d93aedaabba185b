// SCR: community figures that a script cannot move: votes and page views need the visitor cookie a page render
// issued, and a visitor's searches and views count once a day for the trending list.
import { describe, expect, it } from 'vitest';
import { Client } from './support/client';

const sameSite = { 'sec-fetch-site': 'same-origin' };

interface Row {
  readonly id: string;
  readonly name: string;
}

/** Two projects far down the leaderboard (ranked about 300), which nobody else looks at in this suite. */
async function obscureProjects(): Promise<[Row, Row]> {
  const page = (await new Client().post('/api/projects-list', { currentPage: 13, dataPerPage: 25 })).json as {
    data: Row[];
  };
  return [page.data[0]!, page.data[1]!];
}

/** The whole trending list (100 projects), best first. */
async function trending(client = new Client()): Promise<string[]> {
  const ids: string[] = [];
  for (const page of [1, 2]) {
    const { data } = (await client.get(`/api/search-project?keyword=&perPage=50&page=${page}`)).json as {
      data: Row[];
    };
    ids.push(...data.map((row) => row.id));
  }
  return ids;
}

describe('scripted community figures', () => {
  it('SCR-1 votes and page views count only with a visitor cookie our page render issued, once per visitor', async () => {
    const [project] = await obscureProjects();
    const script = new Client();
    const vote = (client: Client, cookie?: string) =>
      client.get(`/api/projects/vote?id=${project.id}&vote=no`, {
        headers: { ...sameSite, ...(cookie ? { cookie } : {}) },
      });
    const before = (await script.get(`/api/projects/average-yes-percentage?id=${project.id}`)).json as {
      votes: number;
    };
    for (const cookie of [undefined, 'rampart_vid=00000000-0000-4000-8000-000000000001', 'rampart_vid=x.y']) {
      // Eight tries each: 24 in all stay within the 30 votes a minute a client may send.
      for (let n = 0; n < 8; n += 1) {
        const reply = await vote(script, cookie);
        expect(reply.status).toBe(403);
        expect(reply.json).toEqual({ error: 'VisitorCookieRequired' });
      }
      const view = await script.get(`/api/projects/page-view?projectId=${project.id}`, {
        headers: { ...sameSite, ...(cookie ? { cookie } : {}) },
      });
      expect(view.status).toBe(403);
    }
    // No endpoint the script called hands the cookie out: only GET /api/visitor does, which a page's script asks.
    expect(script.cookies.has('rampart_vid')).toBe(false);
    const visitor = new Client();
    await visitor.visitPage(`/projects/${project.id}`);
    expect(visitor.cookies.has('rampart_vid')).toBe(true);
    const issued = visitor.setCookieLines.find((line) => line.startsWith('rampart_vid='));
    expect(issued).toMatch(/;\s*HttpOnly/i);
    expect(issued).toMatch(/;\s*SameSite=Lax/i);
    for (let n = 0; n < 5; n += 1) expect((await vote(visitor)).status).toBe(200);
    const after = (await script.get(`/api/projects/average-yes-percentage?id=${project.id}`)).json as {
      votes: number;
    };
    expect(after.votes).toBe(before.votes + 1);
  });

  it('SCR-2 searches and views count once per visitor and day for the trending list', async () => {
    const [hammered, watched] = await obscureProjects();
    const before = await trending();
    // A script searches one project 80 times without a cookie, and 80 times as a single visitor.
    const script = new Client();
    for (let n = 0; n < 80; n += 1) {
      await script.get(`/api/search-project?keyword=${encodeURIComponent(hammered.name)}`);
    }
    await script.visitPage('/');
    for (let n = 0; n < 80; n += 1) {
      await script.get(`/api/search-project?keyword=${encodeURIComponent(hammered.name)}`);
      await script.get(`/api/projects/page-view?projectId=${hammered.id}`, { headers: sameSite });
    }
    // Three real visitors look for the other one.
    for (let n = 0; n < 3; n += 1) {
      const visitor = new Client();
      await visitor.visitPage('/');
      await visitor.get(`/api/search-project?keyword=${encodeURIComponent(watched.name)}`);
    }
    // The trending list is computed again at most every 30 seconds (and a busy server may take longer): read it
    // until the three visitors' searches show.
    let after = await trending();
    const deadline = Date.now() + 90_000;
    while (!after.includes(watched.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      after = await trending();
    }
    expect(before.slice(0, 10)).not.toContain(watched.id);
    // Three visitors outweigh one, however often that one searched and looked.
    expect(after).toContain(watched.id);
    if (after.includes(hammered.id)) {
      expect(after.indexOf(hammered.id)).toBeGreaterThan(after.indexOf(watched.id));
    }
  });
  it('S2 one address counts once in the trending list, however many visitor cookies it mints', async () => {
    const page = (await new Client().post('/api/projects-list', { currentPage: 12, dataPerPage: 25 }))
      .json as {
      data: Row[];
    };
    const [scripted, watched] = [page.data[0]!, page.data[1]!];
    // One machine: each cookie-less page load mints a new visitor, who searches and views the scripted project.
    const script = new Client();
    for (let n = 0; n < 12; n += 1) {
      script.cookies.clear();
      await script.visitPage('/');
      expect(script.cookies.has('rampart_vid')).toBe(true);
      await script.get(`/api/search-project?keyword=${encodeURIComponent(scripted.name)}`);
      await script.get(`/api/projects/page-view?projectId=${scripted.id}`, { headers: sameSite });
    }
    // Two people on two machines look for the other one.
    for (let n = 0; n < 2; n += 1) {
      const visitor = new Client();
      await visitor.visitPage('/');
      await visitor.get(`/api/search-project?keyword=${encodeURIComponent(watched.name)}`);
    }
    let after = await trending();
    const deadline = Date.now() + 90_000;
    while (!after.includes(watched.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      after = await trending();
    }
    expect(after).toContain(watched.id);
    // Two addresses outweigh one, however many visitors that one made up.
    if (after.includes(scripted.id))
      expect(after.indexOf(scripted.id)).toBeGreaterThan(after.indexOf(watched.id));
  });

  it('S2 search is limited per address', async () => {
    const script = new Client();
    const statuses: number[] = [];
    for (let n = 0; n < 130; n += 1) {
      statuses.push((await script.get(`/api/search-project?keyword=synthetic-${n}`)).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = await script.get('/api/search-project?keyword=bitcoin');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await new Client().get('/api/search-project?keyword=bitcoin')).status).toBe(200);
  });
});
