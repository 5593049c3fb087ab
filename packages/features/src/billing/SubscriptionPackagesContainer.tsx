import type { SubscriptionPackage } from '@salon/api/billing/schemas';
import { PackageDeleteModal } from '@salon/ui/screens/billing/PackageDeleteModal';
import {
  EMPTY_PACKAGE_FORM,
  PackageFormModal,
  type PackageFormValues,
} from '@salon/ui/screens/billing/PackageFormModal';
import { PlanFormModal, type PlanFormValues } from '@salon/ui/screens/billing/PlanFormModal';
import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';
import {
  SubscriptionPackagesScreen,
  type PackageCardView,
  type PackagePlanView,
  type PlanIntervalView,
  type SubscriptionPackagesState,
} from '@salon/ui/screens/billing/SubscriptionPackagesScreen';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { listState, useListModal, useRowWriteRunner, useCapabilities } from '../core';
import { cents, packageCard } from './billing-view';
import { billingKeys } from './keys';
import { billingCapabilities } from './policies';
import { useAddPlan } from './use-add-plan';
import { useDeletePackage } from './use-delete-package';
import { useDeletePlan } from './use-delete-plan';
import { useSavePackage } from './use-save-package';
import { useSubscriptionPackages } from './use-subscription-packages';
import { useTogglePackage } from './use-toggle-package';
import { useTogglePlan } from './use-toggle-plan';

/** Spec 2 §8: a plan added, changed, switched or deleted without success says this. */
export const PLAN_FAILURE = 'Something went wrong.';

type OpenModal =
  | { kind: 'form'; pkg: SubscriptionPackage | null }
  | { kind: 'delete'; pkg: SubscriptionPackage }
  | { kind: 'plan'; pkg: SubscriptionPackage; interval: PlanIntervalView }
  | { kind: 'delete-plan'; pkg: SubscriptionPackage; plan: PackagePlanView };

const INTERVAL_NAMES = { month: 'monthly', year: 'annual' } as const;

/** A plan write whose failure reads 'Something went wrong.' (the toast of spec 2 §8). */
async function planWrite(write: () => Promise<string>): Promise<string> {
  try {
    return await write();
  } catch {
    throw new Error(PLAN_FAILURE);
  }
}

const formValuesOf = (pkg: SubscriptionPackage | null): PackageFormValues =>
  pkg
    ? {
        ...EMPTY_PACKAGE_FORM,
        name: pkg.name,
        description: pkg.description,
        calendars: pkg.metadata.calendars,
      }
    : EMPTY_PACKAGE_FORM;

/** /subscription: the admin's packages with their plans, the package and plan forms and deletes. */
export function SubscriptionPackagesContainer() {
  const can = useCapabilities(billingCapabilities);
  const { mutate } = useSWRConfig();
  const reload = () => mutate(billingKeys.packages);
  const list = useSubscriptionPackages();
  const { open, show, close, run, formError } = useListModal<OpenModal>(reload);
  const rowWrites = useRowWriteRunner(reload);
  const save = useSavePackage();
  const togglePackage = useTogglePackage();
  const remove = useDeletePackage();
  const addPlan = useAddPlan();
  const togglePlan = useTogglePlan();
  const removePlan = useDeletePlan();

  const packages = list.data ?? [];
  const state: SubscriptionPackagesState = listState(list, (data) => ({ packages: data.map(packageCard) }));
  const packageOf = (card: PackageCardView) => packages.find((item) => item.id === card.id);

  const submitPackage = async (values: PackageFormValues) => {
    if (open?.kind !== 'form') return;
    const metadata = { users: values.calendars, calendars: values.calendars };
    const body = open.pkg
      ? { productId: open.pkg.id, name: values.name, description: values.description, metadata }
      : {
          name: values.name,
          description: values.description,
          metadata,
          monthlyAmount: cents(values.monthlyPrice),
          annualAmount: cents(values.annualPrice),
          currency: 'usd' as const,
        };
    await run(() => save.trigger(body), 'form');
  };

  const submitPlan = async (values: PlanFormValues) => {
    if (open?.kind !== 'plan') return;
    const { pkg, interval } = open;
    await run(async () => {
      try {
        return await addPlan.trigger({
          amount: cents(values.price),
          currency: 'usd',
          interval,
          product: pkg.id,
        });
      } catch (error) {
        // The toast of spec 2 §8; the form keeps the server's reason.
        toast.error(PLAN_FAILURE);
        throw error;
      }
    }, 'form');
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await run(() => remove.trigger(open.pkg.id), 'toast');
  };

  const confirmDeletePlan = async () => {
    if (open?.kind !== 'delete-plan') return;
    const { plan } = open;
    await run(() => planWrite(() => removePlan.trigger(plan.id)), 'toast');
  };

  const withPackage = (card: PackageCardView, then: (pkg: SubscriptionPackage) => void) => {
    const pkg = packageOf(card);
    if (pkg) then(pkg);
  };

  return (
    <>
      <SubscriptionPackagesScreen
        state={state}
        can={can}
        onAdd={() => show({ kind: 'form', pkg: null })}
        onEdit={(card) => withPackage(card, (pkg) => show({ kind: 'form', pkg }))}
        onDelete={(card) => withPackage(card, (pkg) => show({ kind: 'delete', pkg }))}
        onTogglePackage={(card, active) =>
          void rowWrites.run(card.id, () => togglePackage.trigger({ id: card.id, active }))
        }
        onTogglePlan={(plan, active) =>
          void rowWrites.run(plan.id, () => planWrite(() => togglePlan.trigger({ id: plan.id, active })))
        }
        onAddPlan={(card, interval) => withPackage(card, (pkg) => show({ kind: 'plan', pkg, interval }))}
        onDeletePlan={(card, plan) => withPackage(card, (pkg) => show({ kind: 'delete-plan', pkg, plan }))}
        pendingIds={rowWrites.pendingIds}
      />
      <PackageFormModal
        // A fresh form per package: the values start from the package edited.
        key={open?.kind === 'form' ? (open.pkg?.id ?? 'new') : 'closed'}
        open={open?.kind === 'form'}
        mode={open?.kind === 'form' && open.pkg ? 'update' : 'create'}
        initialValues={formValuesOf(open?.kind === 'form' ? open.pkg : null)}
        submitting={save.isMutating}
        serverError={formError}
        onSubmit={submitPackage}
        onClose={close}
      />
      <PlanFormModal
        open={open?.kind === 'plan'}
        interval={open?.kind === 'plan' ? open.interval : 'month'}
        packageName={open?.kind === 'plan' ? open.pkg.name : undefined}
        submitting={addPlan.isMutating}
        serverError={formError}
        onSubmit={submitPlan}
        onClose={close}
      />
      <PackageDeleteModal
        open={open?.kind === 'delete'}
        name={open?.kind === 'delete' ? open.pkg.name : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
      <ConfirmModal
        open={open?.kind === 'delete-plan'}
        title="Delete Plan"
        message="Are you sure you want to delete this Plan?"
        detail={
          open?.kind === 'delete-plan'
            ? `${open.pkg.name}: ${INTERVAL_NAMES[open.plan.interval]} plan, ${open.plan.price}`
            : undefined
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        confirmVariant="danger"
        confirming={removePlan.isMutating}
        onConfirm={confirmDeletePlan}
        onCancel={close}
      />
    </>
  );
}
