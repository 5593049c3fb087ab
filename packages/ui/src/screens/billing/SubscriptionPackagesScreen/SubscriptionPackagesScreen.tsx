import { ListCard } from '@salon/ui/patterns/ListCard';
import type { ItemsState } from '@salon/ui/patterns/PagedCards';
import { addButton } from '@salon/ui/patterns/add-button';
import { Button } from '@salon/ui/primitives/Button';
import { Switch } from '@salon/ui/primitives/Switch';
import { Actions, CardHead, CardTitle, Muted } from '../BillingCards.styles';
import { PlanControls, PlanPrice, PlanRow, Plans } from './SubscriptionPackagesScreen.styles';
import { BillingCardsPage } from '../BillingCardsPage';

export type PlanIntervalView = 'month' | 'year';

export interface PackagePlanView {
  id: string;
  interval: PlanIntervalView;
  /** The price as shown, e.g. '$29.00'. */
  price: string;
  active: boolean;
}

export interface PackageCardView {
  id: string;
  name: string;
  description: string;
  active: boolean;
  calendars: number;
  users: number;
  /** Monthly first. */
  plans: PackagePlanView[];
}

export type SubscriptionPackagesState = ItemsState<'packages', PackageCardView>;

export interface SubscriptionPackagesScreenProps {
  state: SubscriptionPackagesState;
  /** Add, edit, delete and the switches: the platform admin. */
  can: { manage: boolean };
  onAdd: () => void;
  onEdit: (pkg: PackageCardView) => void;
  onDelete: (pkg: PackageCardView) => void;
  onTogglePackage: (pkg: PackageCardView, active: boolean) => void;
  onTogglePlan: (plan: PackagePlanView, active: boolean) => void;
  /** Opens the plan form for the interval the package lacks. */
  onAddPlan: (pkg: PackageCardView, interval: PlanIntervalView) => void;
  /** Offered while the package has both plans: a package keeps at least one. */
  onDeletePlan: (pkg: PackageCardView, plan: PackagePlanView) => void;
  /** Packages and plans whose switch is being written. */
  pendingIds?: readonly string[];
}

const PLAN_NAMES = { month: 'Monthly', year: 'Annual' } as const;
const PER = { month: 'per month', year: 'per year' } as const;

/** /subscription: the platform's packages as cards with their monthly and annual plans (spec 2 §2). */
export function SubscriptionPackagesScreen({
  state,
  can,
  onAdd,
  onEdit,
  onDelete,
  onTogglePackage,
  onTogglePlan,
  onAddPlan,
  onDeletePlan,
  pendingIds = [],
}: SubscriptionPackagesScreenProps) {
  return (
    <BillingCardsPage
      title="Subscription"
      {...addButton(can.manage, 'Add Package', onAdd)}
      state={state}
      items={state.status === 'ready' ? state.packages : []}
      label="Packages"
      skeletonLines={5}
      emptySubtitle="We could not find any package. Please add one"
      renderItem={(pkg) => {
        const missing = (['month', 'year'] as const).find(
          (interval) => !pkg.plans.some((plan) => plan.interval === interval),
        );
        return (
          <ListCard key={pkg.id} label={pkg.name}>
            <CardHead>
              <CardTitle>{pkg.name}</CardTitle>
              <Switch
                checked={pkg.active}
                label={`${pkg.name} enabled`}
                hideLabel
                disabled={!can.manage || pendingIds.includes(pkg.id)}
                onChange={(active) => onTogglePackage(pkg, active)}
              />
            </CardHead>
            <Muted>{pkg.description}</Muted>
            <Muted>
              Calendars: {pkg.calendars} · Users: {pkg.users}
            </Muted>
            <Plans aria-label={`${pkg.name} plans`}>
              {pkg.plans.map((plan) => (
                <PlanRow key={plan.id}>
                  <PlanPrice>
                    <strong>{plan.price}</strong>
                    <span>{PER[plan.interval]}</span>
                  </PlanPrice>
                  <PlanControls>
                    <Switch
                      checked={plan.active}
                      label={`${pkg.name} ${PLAN_NAMES[plan.interval].toLowerCase()} plan enabled`}
                      hideLabel
                      disabled={!can.manage || pendingIds.includes(plan.id)}
                      onChange={(active) => onTogglePlan(plan, active)}
                    />
                    {can.manage && pkg.plans.length > 1 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${pkg.name} ${PLAN_NAMES[plan.interval].toLowerCase()} plan`}
                        onClick={() => onDeletePlan(pkg, plan)}
                      >
                        Delete
                      </Button>
                    )}
                  </PlanControls>
                </PlanRow>
              ))}
            </Plans>
            {can.manage && (
              <Actions>
                {missing && (
                  <Button variant="secondary" size="sm" onClick={() => onAddPlan(pkg, missing)}>
                    {missing === 'month' ? 'Add Monthly Plan' : 'Add Annual Plan'}
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => onEdit(pkg)}>
                  Edit Package
                </Button>
                <Button variant="danger" size="sm" onClick={() => onDelete(pkg)}>
                  Delete Package
                </Button>
              </Actions>
            )}
          </ListCard>
        );
      }}
    />
  );
}
