import { COMPANY_PAGE_SIZE, type Company } from '@salon/api/companies/schemas';
import { CompanyDeleteModal } from '@salon/ui/modals/companies/CompanyDeleteModal';
import {
  CompanyFormModal,
  EMPTY_COMPANY_FORM,
  type CompanyFormValues,
} from '@salon/ui/modals/companies/CompanyFormModal';
import {
  CompaniesScreen,
  type CompaniesState,
  type CompanyRow,
} from '@salon/ui/screens/companies/CompaniesScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useDebouncedValue, useUserInfo } from '../core';
import { isCompaniesListKey } from './keys';
import { companiesCapabilities } from './policies';
import { useCompanies } from './use-companies';
import { useDeleteCompany } from './use-delete-company';
import { useSaveCompany } from './use-save-company';
import { useToggleCompany } from './use-toggle-company';

type OpenModal = { kind: 'form'; company: Company | null } | { kind: 'delete'; company: Company } | null;

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
  const userInfo = useUserInfo();
  const can = companiesCapabilities(userInfo?.role ?? 'stylist');
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filterValue = useDebouncedValue(search.trim());
  const list = useCompanies({ pageNumber: page, pageSize: COMPANY_PAGE_SIZE, filterValue });
  const [open, setOpen] = useState<OpenModal>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingIds, setPendingIds] = useState<string[]>([]);
  const save = useSaveCompany();
  const toggle = useToggleCompany();
  const remove = useDeleteCompany();

  const companies = list.data?.result ?? [];
  const state: CompaniesState = list.data
    ? {
        status: 'ready',
        rows: companies.map(toRow),
        page,
        pageCount: list.data.totalPageSize,
        pageSize: COMPANY_PAGE_SIZE,
      }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const companyOf = (row: CompanyRow) => companies.find((company) => company._id === row.id);
  const reload = () => mutate(isCompaniesListKey);
  const close = () => setOpen(null);

  const submitForm = async (values: CompanyFormValues) => {
    if (open?.kind !== 'form') return;
    setFormError(null);
    try {
      const { message } = await save.trigger({
        ...(open.company ? { id: open.company._id } : {}),
        ...values,
        role: 'company',
      });
      toast.success(message);
      close();
      await reload();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const toggleActive = async (row: CompanyRow, enable: boolean) => {
    setPendingIds((ids) => [...ids, row.id]);
    try {
      toast.success(await toggle.trigger({ id: row.id, enable }));
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPendingIds((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const lastOnPage = companies.length === 1 && page > 1;
    try {
      toast.success(await remove.trigger(open.company._id));
      close();
      if (lastOnPage) setPage(page - 1);
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <CompaniesScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onPageChange={setPage}
        onAdd={() => {
          setFormError(null);
          setOpen({ kind: 'form', company: null });
        }}
        onEdit={(row) => {
          const company = companyOf(row);
          if (!company) return;
          setFormError(null);
          setOpen({ kind: 'form', company });
        }}
        onToggleActive={toggleActive}
        onDelete={(row) => {
          const company = companyOf(row);
          if (company) setOpen({ kind: 'delete', company });
        }}
        pendingIds={pendingIds}
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
