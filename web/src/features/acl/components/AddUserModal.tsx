/**
 * "Add user" (spec §2, §5): choose a pending staff account (required) and its roles in the internal
 * tree (at least one leaf: an account without roles stays pending). Saved with PUT {roles}.
 */
import Box from '@cloudscape-design/components/box';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/FormDialog';
import { RoleTree, RoleTreeField } from '../../../components/RoleTree';
import { issueText } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { useInternalTree, usePendingUsers, useSetUserRoles } from '../api';
import { addUserIssues } from '../validation';

export function AddUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const pending = usePendingUsers(true);
  const tree = useInternalTree();
  const save = useSetUserRoles();
  const [userId, setUserId] = useState<number | null>(null);
  const [roles, setRoles] = useState<number[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const found = addUserIssues({ userId, roles });
  const shown = submitted ? found : {};

  const options: SelectProps.Option[] = (pending.data ?? []).map((u) => ({
    value: String(u.id),
    label: u.name,
    description: u.email,
    tags: [u.login],
  }));
  const selected = options.find((o) => o.value === String(userId)) ?? null;

  function submit() {
    setSubmitted(true);
    if (Object.keys(found).length > 0 || userId === null) return;
    save.mutate(
      { id: userId, roles },
      {
        onSuccess: () => {
          alerts.add({ type: 'success', msg: t('alerts.create') });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialogFrame
      size="medium"
      header={t('acl.users.add_title')}
      submitLabel={t('acl.actions.add')}
      submitTestId="acl-add-user-submit"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <Form>
        <SpaceBetween size="l">
          <FormField label={t('acl.users.pending_user')} errorText={issueText(t, shown.user)} controlId="acl-add-user">
            <Select
              selectedOption={selected}
              options={options}
              onChange={({ detail }) => setUserId(Number(detail.selectedOption.value))}
              placeholder={t('acl.users.choose_user')}
              filteringType="auto"
              filteringPlaceholder={t('acl.users.filter')}
              statusType={pending.isPending ? 'loading' : pending.isError ? 'error' : 'finished'}
              loadingText={t('app.loading')}
              errorText={t('acl.load_failed')}
              empty={t('acl.users.no_pending')}
              invalid={Boolean(shown.user)}
            />
          </FormField>
          <RoleTreeField label={t('acl.fields.roles')} errorText={issueText(t, shown.roles)}>
            {tree.data ? (
              <RoleTree nodes={tree.data} value={roles} onChange={setRoles} ariaLabel={t('acl.fields.roles')} expand="selected" />
            ) : (
              <Box color="text-body-secondary">{tree.isError ? t('acl.load_failed') : t('app.loading')}</Box>
            )}
          </RoleTreeField>
        </SpaceBetween>
      </Form>
    </FormDialogFrame>
  );
}
