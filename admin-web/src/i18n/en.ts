import { type TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';

export const en: TranslationMessages = {
  ...englishMessages,
  console: {
    title: 'Encyclopedia console',
    auth: {
      no_console_access:
        'Your account does not have console access. Ask an admin for the editor role.',
    },
    roles: {
      user: 'User',
      editor: 'Editor',
      mod: 'Moderator',
      admin: 'Admin',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      signed_in_as: 'You are signed in with the %{role} role.',
      can: {
        editor: 'Editors will manage articles, categories, requests and the inbox of user edits.',
        mod: 'Moderators will moderate comments and delete links and quotes.',
        admin:
          'Admins set the roles of every account (see Users) and will do everything editors and moderators do.',
      },
      coming_title: 'Coming next',
      coming:
        'The inbox of user edits, requests, categories and articles arrive in later releases of this console. Until then it only manages roles.',
      open_users: 'Manage users and roles',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        UsernameCased: 'Username',
        Email: 'Email',
        Role: 'Role',
        Created: 'Created',
        q: 'Search',
        role: 'Role',
      },
      notifications: {
        role_updated: 'Role updated',
      },
    },
  },
};
