import { describe, expect, it } from 'vitest';
import { bindNamedParams, bindValue } from './named-params';

describe('bindNamedParams', () => {
  it('numbers PostgreSQL placeholders, reusing a repeated name, and leaves casts, strings and comments alone', () => {
    const q = "select id::text, ':skip' as s, $$ :also $$ as d from t where a = :city and b = :limit -- :comment\n or c = :city /* :x */";
    expect(bindNamedParams(q, 'postgres')).toEqual({
      text: "select id::text, ':skip' as s, $$ :also $$ as d from t where a = $1 and b = $2 -- :comment\n or c = $1 /* :x */",
      names: ['city', 'limit'],
    });
  });

  it('uses one ? per MySQL occurrence, skipping backticks, escaped quotes and # comments', () => {
    const q = "select `:col`, 'it\\'s :no' from t where a = :city and b = :city # :c";
    expect(bindNamedParams(q, 'mysql')).toEqual({ text: "select `:col`, 'it\\'s :no' from t where a = ? and b = ? # :c", names: ['city', 'city'] });
  });

  it('keeps an injection attempt in the value, never in the text', () => {
    const bound = bindNamedParams('select * from t where name = :name', 'postgres');
    expect(bound.text).toBe('select * from t where name = $1');
    expect(bindValue("x'; drop table t; --")).toBe("x'; drop table t; --");
  });

  it('binds objects as JSON text and missing arguments as NULL', () => {
    expect(bindValue({ a: 1 })).toBe('{"a":1}');
    expect(bindValue(undefined)).toBeNull();
    expect(bindValue(3)).toBe(3);
  });
});
