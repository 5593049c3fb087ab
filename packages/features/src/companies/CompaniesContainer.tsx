import { COMPANY_PAGE_SIZE, type Company } from '@salon/api/companies/schemas';
import { CompanyDeleteModal } from '@salon/ui/screens/companies/CompanyDeleteModal';
import {
  CompanyFormModal,
  EMPTY_COMPANY_FORM,
  type CompanyFormValues,
} from '@salon/ui/screens/companies/CompanyFormModal';
import {
  CompaniesScreen,
  type CompaniesState,
  type CompanyRow,
} from '@salon/ui/screens/companies/CompaniesScreen';
import { listState, tablePage, useListPage, useCapabilities } from '../core';
import { isCompaniesListKey } from './keys';
import { companiesCapabilities } from './policies';
import { useCompanies } from './use-companies';
import { useDeleteCompany } from './use-delete-company';
import { useSaveCompany } from './use-save-company';
import { useToggleCompany } from './use-toggle-company';

type OpenModal = { kind: 'form'; company: Company | null } | { kind: 'delete'; company: Company };

const toRow = (company: Company): CompanyRow => ({
  id: company._id,
  name: company.name,
  email: company.email,
  phone: company.phone,
  address: company.address,
  active: company.active,
});

const formValuesOf = (company: Company | null): CompanyFormValues =>
  company
    ? { name: company.name, email: company.email, phone: company.phone ?? '', address: company.address ?? '' }
    : EMPTY_COMPANY_FORM;

/** /company: the salon's partner companies with their add/edit form, Active Status and delete. */
export function CompaniesContainer() {
  const can = useCapabilities(companiesCapabilities);
  const listPage = useListPage<Company, OpenModal>(isCompaniesListKey, useCompanies, COMPANY_PAGE_SIZE);
  const { search, setSearch, page, setPage, afterRemoving, list, items: companies } = listPage;
  const { open, show, close, run, formError, showItem, rowWrites } = listPage;
  const save = useSaveCompany();
  const toggle = useToggleCompany();
  const remove = useDeleteCompany();

  const state: CompaniesState = listState(list, (data) => tablePage(data, toRow, page, COMPANY_PAGE_SIZE));

  const openFor = (kind: OpenModal['kind'], row: CompanyRow) =>
    showItem(row.id, (company) => ({ kind, company }));

  const submitForm = async (values: CompanyFormValues) => {
    if (open?.kind !== 'form') return;
    const { company } = open;
    await run(
      async () =>
        (await save.trigger({ ...(company ? { id: company._id } : {}), ...values, role: 'company' })).message,
      'form',
    );
  };

  const toggleActive = (row: CompanyRow, enable: boolean) =>
    rowWrites.run(row.id, () => toggle.trigger({ id: row.id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await run(() => remove.trigger(open.company._id), 'toast', afterRemoving(companies.length));
  };

  return (
    <>
      <CompaniesScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', company: null })}
        onEdit={(row) => openFor('form', row)}
        onToggleActive={toggleActive}
        onDelete={(row) => openFor('delete', row)}
        pendingIds={rowWrites.pendingIds}
      />
      <CompanyFormModal
        open={open?.kind === 'form'}
        mode={open?.kind === 'form' && open.company ? 'update' : 'create'}
        initialValues={formValuesOf(open?.kind === 'form' ? open.company : null)}
        submitting={save.isMutating}
        serverError={formError}
        onSubmit={submitForm}
        onClose={close}
      />
      <CompanyDeleteModal
        open={open?.kind === 'delete'}
        name={open?.company?.name}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
