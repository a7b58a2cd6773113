import { describe, expect, it } from 'vitest';
import { outboxNotifier } from '../notifications';
import { appForTests, appForThisTest } from '../test/test-app';

const { testApp } = appForTests();

describe('/dev/outbox', () => {
  it('lists what the notifier sent, newest first, with its text escaped', async () => {
    const notifier = outboxNotifier(testApp.database.db);
    await notifier.send({ channel: 'sms', recipient: '0201234599', body: 'Your code is 123456' });
    await notifier.send({
      channel: 'email',
      recipient: 'aroha@example.nz',
      subject: 'Welcome',
      body: '<script>alert(1)</script>',
    });

    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your code is 123456');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body.indexOf('aroha@example.nz')).toBeLessThan(page.body.indexOf('0201234599'));

    const json = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    const { messages } = json.json<{ messages: { recipient: string }[] }>();
    expect(messages.map((message) => message.recipient)).toEqual([
      'aroha@example.nz',
      '0201234599',
    ]);
  });

  it('does not exist in production', async () => {
    const production = await appForThisTest({ env: { NODE_ENV: 'production' } });
    const response = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
