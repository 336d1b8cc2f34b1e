/**
 * The 1706 special catalog's laboratory parties (spec §2, §7: GET and PUT /api/parties/ah1706):
 * add a laboratory from the list of laboratory parties, delete one; a deletion's success message
 * has an undo that adds the party again.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartySummary } from '../../../../../shared/acl/views';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { adminKeys, useLaboratories } from '../api';
import { useAdministrationFrame } from '../nav';

export default function SpecialCatalogPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const title = t('administration.special.title');
  useAdministrationFrame([
    { text: t('administration.screens.catalog'), href: paths.administrationCatalog },
    { text: title, href: paths.administrationSpecialCatalog },
  ]);
  const list = useQuery({
    queryKey: adminKeys.specialCatalog,
    queryFn: ({ signal }) => api.call('parties.ah1706.index', { signal }).then((a) => a.data),
  });
  const labs = useLaboratories();
  const [chosen, setChosen] = useState<SelectProps.Option | null>(null);
  const [saving, setSaving] = useState(false);
  const parties = list.data ?? [];
  const inList = new Set(parties.map((p) => p.id));

  async function save(ids: number[]): Promise<PartySummary[]> {
    setSaving(true);
    try {
      const answer = await api.call('parties.ah1706.update', { body: { parties: ids } });
      client.setQueryData(adminKeys.specialCatalog, answer.data);
      return answer.data;
    } finally {
      setSaving(false);
    }
  }

  async function add() {
    if (!chosen) return;
    await save([...parties.map((p) => p.id), Number(chosen.value)]);
    setChosen(null);
    alerts.add({ type: 'success', msg: t('alerts.create') });
  }

  async function remove(party: PartySummary) {
    await save(parties.filter((p) => p.id !== party.id).map((p) => p.id));
    alerts.add({
      type: 'success',
      msg: t('administration.special.deleted', { name: party.name }),
      undo: () => {
        const current = client.getQueryData<PartySummary[]>(adminKeys.specialCatalog) ?? [];
        void save([...current.map((p) => p.id), party.id]).then(() =>
          alerts.add({ type: 'success', msg: t('administration.special.restored', { name: party.name }) }),
        );
      },
    });
  }

  return (
    <Page title={title} description={t('administration.special.description')}>
      <Table
        data-testid="special-catalog"
        variant="container"
        loading={list.isLoading}
        loadingText={t('administration.loading')}
        header={
          <Header
            variant="h2"
            counter={`(${parties.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs" alignItems="end">
                <FormField label={t('administration.special.laboratory')}>
                  <div style={{ minWidth: 280 }}>
                    <Select
                      selectedOption={chosen}
                      options={(labs.data ?? [])
                        .filter((p) => !inList.has(p.id))
                        .map((p) => ({ value: String(p.id), label: p.name, tags: [p.code] }))}
                      onChange={({ detail }) => setChosen(detail.selectedOption)}
                      filteringType="auto"
                      placeholder={t('administration.choose')}
                      statusType={labs.isLoading ? 'loading' : 'finished'}
                      data-testid="special-choose"
                    />
                  </div>
                </FormField>
                <Button
                  variant="primary"
                  disabled={!chosen}
                  loading={saving}
                  onClick={() => void add()}
                  data-testid="special-add"
                >
                  {t('administration.special.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('administration.special.parties')}
          </Header>
        }
        items={parties}
        trackBy="id"
        empty={<Box textAlign="center">{t('administration.special.none')}</Box>}
        columnDefinitions={[
          { id: 'code', header: t('administration.special.code'), cell: (p) => p.code },
          { id: 'name', header: t('administration.special.name'), cell: (p) => p.name },
          {
            id: 'actions',
            header: t('administration.catalog.actions'),
            cell: (p) => (
              <Button
                variant="inline-link"
                disabled={saving}
                onClick={() => void remove(p)}
                data-testid={`special-delete-${p.id}`}
                ariaLabel={t('administration.special.delete_named', { name: p.name })}
              >
                {t('administration.special.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Page>
  );
}
