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
