import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';

describeWithApp('the bonus check the mod asks', {}, (t) => {
  it('says thik hai for players granted the bonus, nothing otherwise', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/bonus/',
      headers: bearer(token),
      payload: { login: 'Builder_42' },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject([{ login: 'Builder_42' }]);
    expect((await t.app.inject('/php/bonuscheck.php?login=builder_42')).body).toBe('thik hai');
    expect((await t.app.inject('/php/bonuscheck.php?login=someone')).body).toBe('');
    expect((await t.app.inject('/php/bonuscheck.php')).body).toBe('');
    const { token: userToken } = await createUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bonus/',
      headers: bearer(userToken),
      payload: { login: 'Me' },
    });
    expect(refused.statusCode).toBe(403);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/bonus/Builder_42/delete',
      headers: bearer(token),
    });
    expect(revoke.json()).toEqual([]);
    expect((await t.app.inject('/php/bonuscheck.php?login=Builder_42')).body).toBe('');
  });
});

describeWithApp('the bonus check with control characters', {}, (t) => {
  it('answers 400 INVALID_INPUT, never reaching the database', async () => {
    for (const login of ['a%00b', 'a%1Fb', '%7F', 'a%C2%85b', 'a%E2%80%AEb']) {
      const res = await t.app.inject(`/php/bonuscheck.php?login=${login}`);
      expect(res.statusCode, login).toBe(400);
      expect(res.json()).toMatchObject({ message: 'INVALID_INPUT' });
    }
    expect((await t.app.inject('/php/bonuscheck.php?login=%20Someone%20')).body).toBe('');
  });
});
