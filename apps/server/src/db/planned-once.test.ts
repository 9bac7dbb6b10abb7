import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { plannedOnce } from './planned-once';

describe('plannedOnce', () => {
  it('writes each parameter as an expression, leaving strings, quoted names and comments as they are', () => {
    expect(plannedOnce(`select "a?" from t where x = ? and y = 'it''s ?' -- why?\nand z in (?, ?) /* ? */ limit ?`)).toBe(
      `select "a?" from t where x = +? and y = 'it''s ?' -- why?\nand z in (+?, +?) /* ? */ limit +?`,
    );
    expect(plannedOnce('select [a?b], `c?` from t where d=?')).toBe('select [a?b], `c?` from t where d=+?');
  });

  it('keeps what a statement answers and which indexes it uses, for every value bound', () => {
    const db = new SQLite(':memory:');
    db.exec(`
      create table users (id text primary key, owner_id text not null, score integer not null);
      create table sessions (token text primary key, user_id text not null references users (id));
      insert into users values ('a', 'a', 10), ('b', 'a', 2), ('c', 'c', 7);
      insert into sessions values ('t1', 'b'), ('t2', 'c');`);
    const join = `select u.id, o.id as owner, u.score from sessions s join users u on u.id = s.user_id join users o on o.id = u.owner_id where s.token = ? and u.score > ? order by u.id limit ?`;
    const before = db.prepare(join);
    const after = db.prepare(plannedOnce(join));
    for (const args of [['t1', 0, 5], ['t2', 5, 1], ['t2', 7, 1], ['t1', '1', 1], ['nope', 0, 1]] as const) {
      expect(after.all(...args)).toEqual(before.all(...args));
    }
    const plan = (text: string) => db.prepare(`explain query plan ${text}`).all('t1', 0, 5).map((row) => (row as { detail: string }).detail);
    expect(plan(plannedOnce(join))).toEqual(plan(join));
    expect(plan(plannedOnce(join)).join(' ')).toContain('USING INDEX');
    db.close();
  });
});
