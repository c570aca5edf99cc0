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
    menu: {
      inbox: 'Inbox',
    },
    reader_page: 'On the site',
    open_on_site: 'Open',
    reason: {
      label: 'Reason',
      optional: 'Reason (optional)',
      help: 'Shown in the history and the moderation log.',
    },
    delete: {
      title: 'Delete %{name}?',
      content: 'Say why: the reason is kept in the history, where the deletion can be reverted.',
    },
    inbox: {
      title: 'Inbox',
      refresh: 'Refresh',
      mark_all_seen: 'Mark all seen',
      show_seen: 'Show seen',
      show_unseen: 'Show unseen',
      load_more: 'Load more',
      mark_seen: 'Mark seen',
      mark_unseen: 'Mark unseen',
      undo: 'Undo',
      undone: 'Undone',
      undo_title: 'Undo this change to “%{name}”?',
      undo_content:
        'The change by %{user} is reversed as a new revision. It is refused if later edits changed the same fields.',
      deleted: 'This content has been deleted.',
      entry_label: '%{name}, changed by %{user}',
      total: '%{smart_count} unseen entry |||| %{smart_count} unseen entries',
      total_seen: '%{smart_count} seen entry |||| %{smart_count} seen entries',
      empty_unseen: 'No unseen entries: everything has been reviewed.',
      empty_seen: 'No seen entries.',
      empty_filtered: 'Try other filters.',
      status: {
        seen: 'Seen',
        unseen: 'Unseen',
      },
      filters: {
        kind: 'Kind',
        any_kind: 'Any kind',
        user: 'User',
        user_placeholder: 'Username',
      },
      // Inbox kinds that are no kind of content (the others have their kind's label).
      kinds: {
        commentAction: 'Comment',
      },
      diff: {
        label: 'Changes',
        field: 'Field',
        old: 'Old',
        new: 'New',
        empty: '(empty)',
        none: '(none)',
        nothing: 'No field changed.',
      },
      notifications: {
        undone: 'Change undone',
        marked_seen: '%{smart_count} entry marked seen |||| %{smart_count} entries marked seen',
      },
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      signed_in_as: 'You are signed in with the %{role} role.',
      can: {
        editor:
          'Editors manage articles, categories, requests, people, tags and the inbox of user edits.',
        mod: 'Moderators also resolve comment reports.',
        admin: 'Admins also set the roles of every account (see Users).',
      },
      unseen_inbox: 'unseen inbox entry |||| unseen inbox entries',
      open_reqs: 'open request |||| open requests',
      open_reports: 'open report |||| open reports',
      open_users: 'Manage users and roles',
    },
  },
  resources: {
    categories: {
      name: 'Category |||| Categories',
      fields: {
        Title: 'Title',
        Description: 'Description',
        Questions: 'Questions',
        Deleted: 'Deleted',
        Created: 'Created',
        q: 'Search',
        deleted: 'Deleted',
      },
    },
    articles: {
      name: 'Article |||| Articles',
      fields: {
        Title: 'Title',
        Slug: 'Slug',
        Body: 'Body',
        Deleted: 'Deleted',
        Created: 'Created',
        q: 'Search',
        deleted: 'Deleted',
      },
    },
    reqs: {
      name: 'Request |||| Requests',
      fields: {
        Title: 'Title',
        Issue: 'Issue',
        Admin: 'Admin request',
        ArtifactType: 'About',
        Status: 'Status',
        UsernameCased: 'Author',
        Deleted: 'Deleted',
        Created: 'Created',
        q: 'Search',
        status: 'Status',
        admin: 'Admin requests',
        suggestion: 'Suggestions',
        deleted: 'Deleted',
        Outcome: 'Outcome',
        DeclineReason: 'Reason declined',
        QuestionTitle: 'Question title',
        QuestionDescription: 'Description',
      },
      status: {
        open: 'Open',
        resolved: 'Resolved',
      },
      action: {
        mark_resolved: 'Mark resolved',
        create_question: 'Create question',
        decline: 'Decline',
      },
      about: {
        convo: 'Question',
        arg: 'Argument',
        suggest: 'Suggested question',
      },
      outcome: {
        open: 'Open',
        question: 'Became a question',
        declined: 'Declined',
      },
      suggestion: {
        create_title: 'Create the question "%{name}"',
        create_help:
          'A question title is 10 to 75 characters, its description 160 to 300, neutral and without taking a side.',
        decline_title: 'Decline "%{name}"',
        question_link: 'Open the question',
        created: 'The question is created and the suggestion resolved.',
        declined: 'The suggestion is declined; its author sees your reason.',
      },
    },
    people: {
      name: 'Person |||| People',
      fields: {
        Name: 'Name',
        PathAlias: 'Address',
        Quotes: 'Quotes',
        Deleted: 'Deleted',
        Created: 'Created',
        q: 'Search',
        deleted: 'Deleted',
      },
    },
    tags: {
      name: 'Tag |||| Tags',
      fields: {
        Name: 'Name',
        Uses: 'Uses',
        Created: 'Created',
        q: 'Search',
      },
    },
    reports: {
      name: 'Report |||| Reports',
      fields: {
        Body: 'Comment',
        CommentAuthor: 'Author',
        Reports: 'Reports',
        Reasons: 'Reasons',
        LastReported: 'Last reported',
        Status: 'Status',
        Resolution: 'Resolution',
        resolve: 'Resolve',
        q: 'Search',
        status: 'Status',
      },
      status: {
        open: 'Open',
        resolved: 'Resolved',
      },
      resolution: {
        dismissed: 'Dismissed',
        deleted: 'Comment deleted',
      },
      action: {
        dismiss: 'Dismiss',
        delete: 'Delete comment',
        delete_many: 'Delete comments',
      },
      confirm: {
        title: 'Delete the comment by %{name}?',
        delete_many:
          'Delete the reported comments? Readers will see that a moderator deleted them.',
      },
      notifications: {
        dismiss: 'Report dismissed',
        delete: 'Comment deleted',
      },
    },
    audit: {
      name: 'Audit entry |||| Audit log',
      fields: {
        Created: 'When',
        Action: 'Action',
        ActorName: 'By',
        TargetType: 'Type',
        TargetName: 'Target',
        Reason: 'Reason',
        Details: 'Details',
        action: 'Action',
        actor: 'By (username)',
        targetType: 'Target type',
      },
      actions: {
        delete: 'Delete',
        restore: 'Restore',
        undo: 'Undo',
        commentRemove: 'Comment removed',
        reportDismiss: 'Report dismissed',
        roleChange: 'Role change',
      },
    },
    users: {
      name: 'User |||| Users',
      fields: {
        Username: 'Username',
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
