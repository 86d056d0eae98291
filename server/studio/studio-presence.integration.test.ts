import { describe, expect, it } from 'vitest';
import { PRESENCE_TIMEOUT_MS, type StudioPresence } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser, realClock } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

const PRESENCE = '/api/staff/content/presence';

/**
 * Presence in the studio (ADR 0045) through the real app: each staff member's heartbeat names the item
 * they have open; the others see it by name, never by e-mail, until a minute passes without one by the
 * server's clock; only staff may say or read it, and only an item's key is accepted.
 */
describe.each(DATABASE_KINDS)('who is in the studio, on %s', (kind) => {
  const clock = realClock();
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { now: clock.now });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const presentOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as StudioPresence).present;
  };

  it('shows each the other’s open item by name, and forgets someone a minute after their last heartbeat', async () => {
    await t.db.query('DELETE FROM content_presence');
    const lucia = await staffMember(ctx(), uniqueEmail('lucia-presencia'), { name: 'Lucía Presencia' });
    const ana = await staffMember(ctx(), uniqueEmail('ana-presencia'), { name: 'Ana Presencia' });

    expect(await presentOf(await lucia.b.put(PRESENCE, { item: 'case:atico-almagro' }))).toEqual([]);
    const seenByAna = await presentOf(await ana.b.put(PRESENCE, { item: 'zone:chamberi' }));
    expect(seenByAna).toEqual([expect.objectContaining({ name: 'Lucía Presencia', item: 'case:atico-almagro' })]);
    const seenByLucia = await presentOf(await lucia.b.get(PRESENCE));
    expect(seenByLucia).toEqual([expect.objectContaining({ name: 'Ana Presencia', item: 'zone:chamberi' })]);
    // Never an e-mail: the answer names people only.
    expect(JSON.stringify(seenByLucia)).not.toContain('@');

    // Lucía closes the case: still there, no item open.
    await lucia.b.put(PRESENCE, { item: null });
    expect(await presentOf(await ana.b.get(PRESENCE))).toEqual([
      expect.objectContaining({ name: 'Lucía Presencia', item: null }),
    ]);

    // Ana keeps beating; Lucía says nothing for a minute: gone for Ana, by the server's clock.
    clock.advance(PRESENCE_TIMEOUT_MS - 1_000);
    await ana.b.put(PRESENCE, { item: 'zone:chamberi' });
    expect(await presentOf(await ana.b.get(PRESENCE))).toHaveLength(1);
    clock.advance(2_000);
    expect(await presentOf(await ana.b.get(PRESENCE))).toEqual([]);
    expect(await presentOf(await lucia.b.get(PRESENCE))).toEqual([expect.objectContaining({ name: 'Ana Presencia' })]);
  });

  it('names the parts edited whole as it names a case: the texts, the identity, the team, credentials, press, market, films', async () => {
    await t.db.query('DELETE FROM content_presence');
    const lucia = await staffMember(ctx(), uniqueEmail('lucia-partes'), { name: 'Lucía Partes' });
    const ana = await staffMember(ctx(), uniqueEmail('ana-partes'), { name: 'Ana Partes' });
    await presentOf(await ana.b.put(PRESENCE, { item: null }));
    for (const part of ['copy', 'identity', 'team', 'credentials', 'press', 'market', 'films']) {
      expect(await presentOf(await lucia.b.put(PRESENCE, { item: `${part}:${part}` }))).toEqual([
        expect.objectContaining({ name: 'Ana Partes', item: null }),
      ]);
      expect(await presentOf(await ana.b.get(PRESENCE)), part).toEqual([
        expect.objectContaining({ name: 'Lucía Partes', item: `${part}:${part}` }),
      ]);
    }
    // Two in one part at once: each sees the other there (a soft lock: neither is refused).
    await ana.b.put(PRESENCE, { item: 'copy:copy' });
    expect(await presentOf(await lucia.b.put(PRESENCE, { item: 'copy:copy' }))).toEqual([
      expect.objectContaining({ name: 'Ana Partes', item: 'copy:copy' }),
    ]);
    // A part is its own and only item; a zone is one of the four. Refused, and what was said before stays.
    for (const item of ['team:lucia', 'copy:team', 'market:', 'zone:retiro', 'registries:registries']) {
      const refused = await lucia.b.put(PRESENCE, { item });
      expect(refused.status, item).toBe(400);
      expect(((await refused.json()) as Refusal).error.code).toEqual(expect.any(String));
    }
    expect(await presentOf(await ana.b.get(PRESENCE))).toEqual([
      expect.objectContaining({ name: 'Lucía Partes', item: 'copy:copy' }),
    ]);
  });

  it('is the workspace’s: a visitor gets 401, a client 403, and neither is ever listed', async () => {
    await t.db.query('DELETE FROM content_presence');
    const visitor = browser(t.env.app);
    expect((await visitor.get(PRESENCE)).status).toBe(401);
    expect((await visitor.put(PRESENCE, { item: null })).status).toBe(401);
    const client = await verifiedAccount(uniqueEmail('cliente-presencia'));
    expect((await client.b.get(PRESENCE)).status).toBe(403);
    expect((await client.b.put(PRESENCE, { item: 'case:atico-almagro' })).status).toBe(403);
    const marta = await staffMember(ctx(), uniqueEmail('marta-presencia'), { name: 'Marta Presencia' });
    expect(await presentOf(await marta.b.get(PRESENCE))).toEqual([]);
    // A write from another site is refused as every staff write is.
    const foreign = await marta.b.put(PRESENCE, { item: null }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('accepts only an item’s key: hostile bodies are refused in the one error shape, nothing stored', async () => {
    await t.db.query('DELETE FROM content_presence');
    const marta = await staffMember(ctx(), uniqueEmail('marta-hostil'), { name: 'Marta Hostil' });
    const hostile: unknown[] = [
      { item: 'case:atico\u0000almagro' },
      { item: 'case:\ud800' },
      { item: 'secret:atico' },
      { item: `case:${'a'.repeat(200)}` },
      { item: 12 },
      { item: ['case:atico'] },
      { item: 'case:atico', extra: true },
      {},
      'case:atico',
      null,
    ];
    for (const body of hostile) {
      const response = await marta.b.put(PRESENCE, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      expect(((await response.json()) as Refusal).error.code).toEqual(expect.any(String));
    }
    const raw = await marta.b.put(PRESENCE, '{"item": "case:', { 'Content-Type': 'application/json' });
    expect(raw.status).toBe(400);
    const huge = await marta.b.put(PRESENCE, { item: 'x'.repeat(4_000) });
    expect(huge.status).toBe(413);
    const rows = await t.db.query('SELECT 1 FROM content_presence');
    expect(rows).toHaveLength(0);
  });
});
