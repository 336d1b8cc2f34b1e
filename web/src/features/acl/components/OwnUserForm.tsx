/**
 * The pharmacy self-service form (spec §2, §5): name and e-mail (required, valid), the language of
 * the user's mails, and the roles the administrator may grant (the pharmacy tree limited to the
 * roles it holds), selected by leaf. Party and type are the administrator's own.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, NameField } from '../../../components/AccountFields';
import { RoleTree, RoleTreeField } from '../../../components/RoleTree';
import type { RoleNode } from '../../../components/role-tree';
import { hasIssues, issueText } from '../../../components/validation';
import type { GuestUserBody, RoleRef } from '../api';
import { OtherRoles } from './OtherRoles';
import { ownUserIssues } from '../validation';
import { localeLabel } from './labels';
import { FormFrame } from '../../../components/FormFrame';

export function OwnUserForm({
  initial,
  tree,
  otherRoles = [],
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  header,
}: {
  initial: GuestUserBody;
  tree: readonly RoleNode[];
  /** The roles the user holds already (edit): those outside the tree are listed, not editable. */
  otherRoles?: readonly RoleRef[];
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: GuestUserBody) => void;
  onCancel: () => void;
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<GuestUserBody>(initial);
  const [submitted, setSubmitted] = useState(false);
  const found = ownUserIssues(values);
  const shown = submitted ? found : {};
  const localeOptions: SelectProps.Option[] = [
    { value: 'ca', label: localeLabel(t, 'ca') },
    { value: 'es', label: localeLabel(t, 'es') },
  ];

  function submit() {
    setSubmitted(true);
    if (hasIssues(found)) return;
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  }

  return (
    <FormFrame
      testId="own-user-form"
      header={header}
      submitLabel={submitLabel}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <NameField
            controlId="own-user-name"
            value={values.name}
            onChange={(name) => setValues((v) => ({ ...v, name }))}
            errorText={issueText(t, shown.name)}
            autoFocus
          />
          <EmailField
            controlId="own-user-email"
            value={values.email}
            onChange={(email) => setValues((v) => ({ ...v, email }))}
            errorText={issueText(t, shown.email)}
          />
          <FormField label={t('acl.fields.locale')} description={t('acl.guests.locale_hint')} controlId="own-user-locale">
            <Select
              selectedOption={localeOptions.find((o) => o.value === values.locale) ?? null}
              options={localeOptions}
              onChange={({ detail }) => setValues((v) => ({ ...v, locale: detail.selectedOption.value === 'es' ? 'es' : 'ca' }))}
            />
          </FormField>
        </ColumnLayout>
        <RoleTreeField label={t('acl.fields.roles')} description={t('acl.own.roles_hint')}>
          {tree.length > 0 ? (
            <RoleTree
              nodes={tree}
              value={values.roles}
              onChange={(roles) => setValues((v) => ({ ...v, roles }))}
              ariaLabel={t('acl.fields.roles')}
              idPrefix="own-role"
            />
          ) : (
            <Box color="text-body-secondary">{t('acl.roles.none_available')}</Box>
          )}
          <OtherRoles roles={otherRoles} tree={tree} />
        </RoleTreeField>
      </SpaceBetween>
    </FormFrame>
  );
}
