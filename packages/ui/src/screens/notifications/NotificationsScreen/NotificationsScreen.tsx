import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { indexColumn, ListTable, Nowrap, type ListState } from '@salon/ui/patterns/ListScreen';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import type { SelectOption } from '@salon/ui/primitives/Select';
import type { TableColumn } from '@salon/ui/primitives/Table';
import { Actions, Content, ListBody, Page } from './NotificationsScreen.styles';
import {
  EMPTY_NOTIFICATION_FORM,
  validateNotification,
  type NotificationFormValues,
  type NotificationTarget,
} from './validate-notification';

/** A sent notification as a row of the list. */
export interface NotificationRow {
  id: string;
  title: string;
  body: string;
  to: NotificationTarget;
  recipientCount: number;
  /** Already formatted for display, e.g. 'Mar 15, 2026, 9:00 AM'. */
  sentAt: string;
}

export type NotificationsState = ListState<NotificationRow>;

/** The send form's values once valid: a target and trimmed texts. */
export interface NotificationSendValues {
  to: NotificationTarget;
  title: string;
  body: string;
}

export interface NotificationsScreenProps {
  state: NotificationsState;
  onPageChange: (page: number) => void;
  /** Called with valid values only. */
  onSend: (values: NotificationSendValues) => void;
  sending?: boolean;
  /** The server's message when a send failed, shown in the form. */
  sendError?: string | null;
  /** Change it to empty the form (after a successful send). */
  formKey?: number;
}

export const TARGET_OPTIONS: readonly SelectOption<NotificationTarget>[] = [
  { value: 'all', label: 'All' },
  { value: 'Stylist', label: 'Stylist' },
  { value: 'user', label: 'User' },
];

const targetLabel = (to: NotificationTarget) =>
  TARGET_OPTIONS.find((option) => option.value === to)?.label ?? to;

/** /notification: the send form, then the sent notifications, 5 per page (spec 2 §2 "Notifications"). */
export function NotificationsScreen({
  state,
  onPageChange,
  onSend,
  sending = false,
  sendError,
  formKey = 0,
}: NotificationsScreenProps) {
  const columns: TableColumn<NotificationRow>[] = [
    indexColumn(state),
    { key: 'title', header: 'Title', render: (row) => row.title },
    { key: 'body', header: 'Content', render: (row) => <Content>{row.body}</Content> },
    { key: 'to', header: 'Sent To', render: (row) => targetLabel(row.to) },
    { key: 'recipients', header: 'Recipients', align: 'right', render: (row) => row.recipientCount },
    { key: 'sentAt', header: 'Sent At', render: (row) => <Nowrap>{row.sentAt}</Nowrap> },
  ];

  return (
    <Page>
      <PageHeader title="Notifications" />
      <Card title="Send Notification">
        <SendForm key={formKey} onSend={onSend} sending={sending} sendError={sendError} />
      </Card>
      <Card title="Sent Notifications">
        <ListBody>
          <ListTable
            state={state}
            columns={columns}
            caption="Sent notifications"
            emptySubtitle="We could not find any notifications."
            onPageChange={onPageChange}
            footerOnlyWhenPaged
          />
        </ListBody>
      </Card>
    </Page>
  );
}

function SendForm({
  onSend,
  sending,
  sendError,
}: Pick<NotificationsScreenProps, 'onSend' | 'sending' | 'sendError'>) {
  const { field, handleSubmit } = useValidatedForm<NotificationFormValues, keyof NotificationFormValues>(
    EMPTY_NOTIFICATION_FORM,
    validateNotification,
  );
  const submit = handleSubmit((valid) => {
    if (valid.to) onSend({ to: valid.to, title: valid.title.trim(), body: valid.body.trim() });
  });

  return (
    <Form id="notification-form" onSubmit={submit} serverError={sendError}>
      <SelectField<NotificationTarget>
        label="Send To"
        id="notification-to"
        options={TARGET_OPTIONS}
        {...field('to')}
        placeholder="Select send to"
        isDisabled={sending}
      />
      <TextField
        label="Title"
        id="notification-title"
        autoComplete="off"
        maxLength={100}
        {...field('title')}
        disabled={sending}
      />
      <TextAreaField
        label="Content"
        id="notification-body"
        rows={4}
        maxLength={1000}
        {...field('body')}
        disabled={sending}
      />
      <Actions>
        <Button type="submit" loading={sending}>
          Send
        </Button>
      </Actions>
    </Form>
  );
}
