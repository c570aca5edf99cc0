import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { Notification } from '../api/notification-api';

function item(
  id: string,
  read: boolean,
  text: string,
  link = `/history/c/q${id}#revision-r${id}`,
): Notification {
  return {
    ID: id,
    Reason: 'edit',
    SubjectType: 'convo',
    SubjectID: `q${id}`,
    SubjectName: 'Should cities ban cars?',
    Link: link,
    ActorName: 'Bob',
    Count: 1,
    Read: read,
    UpdatedAt: '2026-11-29T10:00:00.000Z',
    Text: text,
  };
}

describe('notifications page', () => {
  it('lists the notifications, unread emphasised, each linking to its diff, with Mark read', async () => {
    const api = createFakeApi({
      'GET /me': memberMe('Ada', canDo(), [], 2),
      'GET /notifications': (call) =>
        new URLSearchParams(call.search).get('Before') === '2'
          ? {
              body: { Notifications: [item('1', true, 'Bob edited “Old”')], Unread: 2, Next: null },
            }
          : {
              body: {
                Notifications: [
                  item('3', false, '3 edits to “Should cities ban cars?”'),
                  item('2', false, 'Bob replied to your comment on “X”', '/c/q2#comment-c2'),
                ],
                Unread: 2,
                Next: '2',
              },
            },
      'POST /notifications/read': { body: { Unread: 1 } },
      'POST /notifications/read-all': { body: { Unread: 0 } },
    });
    const { user } = renderApp('/app/notifications', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '3 edits to “Should cities ban cars?”' });
    expect(link).toHaveAttribute('href', '/history/c/q3#revision-r3');
    expect(link.closest('strong')).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'Bob replied to your comment on “X”' }),
    ).toHaveAttribute('href', '/c/q2#comment-c2');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(
      screen
        .getByRole('navigation', { name: 'Account' })
        .querySelector('a[href="/app/notifications"]'),
    ).toHaveAttribute('aria-label', 'Notifications, 2 unread');

    await user.click(
      screen.getByRole('button', { name: 'Mark read: 3 edits to “Should cities ban cars?”' }),
    );
    await waitFor(() => expect(api.callsTo('POST /notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST /notifications/read')[0].body).toEqual({ body: { IDs: ['3'] } });

    await user.click(screen.getByRole('button', { name: 'Older notifications' }));
    const older = await screen.findByRole('link', { name: 'Bob edited “Old”' });
    expect(older.closest('strong')).toBeNull();
    expect(within(older.closest('li')!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1));
  });

  it('asks a visitor to log in', async () => {
    renderApp('/app/notifications', createFakeApi({ 'GET /me': anonymousMe }));
    expect(await screen.findByText(/to see your notifications/)).toBeInTheDocument();
  });
});
